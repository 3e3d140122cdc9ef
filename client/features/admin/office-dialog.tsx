// A wide dialog about one office, titled with its name, whose content mounts afresh for each office: its closed
// days (client/features/admin/closed-days-dialog.tsx) and its chat channel (office-channel-dialog.tsx).
import type { ReactNode } from 'react';
import { Modal } from '../../components/modal';

export function OfficeDialog<O extends { name: string }>({
  office,
  title,
  onClose,
  children,
}: {
  office: O | null;
  title: (name: string) => string;
  onClose: () => void;
  children: (office: O) => ReactNode;
}) {
  return (
    <Modal opened={office !== null} onClose={onClose} title={office ? title(office.name) : ''} centered size="lg">
      {office && children(office)}
    </Modal>
  );
}
