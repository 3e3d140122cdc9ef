// The delivery queue's two tables with their senders, and the ways to run them: a worker per table in every server
// instance (woken by the table's NOTIFY: server/db/sql/notify_email_queued.sql, notify_delivery_queued.sql),
// `npm run cli -- dispatch`, the admin's "Run dispatcher now", POST /api/email/dispatch, and an account e-mail sent
// in the request that queued it. E-mails go to the e-mail sender; a `deliveries` row to the push or the channel
// sender by its kind.
import type { ClaimedDelivery } from '../db/queries/deliveries';
import { DELIVERY_COLUMNS } from '../db/queries/deliveries';
import { EMAIL_EVENT_COLUMNS, type ClaimedEvent } from '../db/queries/email-events';
import { deliveries, emailEvents } from '../db/schema';
import { sendChannelPost } from './channel-sender';
import { sendEmail } from './email-sender';
import { sendPush } from './push-sender';
import { drain, sendNow, type DrainOptions, type OutboundDeps, type Queue } from './queue';
import { QueueWorker, type Listen } from './worker';

export const EMAIL_BATCH = 50;
export const DELIVERY_BATCH = 20;

type EmailQueueDeps = Pick<OutboundDeps, 'db' | 'now' | 'mailer' | 'origin'>;
type DeliveryQueueDeps = Pick<OutboundDeps, 'db' | 'now' | 'vapid' | 'production' | 'timeoutMs'>;

const emailQueue = (deps: EmailQueueDeps): Queue<ClaimedEvent> => ({
  table: emailEvents,
  columns: EMAIL_EVENT_COLUMNS,
  batch: EMAIL_BATCH,
  send: (event) => sendEmail(deps, event),
});

const deliveryQueue = (deps: DeliveryQueueDeps): Queue<ClaimedDelivery> => ({
  table: deliveries,
  columns: DELIVERY_COLUMNS,
  batch: DELIVERY_BATCH,
  send: (delivery) => (delivery.channel === 'push' ? sendPush(deps, delivery) : sendChannelPost(deps, delivery)),
});

/** Sends the due e-mails, batch after batch, until none is left (or `maxBatches`). */
export const dispatchEmails = (deps: EmailQueueDeps, opts?: DrainOptions) => drain(deps, emailQueue(deps), opts);

/** Sends the e-mail of this idempotency key now (if no worker has it already). */
export const sendQueuedNow = (deps: EmailQueueDeps, key: string) => sendNow(deps, emailQueue(deps), key);

/** Sends the due pushes and channel posts, batch after batch, until none is left (or `maxBatches`). */
export const dispatchDeliveries = (deps: DeliveryQueueDeps, opts?: DrainOptions) =>
  drain(deps, deliveryQueue(deps), opts);

/** Starts a worker per table; answers how to stop both (each finishes the pass it is in). */
export async function startOutboundWorkers(
  deps: OutboundDeps & { listen: Listen },
  onError: (queue: 'email' | 'deliveries', error: unknown) => void,
) {
  const workers = [
    new QueueWorker({ channel: 'email_events', listen: deps.listen, pass: () => dispatchEmails(deps) }, (error) =>
      onError('email', error),
    ),
    new QueueWorker({ channel: 'deliveries', listen: deps.listen, pass: () => dispatchDeliveries(deps) }, (error) =>
      onError('deliveries', error),
    ),
  ];
  for (const worker of workers) await worker.start();
  return async () => {
    for (const worker of workers) await worker.stop();
  };
}
