// The one mapping from thrown errors to what a client sees. DomainError -> the tRPC code of the catalogue with
// `data.appCode`; zod failures -> BAD_REQUEST with the issues; anything else -> a generic message and an error id
// that is also in the server log. SQL text, constraint names and stacks never leave the server.
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import enErrors from '../../locales/en/errors.json';
import { DomainError, ERROR_CATALOGUE, appCodeForTrpcCode, type AppErrorCode } from '../../shared/errors';

export const GENERIC_MESSAGE = enErrors.codes.generic;

/** English text of a code, for API consumers and logs; the UI translates the code itself. */
export const messageFor = (code: AppErrorCode): string => enErrors.codes[code];

/** The catalogue's tRPC error for a refusal; like the DomainError itself it carries no stack (it is expected). */
export function toTrpcError(error: DomainError): TRPCError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new TRPCError({ code: ERROR_CATALOGUE[error.code], message: messageFor(error.code), cause: error });
  } finally {
    Error.stackTraceLimit = limit;
  }
}

const errorIds = new WeakMap<object, string>();

/** Gives an unexpected error its id (once) so the log line and the response carry the same one. */
export function errorIdFor(error: TRPCError): string {
  let id = errorIds.get(error);
  if (!id) {
    id = randomUUID();
    errorIds.set(error, id);
  }
  return id;
}

export const isUnexpected = (error: TRPCError) =>
  error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof DomainError);

export interface AppErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  appCode: AppErrorCode;
  details?: Record<string, string | number>;
  issues?: { path: string; message: string }[];
  errorId?: string;
}

export function formatError(
  error: TRPCError,
  shape: { message: string; code: number; data: { httpStatus: number; path?: string } },
) {
  const cause = error.cause;
  const appCode = cause instanceof DomainError ? cause.code : appCodeForTrpcCode(error.code);
  const data: AppErrorData = {
    code: error.code,
    httpStatus: shape.data.httpStatus,
    ...(shape.data.path ? { path: shape.data.path } : {}),
    appCode,
  };
  let message = error.message;
  if (cause instanceof DomainError && cause.details) data.details = cause.details;
  if (cause instanceof ZodError) {
    data.issues = cause.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    message = enErrors.codes.validation;
  }
  if (isUnexpected(error)) {
    data.errorId = errorIdFor(error);
    message = GENERIC_MESSAGE;
  }
  return { message, code: shape.code, data };
}
