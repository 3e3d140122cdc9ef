// The frame of every admin sub-page: a breadcrumb back to the admin dashboard, the
// page's one h1 with an optional line and actions, a back-to-dashboard link, then the page itself. The features
// that own admin pages (admin, e-mail, moderation, ...) all use it, so the pages look and read alike.
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../link-button';
import { PageHeader } from '../page-header';
import type { PageFrameProps } from './page';

/**
 * The router marks a link to an ancestor of the current path as current (aria-current="page" on /admin while on
 * /admin/users); only the breadcrumb's last item is the current page, so the links back match exactly.
 */
const EXACT = { exact: true } as const;

export function AdminPage({ title, subtitle, actions, children }: PageFrameProps) {
  const { t } = useTranslation('admin');
  useDocumentTitle(title);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={6}>
        <nav aria-label={t('breadcrumb')}>
          <Breadcrumbs separatorMargin={6}>
            <Anchor component={Link} to="/admin" activeOptions={EXACT} size="sm">
              {t('title')}
            </Anchor>
            <Text size="sm" c="dimmed" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
        </nav>
        <PageHeader title={title} subtitle={subtitle} actions={actions} />
      </Stack>
      {children}
      <div>
        <ButtonLink
          to="/admin"
          activeOptions={EXACT}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('back')}
        </ButtonLink>
      </div>
    </Stack>
  );
}
