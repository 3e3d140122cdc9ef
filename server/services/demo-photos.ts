// Photo-like pictures for the demo meals (and the tests), drawn on the spot so the repository holds no binary
// fixtures: a plate of food on a wooden table, in a colour of its own, with a little sensor noise so it compresses
// like a real phone photo, not like a flat colour or pure noise.
import sharp from 'sharp';

/** Raw RGB pixels of the scene; `hue` (0-1) colours the food, `seed` varies the noise. */
export function plateScene(width: number, height: number, hue = 0.08, seed = 1) {
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

/** The scene as a JPEG. */
export const plateJpeg = (width: number, height: number, hue?: number, seed?: number, quality = 88) =>
  sharp(plateScene(width, height, hue, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
