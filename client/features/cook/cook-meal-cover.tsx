// A cook's meal's cover photo in its card, or the soup placeholder when it has none.
import { AspectRatio, Box } from '@mantine/core';
import { IconSoup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CookMeal } from './cook-model';

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
        <Box
          aria-hidden
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'linear-gradient(135deg, var(--mantine-color-brand-light), var(--mantine-color-yellow-light))',
          }}
        >
          <IconSoup size={48} color="var(--mantine-color-brand-6)" stroke={1.4} />
        </Box>
      )}
    </AspectRatio>
  );
}
