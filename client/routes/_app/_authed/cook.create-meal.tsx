import { createFileRoute, redirect } from '@tanstack/react-router';

/** /cook/create-meal opens the create-meal form on my meals. */
export const Route = createFileRoute('/_app/_authed/cook/create-meal')({
  beforeLoad: () => {
    throw redirect({ to: '/cook/$tab', params: { tab: 'my-meals' }, search: { modal: 'create-meal' } });
  },
});
