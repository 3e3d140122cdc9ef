import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../../../shared/enums';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/** Light, dark or system; Mantine remembers the choice in local storage. */
export function ThemeSwitcher({ withLabel = true, withIcons = true }: { withLabel?: boolean; withIcons?: boolean }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The server cannot know the remembered choice (it is in local storage): the first render shows what the server
  // rendered ("system"), the remembered one right after, so hydration finds its markup.
  const mounted = useMounted();
  return (
    <Stack gap={4}>
      {withLabel && (
        <Text size="sm" fw={500} id="theme-switcher-label">
          {t('theme.label')}
        </Text>
      )}
      <SegmentedControl
        fullWidth
        aria-labelledby={withLabel ? 'theme-switcher-label' : undefined}
        aria-label={withLabel ? undefined : t('theme.label')}
        value={mounted ? colorScheme : 'auto'}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={THEMES.map((theme) => {
          const Icon = ICONS[theme];
          return {
            value: theme,
            label: (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                {withIcons && <Icon size={16} aria-hidden />}
                {t(`theme.${theme}`)}
              </span>
            ),
          };
        })}
      />
    </Stack>
  );
}
