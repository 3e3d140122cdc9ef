// A Host header that is not a host (`[::1`, `a b`): tRPC's adapter and the office-host lookup build a URL from it, and
// a URL that cannot be built would surface as a 500. Such a request is malformed, so it answers 400 before any route,
// hook or procedure runs. Characters that would make the header a path, query or credentials are refused too.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function isWellFormedHost(host: string): boolean {
  return !/[/?#@\\\s]/.test(host) && URL.canParse(`http://${host}/`);
}

export async function hostHeaderGuard(req: FastifyRequest, reply: FastifyReply) {
  const host = req.headers.host;
  if (host === undefined || isWellFormedHost(host)) return;
  await reply.code(400).send({ error: 'badHost', message: 'Malformed Host header' });
}
