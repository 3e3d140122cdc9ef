// A part of a page under its own h2, which names it for screen readers (aria-labelledby): the ledgers' sections
// (client/features/activity/ledger-sections.tsx, client/features/cook/cook-ledger-view.tsx), /activity's offers
// and waitlists.
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
