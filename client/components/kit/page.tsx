// A page of the signed-in app: the document's title, the page's one h1 with an optional line and actions, then the
// page itself, spaced as every page is.
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';

/** What a page frame shows: its title (the document's and the h1), an optional line and actions, then the page. */
export interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Page({ title, subtitle, actions, children }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Stack>
  );
}
