// POST /api/email/dispatch: runs the e-mail dispatcher once and answers { processed }, for an
// outside scheduler. Guarded by a shared secret in the x-dispatch-secret header, compared in constant time; the
// route exists only when EMAIL_DISPATCH_SECRET is set.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dispatchEmails } from '../outbound/dispatch';
import type { AppDeps } from '../trpc/context';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function registerEmailDispatch(app: FastifyInstance, deps: AppDeps) {
  const secret = deps.env.EMAIL_DISPATCH_SECRET;
  if (!secret) return;
  const expected = digest(secret);
  app.post('/api/email/dispatch', async (request, reply) => {
    const given = request.headers['x-dispatch-secret'];
    // Hashing first makes both sides the same length, so the comparison time says nothing about the secret.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).send({ error: { code: 'UNAUTHORIZED', appCode: 'notAuthenticated' } });
    }
    const result = await dispatchEmails({
      db: deps.database.db,
      mailer: deps.mailer,
      origin: deps.env.APP_ORIGIN,
      now: () => deps.clock.now(),
    });
    return reply.header('cache-control', 'no-store').send({ processed: result.processed });
  });
}
