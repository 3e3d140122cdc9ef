// The notices above a menu: sign in (visitors), join this office (no office yet), viewing another office.
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '../../lib/toast';
import { IconBuildingSkyscraper, IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import type { SessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { appError } from '../../lib/app-error';
import type { MenuOffice } from './menu-model';

export function MenuBanners({
  user,
  office,
  returnTo,
}: {
  user: SessionUser | null;
  office: MenuOffice;
  returnTo: string;
}) {
  const { t } = useTranslation(['menu', 'errors']);
  const utils = trpc.useUtils();
  const join = trpc.auth.bindOffice.useMutation({
    onSuccess: async (profile) => {
      utils.auth.session.setData(undefined, profile);
      notifications.show({ color: 'teal', message: t('banners.joined', { office: office.name }) });
      await utils.menu.meals.invalidate();
    },
    onError: (error) => notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) }),
  });

  if (!user) {
    return (
      <Alert color="brand" variant="light" icon={<IconLogin size={20} />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('banners.signIn')}</Text>
          <ButtonLink to="/auth" search={{ next: returnTo }} size="sm">
            {t('banners.signInAction')}
          </ButtonLink>
        </Group>
      </Alert>
    );
  }
  if (isAdminRole(user.role)) return null;
  if (!user.officeId) {
    return (
      <Alert color="yellow" variant="light" icon={<IconBuildingSkyscraper size={20} />} title={t('errors.guardTitle')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('banners.noOffice', { office: office.name })}</Text>
          <Button size="sm" loading={join.isPending} onClick={() => join.mutate({ slug: office.slug })}>
            {t('banners.join')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (user.officeId !== office.id) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('banners.otherOffice', { office: office.name })}</Text>
          <ButtonLink to="/menu" size="sm" variant="light">
            {t('banners.toMyOffice')}
          </ButtonLink>
        </Group>
      </Alert>
    );
  }
  return null;
}
