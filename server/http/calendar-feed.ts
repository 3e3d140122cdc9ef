// GET /calendar/{token}.ics: the user's calendar feed (server/services/calendar.ts), fetched by calendar apps
// without a session: the token is the credential. An unknown or malformed token is 404 either way, so the route
// does not tell which tokens exist.
import type { FastifyInstance } from 'fastify';
import { TokenField } from '../../shared/schemas/common';
import { calendarFeed } from '../services/calendar';
import type { AppDeps } from '../trpc/context';

export function registerCalendarFeed(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const token = TokenField.safeParse(request.params.file.replace(/\.ics$/, ''));
    const feed =
      token.success && request.params.file.endsWith('.ics') ? await calendarFeed(deps, { token: token.data }) : null;
    if (feed === null)
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="lunchbox.ics"')
      .type('text/calendar; charset=utf-8')
      .send(feed);
  });
}
