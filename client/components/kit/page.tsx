// A page of the signed-in app: the document's title, the page's one h1 with an optional line and actions, then the
// page itself, spaced as every page is.
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';

export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Stack>
  );
}
