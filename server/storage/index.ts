// Where meal photos live: one small interface over local disk (STORAGE_DIR, the default, served at /uploads/) and
// S3-compatible object storage (when the S3_* settings are present; public URLs from S3_PUBLIC_URL). Keys are
// made by the server (content-hashed), never by users. Files are immutable: a changed photo is a new key.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StoredPhoto } from '../db/schema';
import type { Env } from '../env';

export const UPLOADS_PREFIX = '/uploads/';
/** Photos never change under a key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stored file's bytes (the photo backfill re-encodes from the large variant). */
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`unsafe storage key: ${key}`);
}

export function localStorage(dir: string): PhotoStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: (key) => readFile(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}

export function s3Storage(options: {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}): PhotoStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default (trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(key) {
      checkKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!answer.Body) throw new Error(`empty object: ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    publicUrl: (key) => `${base}/${key}`,
  };
}

/** S3 when its settings are present (env.ts checks they come together), else local disk. */
export function storageFromEnv(env: Env): PhotoStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_PUBLIC_URL) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return localStorage(env.STORAGE_DIR);
}

/** The variants of a stored meal photo, by width: card 640 px, medium 1080 px, large 1600 px (services/photos.ts). */
export const photoVariantKeys = (imageKey: string) => ({
  card: `${imageKey}-card.webp`,
  medium: `${imageKey}-medium.webp`,
  large: `${imageKey}-large.webp`,
});

/** The public URLs of a photo's variants; `medium` is null until it is stored. */
export function photoUrls(storage: PhotoStorage, photo: StoredPhoto) {
  const keys = photoVariantKeys(photo.imageKey);
  return {
    card: storage.publicUrl(keys.card),
    medium: photo.hasMedium ? storage.publicUrl(keys.medium) : null,
    large: storage.publicUrl(keys.large),
    width: photo.width,
    height: photo.height,
  };
}
export type PhotoUrls = ReturnType<typeof photoUrls>;
