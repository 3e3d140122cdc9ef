// The app's Modal and Drawer: Mantine's, with keyboard focus given back to what opened them each time they close
// (client/lib/use-return-focus.ts). Every dialog uses these (eslint.config.js refuses Mantine's own).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one home of the wrappers
import { Drawer as MantineDrawer, Modal as MantineModal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useReturnFocus } from '../lib/use-return-focus';

export function Modal(props: ModalProps) {
  useReturnFocus(props.opened);
  return <MantineModal {...props} returnFocus={false} />;
}

export function Drawer(props: DrawerProps) {
  useReturnFocus(props.opened);
  return <MantineDrawer {...props} returnFocus={false} />;
}
