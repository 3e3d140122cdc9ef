// The demo meals' drawn photos (server/services/demo-photos.ts) are worked out per column and per row to seed the
// demo world sooner (docs/demo.md); they must stay the very bytes of drawing each pixel from scratch, or one seed
// would no longer give one world (the photos' names are hashes of their bytes).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { plateScene } from '../../server/services/demo-photos';

/** The scene drawn pixel by pixel, as it was first written. */
function referenceScene(width: number, height: number, hue = 0.08, seed = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  let random = (seed * 2654435761) >>> 0;
  const noise = () => {
    random = (random * 1103515245 + 12345) >>> 0;
    return ((random >>> 16) % 17) - 8;
  };
  const food = [
    Math.cos(hue * 2 * Math.PI),
    Math.cos((hue - 1 / 3) * 2 * Math.PI),
    Math.cos((hue + 1 / 3) * 2 * Math.PI),
  ].map((c) => 150 + 90 * c);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const dx = u - 0.5;
      const dy = (v - 0.55) * (height / width);
      const distance = Math.sqrt(dx * dx + dy * dy);
      const wood = 0.5 + 0.5 * Math.sin(u * 40 + Math.sin(v * 6) * 3);
      const table = [110 + 40 * wood, 75 + 25 * wood, 45 + 15 * wood];
      const plate = distance < 0.3 ? 1 : 0;
      const onPlate = distance < 0.22 ? 1 - distance / 0.22 : 0;
      const texture = 0.75 + 0.25 * Math.sin(u * 60) * Math.cos(v * 50);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = plate ? (onPlate > 0 ? food[c]! * texture * (0.7 + 0.3 * onPlate) : 235) : table[c]!;
        pixels[i + c] = Math.max(0, Math.min(255, value + noise()));
      }
    }
  }
  return pixels;
}

describe('the drawn plate', () => {
  it('has the bytes of the pixel-by-pixel drawing, at any size, hue and seed', () => {
    for (const [width, height, hue, seed] of [
      [1, 1, undefined, undefined],
      [7, 3, 0.5, 3],
      [97, 61, 0.3, 5],
      [240, 320, 0.91, 12],
      [320, 240, 0, 20],
    ] as const) {
      expect(plateScene(width, height, hue, seed).equals(referenceScene(width, height, hue, seed))).toBe(true);
    }
  });

  it('draws the demo size as it always did', () => {
    // The digest of the first dish's photo (960 x 720, server/demo/world.ts drawPhotos) before the faster drawing.
    expect(
      createHash('sha256')
        .update(plateScene(960, 720, 0.08, 1))
        .digest('hex'),
    ).toBe('a0f867b2bda852646419bbe0b7a3cbe7657a61117dae2637e95f59a4c2944399');
  });
});
