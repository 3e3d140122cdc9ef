// The phone's slide-in navigation (the burger's drawer), loaded when first opened: Mantine's Drawer
// brings its modal base, focus trap and scroll lock, which no page's first load needs.
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../modal';
import type { Locale, Role } from '../../../shared/enums';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';
import { NavLinks } from './nav-links';
import { ThemeSwitcher } from './theme-switcher';

export function NavDrawer({
  opened,
  onClose,
  role,
  onLanguageChanged,
}: {
  opened: boolean;
  onClose: () => void;
  role: Role | undefined;
  onLanguageChanged: ((language: Locale) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Brand />}
      size={300}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="lg">
        <NavLinks role={role} onNavigate={onClose} />
        <Divider />
        <ThemeSwitcher />
        <LanguagePicker onChanged={onLanguageChanged} />
      </Stack>
    </Drawer>
  );
}
