// The top-level error screen: reload, go home, copy the details as JSON, and the
// technical details behind a disclosure. Works without the router (it may be the router that failed).
import { Button, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '../lib/toast';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { officeSubdomain } from '../app/config';

export interface ErrorScreenProps {
  error: unknown;
  componentStack?: string | null;
}

export function errorDetails(error: unknown, componentStack?: string | null) {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message,
    stack: err.stack ?? null,
    componentStack: componentStack ?? null,
    officeSubdomain: officeSubdomain() ?? 'apex',
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: window.location.href,
  };
}

export function ErrorScreen({ error, componentStack }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const details = errorDetails(error, componentStack);
  const homeHref = officeSubdomain() ? '/menu' : '/';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(errorDetails(error, componentStack), null, 2));
      notifications.show({ color: 'teal', message: t('screen.copied') });
    } catch {
      notifications.show({ color: 'red', message: t('screen.copyFailed') });
    }
  };

  return (
    <Container size="sm" py={64} role="alert" aria-live="assertive">
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={40} />
        </ThemeIcon>
        <Title order={1}>{t('screen.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('screen.text')}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('screen.reload')}</Button>
          <Button component="a" href={homeHref} variant="default">
            {t('screen.goHome')}
          </Button>
          <Button variant="subtle" onClick={copy}>
            {t('screen.copy')}
          </Button>
        </Group>
        <details style={{ width: '100%', textAlign: 'start' }}>
          <summary style={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }}>
            {t('screen.technical')}
          </summary>
          <Code block mt="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {details.message}
          </Code>
        </details>
      </Stack>
    </Container>
  );
}
