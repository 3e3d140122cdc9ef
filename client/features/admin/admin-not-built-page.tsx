import { Card, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { activeAdminItem } from '../../components/layout/navigation';

/** Admin sub-pages whose issue has not landed yet: the admin frame, and a plain word that the page is not built. */
export function AdminNotBuiltPage() {
  const { t } = useTranslation(['admin', 'common']);
  const item = useRouterState({ select: (state) => activeAdminItem(state.location.pathname) });
  return (
    <AdminPage title={item ? t(`common:nav.adminItems.${item.key}`) : t('notBuilt.title')}>
      <Card withBorder radius="md" padding="xl">
        <Text fw={600}>{t('notBuilt.title')}</Text>
        <Text c="dimmed">{t('notBuilt.text')}</Text>
      </Card>
    </AdminPage>
  );
}
