// The access-request wizard's thank-you step, after the request was sent.
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export function WizardDone({
  headingRef,
  onClose,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <Stack align="center" justify="center" ta="center" gap="md" py="xl" flex={1}>
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconChefHat size={40} />
      </ThemeIcon>
      <Title order={3} fz={28} ref={headingRef} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
        {t('wizard.done.title')}
      </Title>
      <Text c="dimmed" maw={360}>
        {t('wizard.done.text')}
      </Text>
      <Button onClick={onClose} mt="sm" miw={160}>
        {t('wizard.done.close')}
      </Button>
    </Stack>
  );
}
