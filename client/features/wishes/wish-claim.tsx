// A wish's claim (docs/features.md "Conditional meals"): a cook of the office may cook it, which opens the meal form
// started from the wish; once claimed the card says so and leads to the menu, and the cook who claimed it may see who
// backs it (names are theirs only: wishes.backers).
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { QueryBoundary } from '../../components/kit/query-boundary';
import { ButtonLink } from '../../components/link-button';
import { Modal } from '../../components/modal';
import type { Wish } from './wish-card';

export function WishClaim({ wish }: { wish: Wish }) {
  const { t } = useTranslation('wishes');
  const user = useSignedInUser();
  const [showBackers, setShowBackers] = useState(false);
  if (wish.status === 'claimed') {
    return (
      <Stack gap="xs" data-testid="wish-claimed">
        <Text size="sm" fw={600}>
          {t('claim.claimed')}
        </Text>
        <Group gap="sm" wrap="wrap">
          {user?.officeSlug && (
            <ButtonLink
              to="/$slug/menu"
              params={{ slug: user.officeSlug }}
              search={{ day: 'week' }}
              variant="light"
              mih={44}
            >
              {t('claim.seeMeal')}
            </ButtonLink>
          )}
          {wish.claimedByMe && (
            <Button mih={44} variant="default" onClick={() => setShowBackers(true)}>
              {t('claim.backers')}
            </Button>
          )}
        </Group>
        {wish.claimedByMe && <BackersDialog wish={wish} opened={showBackers} onClose={() => setShowBackers(false)} />}
      </Stack>
    );
  }
  if (user?.role !== 'cook') return null;
  return (
    <ButtonLink
      to="/cook/$tab"
      params={{ tab: 'my-meals' }}
      search={{ modal: 'create-meal', wish: wish.id }}
      variant="light"
      mih={44}
      aria-label={`${t('claim.cook')}: ${wish.title}`}
    >
      {t('claim.cook')}
    </ButtonLink>
  );
}

function BackersDialog({ wish, opened, onClose }: { wish: Wish; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('wishes');
  const backers = trpc.wishes.backers.useQuery({ wishId: wish.id }, { enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={t('claim.backersTitle', { title: wish.title })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('claim.backersNote')}
        </Text>
        <QueryBoundary query={backers} errorTitle={t('loadFailed')}>
          {(rows) => (
            <List data-testid="wish-backers">
              {rows.map((row, index) => (
                <List.Item key={index}>
                  {t('claim.backerLine', {
                    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
                    count: row.quantity,
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </QueryBoundary>
        <Button mih={44} variant="default" onClick={onClose} data-autofocus>
          {t('claim.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
