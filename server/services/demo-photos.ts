// Photo-like pictures for the demo meals (and the tests), drawn on the spot so the repository holds no binary
// fixtures: a plate of food on a wooden table, in a colour of its own, with a little sensor noise so it compresses
// like a real phone photo, not like a flat colour or pure noise.
import sharp from 'sharp';

/**
 * Raw RGB pixels of the scene; `hue` (0-1) colours the food, `seed` varies the noise. What depends only on the column
 * or only on the row is worked out once per column or row, and the wood only where the table shows: the same
 * arithmetic in the same order, so the same bytes as drawing each pixel from scratch, about four times sooner (the
 * demo world draws twenty of them while it seeds, docs/demo.md).
 */
export function plateScene(width: number, height: number, hue = 0.08, seed = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  let random = (seed * 2654435761) >>> 0;
  const food = [
    Math.cos(hue * 2 * Math.PI),
    Math.cos((hue - 1 / 3) * 2 * Math.PI),
    Math.cos((hue + 1 / 3) * 2 * Math.PI),
  ].map((c) => 150 + 90 * c) as [number, number, number];
  const column = (f: (u: number) => number) => Float64Array.from({ length: width }, (_, x) => f(x / width));
  const us = column((u) => u);
  const dx2 = column((u) => (u - 0.5) * (u - 0.5));
  const grain = column((u) => 0.25 * Math.sin(u * 60));
  let i = 0;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const dy = (v - 0.55) * (height / width);
    const dy2 = dy * dy;
    const ripple = Math.cos(v * 50);
    const bend = Math.sin(v * 6) * 3;
    for (let x = 0; x < width; x++) {
      const distance = Math.sqrt(dx2[x]! + dy2);
      let r: number, g: number, b: number;
      if (distance < 0.3) {
        const onPlate = distance < 0.22 ? 1 - distance / 0.22 : 0;
        if (onPlate > 0) {
          const texture = 0.75 + grain[x]! * ripple;
          const shade = 0.7 + 0.3 * onPlate;
          r = food[0] * texture * shade;
          g = food[1] * texture * shade;
          b = food[2] * texture * shade;
        } else r = g = b = 235;
      } else {
        const wood = 0.5 + 0.5 * Math.sin(us[x]! * 40 + bend);
        r = 110 + 40 * wood;
        g = 75 + 25 * wood;
        b = 45 + 15 * wood;
      }
      // The noise generator's own arithmetic (a double, not Math.imul) keeps every earlier picture's bytes.
      random = (random * 1103515245 + 12345) >>> 0;
      pixels[i++] = Math.max(0, Math.min(255, r + (((random >>> 16) % 17) - 8)));
      random = (random * 1103515245 + 12345) >>> 0;
      pixels[i++] = Math.max(0, Math.min(255, g + (((random >>> 16) % 17) - 8)));
      random = (random * 1103515245 + 12345) >>> 0;
      pixels[i++] = Math.max(0, Math.min(255, b + (((random >>> 16) % 17) - 8)));
    }
  }
  return pixels;
}

/** The scene as a JPEG. */
export const plateJpeg = (width: number, height: number, hue?: number, seed?: number, quality = 88) =>
  sharp(plateScene(width, height, hue, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
