// Where the meal form's photos come from: drag and drop or choose files (images only), or take a photo with the
// phone's camera. Files the drop zone refuses (too many, too large, not an image) are said in a toast.
import { Button, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import { notifications } from '../../../lib/toast';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './use-photo-uploads';

interface Props {
  onFiles: (files: File[]) => void;
  /** The meal has as many photos as it may. */
  full: boolean;
  /** A phone or tablet: offer the camera. */
  touch: boolean;
}

export function PhotoPicker({ onFiles, full, touch }: Props) {
  const { t } = useTranslation(['cook', 'errors']);
  const camera = useRef<HTMLInputElement>(null);
  const openFiles = useRef<() => void>(null);

  const onReject = (rejections: FileRejection[]) => {
    const tooMany = rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    const wrongType = rejections.some((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    if (tooMany)
      notifications.show({ color: 'yellow', message: t('form.photoLimitReached', { max: MEAL_LIMITS.photosMax }) });
    if (tooLarge)
      notifications.show({ color: 'red', title: t('toast.uploadError'), message: t('errors:codes.photoTooLarge') });
    if (wrongType)
      notifications.show({ color: 'red', title: t('toast.uploadError'), message: t('errors:codes.photoType') });
  };

  return (
    <>
      <Dropzone
        openRef={openFiles}
        onDrop={onFiles}
        onReject={onReject}
        accept={[...PHOTO_TYPES]}
        maxSize={PHOTO_MAX_BYTES}
        multiple
        disabled={full}
        radius="md"
        aria-label={t('form.photos.drop')}
        inputProps={{ 'aria-label': t('form.photos.drop') }}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconPhotoPlus size={40} stroke={1.4} aria-hidden />
          <div>
            <Text fw={600}>
              {full
                ? t('form.photos.full', { max: MEAL_LIMITS.photosMax })
                : touch
                  ? t('form.photos.tap')
                  : t('form.photos.drop')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('form.photos.dropHint', { max: MEAL_LIMITS.photosMax })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <SimpleGrid cols={{ base: 1, xs: touch ? 2 : 1 }} spacing="xs" maw={touch ? undefined : 'fit-content'}>
        <Button
          variant="default"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          disabled={full}
          onClick={() => openFiles.current?.()}
        >
          {t('form.photos.choose')}
        </Button>
        {touch && (
          <Button
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            disabled={full}
            onClick={() => camera.current?.click()}
          >
            {t('form.photos.camera')}
          </Button>
        )}
      </SimpleGrid>
      {touch && (
        <>
          <VisuallyHidden>
            <input
              ref={camera}
              type="file"
              accept="image/*"
              capture="environment"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                if (files.length > 0) onFiles(files);
              }}
            />
          </VisuallyHidden>
        </>
      )}
    </>
  );
}
