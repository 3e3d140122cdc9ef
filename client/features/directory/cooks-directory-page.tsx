// /cooks, the Cooks Directory (docs/features.md): the colleagues who cook in the user's office, each with their
// meals on the menu from today on and a follow button. The data comes with the page (its route's loader); a failed
// load says so with a retry, and a user without an office is asked to join one.
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { ButtonLink } from '../../components/link-button';
import { CookCard } from './directory-cook-card';

function EmptyCard({ title, text, action }: { title: string; text: string; action: { to: string; label: string } }) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="directory-empty">
      <Stack align="center" ta="center" gap="xs">
        <IconToolsKitchen2 size={32} aria-hidden />
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <ButtonLink to={action.to} mt="sm" mih={44}>
          {action.label}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

export function CooksDirectoryPage() {
  const { t } = useTranslation(['follow', 'common']);
  const directory = trpc.follows.directory.useQuery();
  const office = directory.data?.office;

  return (
    <Page
      title={t('directory.title')}
      subtitle={office ? t('directory.subtitle', { office: office.name }) : t('directory.subtitleNoOffice')}
      actions={
        office && (
          <ButtonLink to="/menu" variant="default" mih={44}>
            {t('directory.openMenu')}
          </ButtonLink>
        )
      }
    >
      {directory.isPending && <Skeleton h={240} radius="md" role="status" aria-label={t('common:state.loading')} />}
      {directory.isError && (
        <Alert color="red" title={t('directory.loadFailed')} role="alert">
          <Button size="sm" mih={44} variant="light" onClick={() => void directory.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
      {directory.isSuccess && !office && (
        <EmptyCard
          title={t('directory.noOffice.title')}
          text={t('directory.noOffice.text')}
          action={{ to: '/profile', label: t('directory.noOffice.action') }}
        />
      )}
      {directory.isSuccess && office && directory.data.cooks.length === 0 && (
        <EmptyCard
          title={t('directory.empty.title')}
          text={t('directory.empty.text')}
          action={{ to: '/menu', label: t('directory.empty.action') }}
        />
      )}
      {directory.isSuccess && directory.data.cooks.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('directory.listLabel')}
        >
          {directory.data.cooks.map((cook) => (
            <CookCard key={cook.id} cook={cook} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
