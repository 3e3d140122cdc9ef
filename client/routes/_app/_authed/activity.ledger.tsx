// /activity/ledger: the signed-in user's cash ledger (spent per month, owed per cook). The data comes with the page;
// a failed load is the page's to show, with its retry.
import { createFileRoute } from '@tanstack/react-router';
import { EaterLedgerPage } from '../../../features/activity/ledger-page';

export const Route = createFileRoute('/_app/_authed/activity/ledger')({
  loader: async ({ context }) => {
    await context.utils.ledger.eater.ensureData().catch(() => undefined);
  },
  component: EaterLedgerPage,
});
