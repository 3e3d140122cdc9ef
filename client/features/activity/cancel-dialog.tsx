// Cancelling a reservation on /activity: says how many of which meal, focus on keeping it; on a refusal the
// reservation is read again (it may have changed meanwhile).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import type { Preorder } from './activity-model';

export function CancelDialog({ preorder, onClose }: { preorder: Preorder | null; onClose: () => void }) {
  const { t } = useTranslation(['activity', 'errors']);
  const utils = trpc.useUtils();
  const cancel = trpc.preorders.cancel.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('cancel.success') });
      onClose();
      await Promise.all([
        utils.preorders.mine.invalidate(),
        utils.preorders.upcoming.invalidate(),
        utils.menu.meals.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t('cancel.fail'), message: t(`errors:codes.${appError(error).code}`) });
      onClose();
      void utils.preorders.mine.invalidate();
    },
  });

  return (
    <Modal opened={preorder !== null} onClose={onClose} title={t('cancel.title')} centered>
      {preorder && (
        <Stack>
          <Text>{t('cancel.text', { count: preorder.quantity, meal: preorder.meal.title })}</Text>
          <Group justify="flex-end">
            {/* Focus starts on the safe choice, not on close nor on the destructive one. */}
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('cancel.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ preorderId: preorder.id })}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
