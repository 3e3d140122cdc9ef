// /cook/{tab}: the cook's page frame (SPEC.md section 2 item 5): title, subtitle, tabs, the assign-office banner.
// The meal list, the meal form and the preorders table belong to the cook issue and fill these tabs.
import { Alert, Button, Card, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../app/session';
import { PageHeader } from '../../components/page-header';

export const COOK_TABS = ['my-meals', 'preorders'] as const;
export type CookTab = (typeof COOK_TABS)[number];

export function CookPage({ user, tab }: { user: SessionUser; tab: CookTab }) {
  const { t } = useTranslation('cook');
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  return (
    <Stack gap="lg" py="md">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<Button component={Link} to="/activity" variant="default">{t('myReservations')}</Button>}
      />
      {!user.officeId && (
        <Alert color="yellow" icon={<IconBuildingSkyscraper size={20} />} title={t('noOffice.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('noOffice.text')}</Text>
            <Button component={Link} to="/profile" size="sm" variant="light">{t('noOffice.action')}</Button>
          </Stack>
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && void navigate({ to: '/cook/$tab', params: { tab: value } })}>
        <Tabs.List>
          <Tabs.Tab value="my-meals">{t('tabs.myMeals')}</Tabs.Tab>
          <Tabs.Tab value="preorders">{t('tabs.preorders')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="my-meals" pt="lg">
          <Card withBorder radius="md" padding="xl"><Text c="dimmed" ta="center">{t('empty.myMeals')}</Text></Card>
        </Tabs.Panel>
        <Tabs.Panel value="preorders" pt="lg">
          <Card withBorder radius="md" padding="xl"><Text c="dimmed" ta="center">{t('empty.preorders')}</Text></Card>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
