// Step 3 of the meal form: photos. Drag and drop or choose files (images only), or take a photo with the phone's
// camera; each file uploads on its own with its progress. The meal's photos form one ordered grid (the first is
// the cover) with move earlier/later and remove buttons, all reachable by keyboard; uploads in progress or failed
// sit in a second grid. At most 5: extra files are dropped with the limit toast.
import {
  ActionIcon,
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '../../../lib/toast';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCamera,
  IconPhotoPlus,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import type { CookPhoto } from '../cook-model';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type PendingUpload } from './use-photo-uploads';

interface PhotosStepProps {
  mealTitle: string;
  photos: CookPhoto[];
  uploads: PendingUpload[];
  /** Ids of photos uploaded while this form is open (marked "New"). */
  freshIds: ReadonlySet<string>;
  onFiles: (files: File[]) => void;
  onMove: (photoId: string, by: -1 | 1) => void;
  onRemove: (photo: CookPhoto) => void;
  removing: string | null;
  onRetry: (upload: PendingUpload) => void;
  onDismiss: (upload: PendingUpload) => void;
  /** A phone or tablet: offer the camera. */
  touch: boolean;
  announcement: string;
}

export function PhotosStep(props: PhotosStepProps) {
  const {
    mealTitle,
    photos,
    uploads,
    freshIds,
    onFiles,
    onMove,
    onRemove,
    removing,
    onRetry,
    onDismiss,
    touch,
    announcement,
  } = props;
  const { t } = useTranslation(['cook', 'errors']);
  const camera = useRef<HTMLInputElement>(null);
  const openFiles = useRef<() => void>(null);
  const full = photos.length + uploads.filter((upload) => upload.status !== 'failed').length >= MEAL_LIMITS.photosMax;

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
    <Stack gap="lg">
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
          <SimpleGrid
            cols={{ base: 2, sm: 3 }}
            spacing="sm"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
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
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('form.photos.moveEarlier', { n })}
                      disabled={index === 0}
                      data-photo={photo.id}
                      data-move="earlier"
                      onClick={() => onMove(photo.id, -1)}
                    >
                      <IconArrowLeft size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('form.photos.moveLater', { n })}
                      disabled={index === photos.length - 1}
                      data-photo={photo.id}
                      data-move="later"
                      onClick={() => onMove(photo.id, 1)}
                    >
                      <IconArrowRight size={18} />
                    </ActionIcon>
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
          </SimpleGrid>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </section>

      {uploads.length > 0 && (
        <section aria-labelledby="new-photos">
          <Title order={3} fz="md" id="new-photos" mb="xs">
            {t('form.photos.new')}
          </Title>
          <SimpleGrid
            cols={{ base: 2, sm: 3 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {uploads.map((upload) => (
              <Card key={upload.key} component="li" withBorder padding={0} radius="md" data-testid="photo-upload">
                <AspectRatio ratio={4 / 3}>
                  <img
                    src={upload.preview}
                    alt={upload.file.name}
                    style={{
                      width: '100%',
                      height: 'auto',
                      objectFit: 'cover',
                      opacity: upload.status === 'failed' ? 0.4 : 0.8,
                    }}
                  />
                </AspectRatio>
                <Stack gap={4} p="xs">
                  <Text size="xs" truncate>
                    {upload.file.name}
                  </Text>
                  {upload.status === 'failed' ? (
                    <>
                      <Group gap={4} wrap="nowrap" c="red">
                        <IconAlertTriangle size={14} aria-hidden />
                        <Text size="xs" c="red" lineClamp={3}>
                          {t(`errors:codes.${upload.error ?? 'generic'}`)}
                        </Text>
                      </Group>
                      <Group gap={0} justify="space-between">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('form.photos.retry', { name: upload.file.name })}
                          disabled={full}
                          onClick={() => onRetry(upload)}
                        >
                          <IconRefresh size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('form.photos.dismiss', { name: upload.file.name })}
                          onClick={() => onDismiss(upload)}
                        >
                          <IconX size={18} />
                        </ActionIcon>
                      </Group>
                    </>
                  ) : (
                    <>
                      <Progress
                        value={upload.progress * 100}
                        size="md"
                        animated={upload.status === 'uploading'}
                        aria-label={t('form.photos.progress', { name: upload.file.name })}
                      />
                      <Text size="xs" c="dimmed">
                        {upload.status === 'waiting'
                          ? t('form.photos.waiting')
                          : t('form.photos.uploading', { percent: Math.round(upload.progress * 100) })}
                      </Text>
                    </>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
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
