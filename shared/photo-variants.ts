// The widths of a meal photo's stored variants (server/services/photos.ts makes them) and the `srcset` a page builds
// from their URLs: each variant fits inside a square of its size, never enlarged, so its real width
// follows from the large variant's width and height, which the photo's row keeps.

/** The longest side of each variant, in pixels. */
export const PHOTO_VARIANT_SIZES = { card: 640, medium: 1080, large: 1600 } as const;

export interface PhotoVariantUrls {
  card: string;
  /** Null for a photo stored before the medium variant existed, until the backfill makes it. */
  medium: string | null;
  large: string;
  /** The large variant's size. */
  width: number;
  height: number;
}

/** The width a variant of `size` has for a large variant of `width` x `height` (sharp's `fit: 'inside'`). */
export function variantWidth(size: number, width: number, height: number): number {
  const scale = Math.min(1, size / Math.max(width, height));
  return Math.round(width * scale);
}

/**
 * `srcset` candidates, smallest first, each with its real width; a variant no wider than the one before it (a
 * small original) is left out, so the browser never downloads a bigger file for the same pixels.
 */
export function photoSrcSet(photo: PhotoVariantUrls): string {
  const candidates: [string, number][] = [];
  for (const variant of ['card', 'medium', 'large'] as const) {
    const url = photo[variant];
    const width = variantWidth(PHOTO_VARIANT_SIZES[variant], photo.width, photo.height);
    if (url && width > (candidates.at(-1)?.[1] ?? 0)) candidates.push([url, width]);
  }
  return candidates.map(([url, width]) => `${url} ${width}w`).join(', ');
}
