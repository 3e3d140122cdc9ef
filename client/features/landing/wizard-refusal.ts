// Which words the access-request wizard's toast uses when sending was refused.
import { TRPCClientError } from '@trpc/client';
import { appError } from '../../lib/app-error';

/** An authentication problem, another refusal with a code, or no answer at all. */
export function refusalKey(error: unknown): 'authError' | 'failed' | 'unknown' {
  const { code } = appError(error);
  if (code === 'notAuthenticated' || code === 'unauthorized') return 'authError';
  if (code !== 'generic') return 'failed';
  // Refused before tRPC answered (the same-origin check): an authentication problem too.
  const status = error instanceof TRPCClientError ? (error.meta?.response as Response | undefined)?.status : undefined;
  return status === 401 || status === 403 ? 'authError' : 'unknown';
}
