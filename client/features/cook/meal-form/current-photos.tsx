// The meal's photos as one ordered grid (the first is the cover, those uploaded while the form is open marked
// "New"), each with move earlier/later and remove buttons, all reachable by keyboard; a move is announced.
import { ActionIcon, AspectRatio, Badge, Box, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import { PhotoGrid } from './pending-uploads';
import type { MealPhotos } from './use-meal-photos';

// The two move buttons: which way, and the end of the row where each is disabled.
const MOVES = [
  { move: 'earlier', by: -1, Icon: IconArrowLeft, first: true },
  { move: 'later', by: 1, Icon: IconArrowRight, first: false },
] as const;

export function CurrentPhotos({ mealTitle, photos: meal }: { mealTitle: string; photos: MealPhotos }) {
  const { t } = useTranslation('cook');
  const { photos, freshIds, removing, announcement } = meal;
  const onMove = meal.move;
  const onRemove = (photo: MealPhotos['photos'][number]) => void meal.remove(photo);
  return (
    <section aria-labelledby="current-photos">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md" id="current-photos">
          {t('form.photos.current')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('form.photos.count', { count: photos.length, max: MEAL_LIMITS.photosMax })}
        </Text>
      </Group>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.photos.none')}
        </Text>
      ) : (
        <PhotoGrid component="ol">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <Card key={photo.id} component="li" withBorder padding={0} radius="md" data-testid="meal-photo">
                <Box pos="relative">
                  <AspectRatio ratio={4 / 3}>
                    <img
                      src={photo.card}
                      width={photo.width}
                      height={photo.height}
                      alt={t('form.photos.alt', { n, meal: mealTitle })}
                      style={{ width: '100%', height: 'auto', objectFit: 'cover' }}
                    />
                  </AspectRatio>
                  <Group gap={4} pos="absolute" top={6} left={6}>
                    {index === 0 && <Badge variant="filled">{t('form.photos.cover')}</Badge>}
                    {freshIds.has(photo.id) && (
                      <Badge variant="filled" color="teal">
                        {t('form.photos.fresh')}
                      </Badge>
                    )}
                  </Group>
                </Box>
                <Group gap={0} justify="space-between" wrap="nowrap">
                  {MOVES.map(({ move, by, Icon, first }) => (
                    <ActionIcon
                      key={move}
                      variant="subtle"
                      color="gray"
                      aria-label={t(move === 'earlier' ? 'form.photos.moveEarlier' : 'form.photos.moveLater', { n })}
                      disabled={index === (first ? 0 : photos.length - 1)}
                      data-photo={photo.id}
                      data-move={move}
                      onClick={() => onMove(photo.id, by)}
                    >
                      <Icon size={18} />
                    </ActionIcon>
                  ))}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.photos.remove', { n })}
                    loading={removing === photo.id}
                    onClick={() => onRemove(photo)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </PhotoGrid>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </section>
  );
}
