// The wish board (docs/features.md "Wish board"): the office's wishes, most wanted or newest first, each with its
// backing; a dialog to post one. A failed load says so with a retry; a user without an office is sent to join one.
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishSort } from '../../../shared/url-filters';
import { useSignedInUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { EmptyState } from '../../components/kit/empty-state';
import { LabelledChoice } from '../../components/kit/labelled-choice';
import { Page } from '../../components/kit/page';
import { QueryBoundary } from '../../components/kit/query-boundary';
import { ButtonLink } from '../../components/link-button';
import { PostWishDialog } from './post-wish-dialog';
import { WishCard } from './wish-card';

export function WishesPage({ sort }: { sort: WishSort }) {
  const { t } = useTranslation('wishes');
  const slug = useSignedInUser()?.officeSlug;
  const [posting, setPosting] = useState(false);
  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        slug && (
          <Button mih={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setPosting(true)}>
            {t('post.button')}
          </Button>
        )
      }
    >
      {slug ? (
        <Board slug={slug} sort={sort} />
      ) : (
        <EmptyState
          title={t('noOffice.title')}
          text={t('noOffice.text')}
          action={
            <ButtonLink to="/profile" mih={44}>
              {t('noOffice.action')}
            </ButtonLink>
          }
        />
      )}
      {slug && <PostWishDialog slug={slug} opened={posting} onClose={() => setPosting(false)} />}
    </Page>
  );
}

function Board({ slug, sort }: { slug: string; sort: WishSort }) {
  const { t } = useTranslation('wishes');
  const navigate = useNavigate();
  const board = trpc.wishes.list.useQuery({ slug, sort });
  return (
    <Stack gap="md">
      <LabelledChoice
        label={t('sort.label')}
        value={sort}
        onChange={(value) => void navigate({ to: '/wishes', search: { sort: value as WishSort } })}
        data={[
          { value: 'wanted', label: t('sort.wanted') },
          { value: 'newest', label: t('sort.newest') },
        ]}
      />
      <QueryBoundary
        query={board}
        errorTitle={t('loadFailed')}
        isEmpty={(wishes) => wishes.length === 0}
        empty={<EmptyState title={t('empty.title')} text={t('empty.text')} testId="wishes-empty" />}
      >
        {(wishes) => (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {wishes.map((wish) => (
              <li key={wish.id}>
                <WishCard wish={wish} />
              </li>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
