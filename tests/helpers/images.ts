// Photo-like test images made on the spot (no binary fixtures in the repository).
import sharp from 'sharp';
import { plateScene } from '../../server/services/demo-photos';

/** A JPEG as a phone writes it: photo-like, sideways (EXIF orientation 6), with the camera's make and GPS. */
export async function phoneJpeg(width = 1200, height = 800, opts: { quality?: number; seed?: number } = {}) {
  return sharp(plateScene(width, height, 0.08, opts.seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: opts.quality ?? 92 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Lens 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 17/1 0/1' },
    })
    .toBuffer();
}
