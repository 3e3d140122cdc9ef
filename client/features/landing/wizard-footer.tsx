// The access-request wizard's Back and Next (Send on the last question); on phones it sticks to the screen's foot.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  mobile: boolean;
  step: number;
  lastQuestion: boolean;
  stepValid: boolean;
  consent: boolean;
  sending: boolean;
  onBack: () => void;
}

export function WizardFooter({ mobile, step, lastQuestion, stepValid, consent, sending, onBack }: Props) {
  const { t } = useTranslation('landing');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      mt="auto"
      pos={mobile ? 'sticky' : undefined}
      bottom={0}
      py={mobile ? 'sm' : 0}
      bg="var(--mantine-color-body)"
      style={mobile ? { zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        disabled={step === 0 || sending}
        onClick={onBack}
      >
        {t('wizard.back')}
      </Button>
      {lastQuestion ? (
        <Button type="submit" rightSection={<IconSend size={18} aria-hidden />} disabled={!consent} loading={sending}>
          {t('wizard.submit')}
        </Button>
      ) : (
        <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />} disabled={!stepValid}>
          {t('wizard.next')}
        </Button>
      )}
    </Group>
  );
}
