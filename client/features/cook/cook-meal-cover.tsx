// A cook's meal's cover photo in its card, or the soup placeholder when it has none.
import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CookMeal } from './cook-model';
import { PhotoPlaceholder } from '../../components/food/photo-placeholder';

export function CookMealCover({ meal }: { meal: Pick<CookMeal, 'photos' | 'title'> }) {
  const { t } = useTranslation('cook');
  const cover = meal.photos[0];
  return (
    <AspectRatio ratio={16 / 9}>
      {cover ? (
        <img
          src={cover.card}
          width={cover.width}
          height={cover.height}
          alt={t('card.photo', { meal: meal.title })}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: 'auto', objectFit: 'cover' }}
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </AspectRatio>
  );
}
