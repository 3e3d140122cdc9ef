// A dialog that is a bottom sheet on phones (CONVENTIONS "mobile first": under 768 px), as tall as its content and
// never taller than most of the screen, and a centred dialog on wider screens: the reserve dialog
// (client/features/menu/reserve-dialog.tsx) and the cook's payment dialogs (client/features/cook/payment-dialogs.tsx).
import type { MantineRadius } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { Drawer, Modal } from './modal';

/** What every dialog frame takes: whether it is open, its title, how it closes, and what it holds. */
export interface DialogFrameProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Whether the screen is a phone's, where a Sheet is a bottom sheet. */
export const usePhone = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

export function Sheet({ opened, title, onClose, children, radius }: DialogFrameProps & { radius?: MantineRadius }) {
  if (usePhone()) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title={title}
        styles={{
          content: {
            height: 'auto',
            maxHeight: '90dvh',
            flex: '0 0 auto',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
          },
        }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius={radius}>
      {children}
    </Modal>
  );
}
