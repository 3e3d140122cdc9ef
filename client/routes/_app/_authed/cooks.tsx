// /cooks: the Cooks Directory of the user's office. The cooks and the followed list come with the page; a failed
// load is the page's to show, with its retry.
import { createFileRoute } from '@tanstack/react-router';
import { CooksDirectoryPage } from '../../../features/directory/cooks-directory-page';

export const Route = createFileRoute('/_app/_authed/cooks')({
  loader: async ({ context: { utils } }) => {
    await Promise.allSettled([
      utils.follows.directory.ensureData(),
      utils.follows.mine.ensureData(),
      utils.regulars.mine.ensureData(),
    ]);
  },
  component: CooksDirectoryPage,
});
