// The e-mail part of `npm run bench`: e-mails per second through the queue (claim with a lease, compose from the
// template, send over SMTP, settle) to a local SMTP server (the smtp-server package), with three dispatchers
// running at once, as three instances would.
import postgres from 'postgres';
import { openDatabase } from '../../server/db/client';
import { dispatchEmails } from '../../server/outbound/dispatch';
import { createMailer } from '../../server/email/transport';
import { startSmtpSink } from '../helpers/smtp-sink';

const EMAILS = 3000;
const WORKERS = 3;

export async function emailBenchmark(url: string): Promise<string> {
  let received = 0;
  const { smtp, port } = await startSmtpSink(() => {
    received += 1;
  });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`
    insert into email_events (template_code, recipient_email, payload, idempotency_key)
    select 'TEST', 'bench-' || i || '@example.com', jsonb_build_object('vars', jsonb_build_object('user_name', 'Bench ' || i)), 'BENCH:' || i
      from generate_series(1, ${EMAILS}) i`;
  await sql.end();
  const handles = await Promise.all(
    Array.from({ length: WORKERS }, () => openDatabase({ kind: 'postgres', url, poolMax: 2 })),
  );
  try {
    const started = performance.now();
    const results = await Promise.all(
      handles.map((handle) =>
        dispatchEmails(
          {
            db: handle.db,
            mailer: createMailer(
              { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lunchbox <bench@example.com>' },
              handle.db,
            ),
            origin: 'https://lunch.example',
            now: () => new Date(),
          },
          { maxBatches: 1000 },
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const sent = results.reduce((sum, r) => sum + r.sent, 0);
    return (
      `${EMAILS} queued e-mails, ${WORKERS} dispatchers, local SMTP: ${(sent / seconds).toFixed(0)} e-mails/s ` +
      `(${sent} sent in ${seconds.toFixed(1)} s, ${received} received by the SMTP server, per dispatcher ${results.map((r) => r.sent).join(' / ')})`
    );
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}
