// What the activity page's parts share: a reservation as the server sends it, its badges' colours, and the order
// of the page's entries.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import type { HandedOver } from './handover-model';

export type Preorder = inferRouterOutputs<AppRouter>['preorders']['mine'][number];

export const STATUS_COLOR = { reserved: 'blue', active: 'blue', cancelled: 'gray', fulfilled: 'teal' } as const;
export const PAYMENT_COLOR = { unpaid: 'yellow', paid: 'teal', waived: 'grape' } as const;
export const isOpen = (p: Preorder) => p.status === 'reserved' || p.status === 'active';

/** The user's reservations and those they handed over, newest reservation first (a hand-over keeps its place). */
export type Entry = { kind: 'reservation'; preorder: Preorder } | { kind: 'handedOver'; given: HandedOver };
const entryTime = (entry: Entry) =>
  new Date(entry.kind === 'reservation' ? entry.preorder.createdAt : entry.given.reservedAt).getTime();
export function entriesOf(reservations: Preorder[], given: HandedOver[]): Entry[] {
  return [
    ...reservations.map((preorder) => ({ kind: 'reservation' as const, preorder })),
    ...given.map((item) => ({ kind: 'handedOver' as const, given: item })),
  ].sort((a, b) => entryTime(b) - entryTime(a));
}
