// /auth: sign in and sign up with a toggle, Google, and every error message.
// Header and navigation are hidden. Both `redirect` and `next` say where to go afterwards (same-site only).
import { Anchor, Box, Button, Center, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/layout/brand';
import { LanguagePicker } from '../../components/layout/language-picker';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';
import { AuthForm } from './auth-form';
import { OAuthButtons } from './oauth-buttons';
import { UnconfirmedEmail } from './unconfirmed-email';
import { useAuth, type Mode } from './use-auth';

export function AuthPage({ search }: { search: { redirect?: string; next?: string; mode?: Mode } }) {
  const { t } = useTranslation(['auth', 'common']);
  const auth = useAuth(search);
  const { mode, setMode, unconfirmedEmail, setUnconfirmedEmail } = auth;
  useDocumentTitle(mode === 'signin' ? t('signIn.title') : t('signUp.title'));

  return (
    <Box mih="100dvh" py={{ base: 24, sm: 56 }} style={{ background: 'var(--mantine-color-brand-light)' }}>
      <Container size={440} px="md">
        <Stack gap="lg">
          <Center>
            <Anchor
              href="/"
              aria-label={t('common:header.home')}
              style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
            >
              <BrandMark size={48} />
            </Anchor>
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} component="main">
            <Stack gap="md">
              <div>
                <Title order={1} fz={26}>
                  {mode === 'signin' ? t('signIn.title') : t('signUp.title')}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {mode === 'signin' ? t('signIn.subtitle') : t('signUp.subtitle')}
                </Text>
              </div>

              {unconfirmedEmail && <UnconfirmedEmail email={unconfirmedEmail} auth={auth} />}

              <OAuthButtons target={auth.target} />

              <Divider label={t('or')} labelPosition="center" />
              <AuthForm auth={auth} />

              <Button
                variant="subtle"
                styles={WRAPPING_BUTTON}
                onClick={() => {
                  setMode(mode === 'signin' ? 'signup' : 'signin');
                  setUnconfirmedEmail(undefined);
                }}
              >
                {mode === 'signin' ? t('signIn.switch') : t('signUp.switch')}
              </Button>
            </Stack>
          </Paper>
          <Group justify="center">
            <LanguagePicker />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
