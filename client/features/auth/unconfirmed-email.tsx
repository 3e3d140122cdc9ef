// Shown when signing in was refused because the address is not confirmed yet: the link can be sent again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Auth } from './use-auth';

export function UnconfirmedEmail({ email, auth }: { email: string; auth: Auth }) {
  const { t } = useTranslation('auth');
  const { resend } = auth;
  return (
    <Alert color="yellow" icon={<IconMailCheck size={20} />} title={t('messages.checkEmailTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('messages.emailNotConfirmed')}</Text>
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email, redirect: auth.redirect })}
        >
          {t('messages.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
