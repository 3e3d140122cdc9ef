// The menu's header: the office's name, the "Updating…" and live badges (leaves: client/features/menu/menu-badges.tsx)
// and the button that copies a link to tomorrow's menu.
import { Button, Group, Skeleton } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { notifications } from '../../lib/toast';
import { LiveMenu, UpdatingBadge } from './menu-badges';
import type { MenuOffice } from './menu-model';

interface Props {
  slug: string;
  office: MenuOffice | undefined;
  /** The menu on screen is being asked for again. */
  updating: boolean;
  /** The live stream may connect (the office is known). */
  liveEnabled: boolean;
  onPortions: (mealId: string) => void;
}

export function MenuHeader({ slug, office, updating, liveEnabled, onPortions }: Props) {
  const { t } = useTranslation('menu');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/o/${slug}/menu?day=tomorrow`);
      notifications.show({ color: 'teal', message: t('copied') });
    } catch {
      notifications.show({ color: 'red', message: t('copyFailed') });
    }
  };

  return (
    <PageHeader
      title={office ? t('title', { office: office.name }) : <Skeleton h={36} w={260} />}
      subtitle={t('subtitle')}
      actions={
        <Group gap="xs">
          <UpdatingBadge updating={updating} />
          <LiveMenu slug={slug} enabled={liveEnabled} onPortions={onPortions} />
          <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={copyLink}>
            {t('copyLink')}
          </Button>
        </Group>
      }
    />
  );
}
