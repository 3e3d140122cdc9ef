// Uploads one meal photo over plain HTTP (POST /api/meals/:mealId/photos, multipart, one file per request), with
// XMLHttpRequest because fetch cannot report upload progress. Same origin, so the session cookie and the Origin
// header go with it; the server answers 201 with the stored photo, or { error: { appCode } } with its status.
import { isAppErrorCode, type AppErrorCode } from '../../../../shared/errors';
import type { CookPhoto } from '../cook-model';

export interface UploadedPhoto extends CookPhoto {
  position: number;
}

export class UploadError extends Error {
  constructor(readonly code: AppErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

export interface UploadHandle {
  done: Promise<UploadedPhoto>;
  abort: () => void;
}

/** Starts the upload; `onProgress` gets the fraction sent (0 to 1). */
export function uploadMealPhoto(mealId: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedPhoto>((resolve, reject) => {
    xhr.open('POST', `/api/meals/${encodeURIComponent(mealId)}/photos`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { appCode?: unknown } } | UploadedPhoto | null;
      if (xhr.status === 201 && body && 'id' in body) {
        onProgress(1);
        resolve(body);
        return;
      }
      const code = body && 'error' in body ? body.error?.appCode : undefined;
      // A proxy's own 413 has no body of ours.
      reject(new UploadError(isAppErrorCode(code) ? code : xhr.status === 413 ? 'photoTooLarge' : 'generic'));
    };
    xhr.onerror = () => reject(new UploadError('generic'));
    xhr.onabort = () => reject(new UploadError('generic'));
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
