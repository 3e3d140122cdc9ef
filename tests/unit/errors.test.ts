import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { type ZodError, z } from 'zod';
import { DomainError, ERROR_CATALOGUE, appCodeForTrpcCode, isAppErrorCode } from '../../shared/errors';
import { GENERIC_MESSAGE, formatError, toTrpcError } from '../../server/trpc/errors';

const shape = { message: 'raw', code: -32603, data: { httpStatus: 500, path: 'x.y' } };

describe('error catalogue', () => {
  it('contains every code of the specification', () => {
    for (const code of [
      'cutoffPassed',
      'capacityExceeded',
      'officeMismatch',
      'mealDisabled',
      'invalidTransition',
      'unauthorized',
      'notFound',
      'quantityInvalid',
      'paymentAlreadySettled',
      'generic',
      'notAuthenticated',
      'roleChangeNotAllowed',
    ]) {
      expect(isAppErrorCode(code), code).toBe(true);
    }
  });

  it('maps a DomainError to its tRPC code with the English text', () => {
    const error = toTrpcError(new DomainError('capacityExceeded'));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Not enough portions left.');
    expect(toTrpcError(new DomainError('notAuthenticated')).code).toBe('UNAUTHORIZED');
    expect(toTrpcError(new DomainError('unauthorized')).code).toBe('FORBIDDEN');
    expect(ERROR_CATALOGUE.notFound).toBe('NOT_FOUND');
  });

  it('formats a domain error with its appCode and safe details', () => {
    const error = toTrpcError(new DomainError('tooManyRequests', { retryAfterSeconds: 30 }));
    const formatted = formatError(error, { ...shape, data: { httpStatus: 429 } });
    expect(formatted.data).toMatchObject({ appCode: 'tooManyRequests', details: { retryAfterSeconds: 30 } });
  });

  it('hides an unexpected error behind a generic message and an error id', () => {
    const cause = new Error('relation "secret_table" does not exist');
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: cause.message, cause });
    const formatted = formatError(error, shape);
    expect(formatted.message).toBe(GENERIC_MESSAGE);
    expect(formatted.data.appCode).toBe('generic');
    expect(formatted.data.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(formatted)).not.toContain('secret_table');
    expect(JSON.stringify(formatted)).not.toContain('stack');
  });

  it('lists zod issues on a validation error', () => {
    const parsed = z.object({ quantity: z.number().int().min(1) }).safeParse({ quantity: 0 });
    const cause = parsed.error as ZodError;
    const error = new TRPCError({ code: 'BAD_REQUEST', message: 'x', cause });
    const formatted = formatError(error, { ...shape, data: { httpStatus: 400 } });
    expect(formatted.data.appCode).toBe('validation');
    expect(formatted.data.issues).toEqual([{ path: 'quantity', message: expect.any(String) }]);
  });

  it('falls back to a code per tRPC error kind', () => {
    expect(appCodeForTrpcCode('BAD_REQUEST')).toBe('validation');
    expect(appCodeForTrpcCode('UNAUTHORIZED')).toBe('notAuthenticated');
    expect(appCodeForTrpcCode('FORBIDDEN')).toBe('unauthorized');
    expect(appCodeForTrpcCode('NOT_FOUND')).toBe('notFound');
    expect(appCodeForTrpcCode('TOO_MANY_REQUESTS')).toBe('tooManyRequests');
    expect(appCodeForTrpcCode('INTERNAL_SERVER_ERROR')).toBe('generic');
  });
});
