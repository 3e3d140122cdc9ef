// Reads the server's error catalogue code (data.appCode) from a tRPC client error.
import { TRPCClientError } from '@trpc/client';
import { isAppErrorCode, type AppErrorCode } from '../../shared/errors';

export interface AppErrorInfo {
  code: AppErrorCode;
  details: Record<string, string | number>;
  issues: { path: string; message: string }[];
  errorId?: string;
}

export function appError(error: unknown): AppErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = error.data as
      | Partial<{
          appCode: unknown;
          details: Record<string, string | number>;
          issues: AppErrorInfo['issues'];
          errorId: string;
        }>
      | undefined;
    if (data && isAppErrorCode(data.appCode)) {
      return { code: data.appCode, details: data.details ?? {}, issues: data.issues ?? [], errorId: data.errorId };
    }
  }
  return { code: 'generic', details: {}, issues: [] };
}
