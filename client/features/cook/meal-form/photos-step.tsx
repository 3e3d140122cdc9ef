// Step 3 of the meal form: photos. Drag and drop or choose files (images only), or take a photo with the phone's
// camera; each file uploads on its own with its progress. The meal's photos form one ordered grid (the first is
// the cover) with move earlier/later and remove buttons, all reachable by keyboard; uploads in progress or failed
// sit in a second grid. At most 5: extra files are dropped with the limit toast.
import { Alert, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import { CurrentPhotos } from './current-photos';
import { PendingUploads } from './pending-uploads';
import { PhotoPicker } from './photo-picker';
import type { MealPhotos } from './use-meal-photos';

interface PhotosStepProps {
  mealId: string;
  mealTitle: string;
  /** The form's photos and uploads (client/features/cook/meal-form/use-meal-photos.ts). */
  photos: MealPhotos;
  /** A phone or tablet: offer the camera. */
  touch: boolean;
}

export function PhotosStep({ mealId, mealTitle, photos, touch }: PhotosStepProps) {
  const { t } = useTranslation('cook');
  const { uploads } = photos;
  const count = photos.photos.length;
  const full = count + uploads.filter((upload) => upload.status !== 'failed').length >= MEAL_LIMITS.photosMax;

  return (
    <Stack gap="lg">
      <PhotoPicker onFiles={(files) => photos.add(mealId, files, count)} full={full} touch={touch} />

      <CurrentPhotos mealTitle={mealTitle} photos={photos} />

      {uploads.length > 0 && (
        <PendingUploads
          uploads={uploads}
          full={full}
          onRetry={(upload) => photos.retry(mealId, upload)}
          onDismiss={photos.dismiss}
        />
      )}

      <Alert variant="light" color="gray" title={t('form.photos.tipsTitle')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('form.photos.tips.light')}</List.Item>
          <List.Item>{t('form.photos.tips.plate')}</List.Item>
          <List.Item>{t('form.photos.tips.cover')}</List.Item>
          <List.Item>{t('form.photos.tips.real')}</List.Item>
        </List>
      </Alert>
    </Stack>
  );
}
