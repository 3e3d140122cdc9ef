import { describe, expect, it } from 'vitest';
import { photoSrcSet, variantWidth } from '../../shared/photo-variants';

const urls = { card: '/c.webp', medium: '/m.webp', large: '/l.webp' };

describe('photo srcset', () => {
  it('names each variant with its real width, smallest first', () => {
    expect(photoSrcSet({ ...urls, width: 1600, height: 1200 })).toBe('/c.webp 640w, /m.webp 1080w, /l.webp 1600w');
    // A portrait photo fits its longest side (the height) into each size.
    expect(photoSrcSet({ ...urls, width: 1067, height: 1600 })).toBe('/c.webp 427w, /m.webp 720w, /l.webp 1067w');
  });

  it('leaves out the medium variant until it is stored', () => {
    expect(photoSrcSet({ ...urls, medium: null, width: 1600, height: 900 })).toBe('/c.webp 640w, /l.webp 1600w');
  });

  it('never offers a bigger file for the same pixels when the original was small', () => {
    // 960 x 720 (the demo's photos): medium and large are both 960 px wide; the large one is left out.
    expect(photoSrcSet({ ...urls, width: 960, height: 720 })).toBe('/c.webp 640w, /m.webp 960w');
    // Smaller than a card: one candidate.
    expect(photoSrcSet({ ...urls, width: 500, height: 400 })).toBe('/c.webp 500w');
  });

  it('computes widths as sharp fits an image inside the square', () => {
    expect(variantWidth(640, 1600, 900)).toBe(640);
    expect(variantWidth(640, 900, 1600)).toBe(360);
    expect(variantWidth(1080, 800, 600)).toBe(800);
  });
});
