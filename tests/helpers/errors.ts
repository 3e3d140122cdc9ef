import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { DomainError, ERROR_CATALOGUE, type AppErrorCode } from '../../shared/errors';

/** Expects the call to fail with the catalogue code (and its tRPC code). */
export async function expectAppError(call: Promise<unknown>, code: AppErrorCode) {
  const error = await call.then(
    () => {
      throw new Error(`expected ${code}, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  expect(trpcError.cause, `cause of ${trpcError.code}: ${trpcError.message}`).toBeInstanceOf(DomainError);
  expect((trpcError.cause as DomainError).code).toBe(code);
  expect(trpcError.code).toBe(ERROR_CATALOGUE[code]);
  return trpcError;
}

/** Expects an input validation failure (BAD_REQUEST from zod). */
export async function expectBadRequest(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected BAD_REQUEST, but the call succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
}
