// Photos still uploading, each with its progress, or failed, with the reason and retry or dismiss buttons; they
// sit apart from the meal's photos (client/features/cook/meal-form/current-photos.tsx) until they arrive.
import { ActionIcon, AspectRatio, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { PendingUpload } from './use-photo-uploads';

interface Props {
  uploads: PendingUpload[];
  /** The meal has as many photos as it may: a failed one cannot be retried. */
  full: boolean;
  onRetry: (upload: PendingUpload) => void;
  onDismiss: (upload: PendingUpload) => void;
}

/** The grid both the meal's photos and the uploads are laid out in, as a list. */
export function PhotoGrid({ component, children }: { component: 'ol' | 'ul'; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      component={component}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}

export function PendingUploads({ uploads, full, onRetry, onDismiss }: Props) {
  const { t } = useTranslation(['cook', 'errors']);
  return (
    <section aria-labelledby="new-photos">
      <Title order={3} fz="md" id="new-photos" mb="xs">
        {t('form.photos.new')}
      </Title>
      <PhotoGrid component="ul">
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
      </PhotoGrid>
    </section>
  );
}
