// The upload queue of the photos step: files are checked (images only, 5 MB, at most 5 photos in all), then sent
// one after another (the meal's photo order is the order they arrive in), each with its own progress; a failed one
// stays with its error until retried or dismissed. Closing the form aborts what is still uploading.
import { notifications } from '../../../lib/toast';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import type { AppErrorCode } from '../../../../shared/errors';
import { uploadMealPhoto, UploadError, type UploadedPhoto, type UploadHandle } from './upload-photo';

/** What the server accepts (it checks the bytes itself; this only spares a pointless upload). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface PendingUpload {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: AppErrorCode;
}

let nextKey = 0;

export function usePhotoUploads(onUploaded: (photo: UploadedPhoto) => void) {
  const { t } = useTranslation(['cook', 'errors']);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const current = useRef<UploadHandle | null>(null);
  const alive = useRef(true);
  const previews = useRef(new Set<string>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    alive.current = true;
    const urls = previews.current;
    return () => {
      alive.current = false;
      current.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const patch = (key: string, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const forget = (item: PendingUpload) => {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setUploads((list) => list.filter((other) => other.key !== item.key));
  };

  const run = async (mealId: string, item: PendingUpload) => {
    if (!alive.current) return;
    patch(item.key, { status: 'uploading', progress: 0, error: undefined });
    const handle = uploadMealPhoto(mealId, item.file, (progress) => {
      if (alive.current) patch(item.key, { progress });
    });
    current.current = handle;
    try {
      const photo = await handle.done;
      if (!alive.current) return;
      forget(item);
      uploaded.current(photo);
      notifications.show({ color: 'teal', message: t('toast.uploadSuccess', { name: item.file.name }) });
    } catch (error) {
      if (!alive.current) return;
      const code = error instanceof UploadError ? error.code : 'generic';
      patch(item.key, { status: 'failed', error: code });
      notifications.show({ color: 'red', title: t('toast.uploadError'), message: t(`errors:codes.${code}`) });
    } finally {
      current.current = null;
    }
  };

  const enqueue = (mealId: string, item: PendingUpload) => {
    chain.current = chain.current.then(() => run(mealId, item));
  };

  /** Checks the files and queues those that fit; `saved` is how many photos the meal has now. */
  const add = (mealId: string, files: File[], saved: number) => {
    const images = files.filter((file) => (PHOTO_TYPES as readonly string[]).includes(file.type));
    if (images.length < files.length) {
      notifications.show({ color: 'red', title: t('toast.uploadError'), message: t('errors:codes.photoType') });
    }
    const small = images.filter((file) => file.size <= PHOTO_MAX_BYTES);
    if (small.length < images.length) {
      notifications.show({ color: 'red', title: t('toast.uploadError'), message: t('errors:codes.photoTooLarge') });
    }
    const active = uploads.filter((item) => item.status !== 'failed').length;
    const room = Math.max(0, MEAL_LIMITS.photosMax - saved - active);
    if (small.length > room) {
      notifications.show({ color: 'yellow', message: t('form.photoLimitReached', { max: MEAL_LIMITS.photosMax }) });
    }
    const items = small.slice(0, room).map((file): PendingUpload => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: `upload-${++nextKey}`, file, preview, progress: 0, status: 'waiting' };
    });
    if (items.length === 0) return;
    setUploads((list) => [...list, ...items]);
    for (const item of items) enqueue(mealId, item);
  };

  const retry = (mealId: string, item: PendingUpload) => {
    patch(item.key, { status: 'waiting', progress: 0, error: undefined });
    enqueue(mealId, item);
  };

  const busy = uploads.some((item) => item.status !== 'failed');
  return { uploads, add, retry, dismiss: forget, busy };
}
