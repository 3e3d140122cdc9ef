// What eaters said after pickup, for the cook: every note without its author, and the thumbs only as counts once
// at least three colleagues have rated (before that, only how many have), so nobody can be recognised.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import { LoadError } from '../../components/kit/load-error';
import { FEEDBACK_INPUT } from './cook-model';

export function FeedbackPanel() {
  const { t } = useTranslation('cook');
  const format = useFormat();
  const feedback = trpc.feedback.forCook.useQuery(FEEDBACK_INPUT);
  const data = feedback.data;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="cook-feedback-title"
      data-testid="cook-feedback"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="cook-feedback-title">
          {t('feedback.title')}
        </Title>
        {feedback.isError && (
          <LoadError title={t('feedback.loadFailed')} onRetry={feedback.refetch} retrying={feedback.isFetching} />
        )}
        {data && data.total === 0 && (
          <Text c="dimmed" size="sm">
            {t('feedback.empty')}
          </Text>
        )}
        {data &&
          data.total > 0 &&
          (data.thumbs ? (
            <Group gap="lg" aria-label={t('feedback.thumbs', { up: data.thumbs.up, down: data.thumbs.down })}>
              <Group gap={6} c="teal">
                <IconThumbUp size={20} aria-hidden />
                <Text fw={700}>{format.number(data.thumbs.up)}</Text>
              </Group>
              <Group gap={6} c="red">
                <IconThumbDown size={20} aria-hidden />
                <Text fw={700}>{format.number(data.thumbs.down)}</Text>
              </Group>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('feedback.tooFew', { count: data.total })}
            </Text>
          ))}
        {data && data.notes.length > 0 && (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.notes.map((note) => (
              <li key={note.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  “{note.note}”
                </Text>
                <Text size="xs" c="dimmed">
                  {t('feedback.about', { meal: note.mealTitle, date: format.date(note.pickupDate) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
