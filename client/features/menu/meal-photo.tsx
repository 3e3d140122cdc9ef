// A meal's photo in a card (or the soup placeholder when it has none), sized for the menu's grid.
import { AspectRatio, Image } from '@mantine/core';
import { photoSrcSet, type PhotoVariantUrls } from '../../../shared/photo-variants';
import { PhotoPlaceholder } from '../../components/food/photo-placeholder';

/**
 * The card's width in the menu's grid: three of 384 px from `lg` (a 1200 px page), two from `sm` (at most half the
 * screen), one on phones (the screen less the page's 16 px padding on each side).
 */
const CARD_PHOTO_SIZES = '(min-width: 75em) 384px, (min-width: 48em) 50vw, calc(100vw - 32px)';

/**
 * `first`: the page's first photo, its largest paint on a phone: fetched at once and first, not when scrolled to.
 * The browser picks the variant (640, 1080 or 1600 px wide) that the card's width and the screen's density need.
 */
export function MealPhoto({ photo, alt, first = false }: { photo?: PhotoVariantUrls; alt: string; first?: boolean }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {photo ? (
        // The photo's own size as attributes: the browser knows its shape before it arrives (no layout shift).
        <Image
          src={photo.card}
          srcSet={photoSrcSet(photo)}
          sizes={CARD_PHOTO_SIZES}
          alt={alt}
          fit="cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          width={photo.width}
          height={photo.height}
          style={{ height: 'auto' }}
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </AspectRatio>
  );
}
