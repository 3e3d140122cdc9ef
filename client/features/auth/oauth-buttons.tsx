// Signing in with Google (shown disabled, with why, where the server is not set up for it) or Microsoft.
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../app/config';
import { currentLocale } from '../../app/i18n';

/** `target` is where to go after signing in. */
export function OAuthButtons({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const googleHref = `/auth/google?${new URLSearchParams({ redirect: target, locale: currentLocale() })}`;
  const microsoftHref = `/auth/microsoft?${new URLSearchParams({ redirect: target, locale: currentLocale() })}`;
  const { googleEnabled, microsoftEnabled } = appConfig();
  return (
    <Stack gap={6}>
      <Button
        component={googleEnabled ? 'a' : 'button'}
        href={googleEnabled ? googleHref : undefined}
        disabled={!googleEnabled}
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        aria-describedby={googleEnabled ? undefined : 'google-unavailable'}
        fullWidth
      >
        {t('google.button')}
      </Button>
      {!googleEnabled && (
        <Text id="google-unavailable" size="xs" c="dimmed">
          {t('google.unavailable')}
        </Text>
      )}
      {/* Offered only where the server is set up for it: most installations sign in with one provider. */}
      {microsoftEnabled && (
        <Button
          component="a"
          href={microsoftHref}
          variant="default"
          leftSection={<IconBrandWindows size={18} aria-hidden />}
          fullWidth
        >
          {t('microsoft.button')}
        </Button>
      )}
    </Stack>
  );
}
