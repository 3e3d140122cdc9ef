// Meal photos: uploaded bytes are recognised by their content (JPEG, PNG or WebP, never by name or declared type),
// refused past a pixel limit read from their header (a decompression bomb is never decoded), decoded one at a time
// in a bounded queue, turned upright from their EXIF orientation and re-encoded by sharp (libvips, on its own
// thread pool: the event loop stays free) into three WebP widths (card, medium, large: a phone's `srcset` picks
// among them) without any metadata (EXIF and GPS are gone). Files get content-hashed names; a refused upload
// leaves no row and no file.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MEAL_LIMITS } from '../../shared/constants';
import { PHOTO_VARIANT_SIZES } from '../../shared/photo-variants';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import { findCookMeal, imageInUse, insertMealPhoto, lockCookMeal } from '../db/queries/cook';
import type { AppDeps } from '../deps';
import { photoUrls, photoVariantKeys, type PhotoStorage } from '../storage';
import type { Database } from '../db/client';
import { requireCook } from '../domain/cook';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What phones make (their largest modes: 50 MP, 8160 x 6120, and 48 MP), far below what would exhaust memory
 * when decoded: a 14,000 x 14,000 PNG of 572 KB once cost 220 MB. Checked from the file's header before anything is
 * decoded, and again by sharp while decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * libvips works on its own threads, off the event loop, but on a small machine several decodes at once would
 * still take every core from it (menu reads then wait) and hold the memory of each. So images are decoded one at a
 * time (DECODE_SLOTS), each with every core but one (at least one): the event loop always keeps a core.
 */
const ENCODE_THREADS = Math.max(1, availableParallelism() - 1);
sharp.concurrency(ENCODE_THREADS);
export const DECODE_SLOTS = 1;
/** At most this many decodes wait, holding at most this many pixels between them; beyond, photoBusy (429). */
export const MAX_WAITING_DECODES = 12;
export const MAX_WAITING_PIXELS = 4 * MAX_INPUT_PIXELS;

interface Waiting {
  pixels: number;
  start: () => void;
}

/**
 * The decodes in progress and those waiting, smallest image first: a cook's ordinary photo never waits behind a
 * queue of huge ones, only behind the one in progress.
 */
class DecodeQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private waitingPixels = 0;

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
    private readonly maxWaitingPixels: number,
  ) {}

  async run<T>(pixels: number, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting || this.waitingPixels + pixels > this.maxWaitingPixels)
        throw new DomainError('photoBusy', { retryAfterSeconds: 10 });
      await new Promise<void>((start) => {
        const at = this.waiting.findIndex((other) => other.pixels > pixels);
        this.waiting.splice(at === -1 ? this.waiting.length : at, 0, { pixels, start });
        this.waitingPixels += pixels;
      });
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      const next = this.waiting.shift();
      if (next) {
        this.waitingPixels -= next.pixels;
        next.start();
      }
    }
  }

  /** Decodes in progress and waiting (tests and the benchmark read it). */
  state() {
    return { running: this.running, waiting: this.waiting.length, waitingPixels: this.waitingPixels };
  }
}

/** The process's one queue; tests hold its slot to check the order and the bound without depending on speed. */
export const photoDecodeQueue = new DecodeQueue(DECODE_SLOTS, MAX_WAITING_DECODES, MAX_WAITING_PIXELS);
export const decodeQueueState = () => photoDecodeQueue.state();

/** The medium one sits between: what a phone at 2-3x picks for a card across its screen. */
const { large: LARGE_SIZE, medium: MEDIUM_SIZE, card: CARD_SIZE } = PHOTO_VARIANT_SIZES;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type from the file's first bytes (its magic number), or null. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface EncodedPhoto {
  imageKey: string;
  card: Buffer;
  medium: Buffer;
  large: Buffer;
  width: number;
  height: number;
}

/** The pixels an image's header announces, or throws photoUnreadable; nothing is decoded. */
async function announcedPixels(bytes: Buffer): Promise<number> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('photoUnreadable');
  }
  if (!metadata.width || !metadata.height) throw new DomainError('photoUnreadable');
  return metadata.width * metadata.height;
}

/** Re-encodes an uploaded image, or throws photoType, photoTooManyPixels, photoBusy or photoUnreadable. */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new DomainError('photoTooLarge');
  if (!detectImageType(bytes)) throw new DomainError('photoType');
  const pixels = await announcedPixels(bytes);
  if (pixels > MAX_INPUT_PIXELS) throw new DomainError('photoTooManyPixels');
  return photoDecodeQueue.run(pixels, () => encode(bytes));
}

const fit = (size: number) => ({ width: size, height: size, fit: 'inside' as const, withoutEnlargement: true });
const encodeMedium = (image: Sharp) => image.resize(fit(MEDIUM_SIZE)).webp({ quality: 72, effort: 5 }).toBuffer();

/** The medium variant of a photo stored before it existed, made from its large variant (the backfill). */
export async function encodeMediumFromLarge(large: Buffer): Promise<Buffer> {
  const pixels = await announcedPixels(large);
  return photoDecodeQueue.run(pixels, () => encodeMedium(sharp(large, { limitInputPixels: MAX_INPUT_PIXELS })));
}

async function encode(bytes: Buffer): Promise<EncodedPhoto> {
  try {
    // The upload is decoded once, straight into the large variant's size (libvips reads it in strips, so the whole
    // original is never in memory); the smaller variants are made from those pixels.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
      sequentialRead: true,
    })
      .rotate()
      .resize(fit(LARGE_SIZE))
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [large, medium, card] = await Promise.all([
      pixels().webp({ quality: 80 }).toBuffer(),
      encodeMedium(pixels()),
      pixels().resize(fit(CARD_SIZE)).webp({ quality: 70, effort: 5 }).toBuffer(),
    ]);
    const imageKey = `meals/${createHash('sha256').update(large).digest('hex').slice(0, 32)}`;
    return { imageKey, card, medium, large, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file, an image over the pixel limit, or a format sharp cannot read.
    throw new DomainError('photoUnreadable');
  }
}

export async function storeVariants(storage: PhotoStorage, photo: EncodedPhoto) {
  const keys = photoVariantKeys(photo.imageKey);
  await Promise.all([
    storage.put(keys.card, photo.card, 'image/webp'),
    storage.put(keys.medium, photo.medium, 'image/webp'),
    storage.put(keys.large, photo.large, 'image/webp'),
  ]);
}

/** Removes an image's files unless another photo row still shows them (duplicated meals share files). */
export async function removeUnusedImage(db: Database, storage: PhotoStorage, imageKey: string) {
  if (await imageInUse(db, imageKey)) return;
  await Promise.all(Object.values(photoVariantKeys(imageKey)).map((key) => storage.remove(key)));
}

/** Adds an uploaded photo to the cook's own meal (at most five). */
export async function addMealPhoto(deps: AppDeps, user: AuthUser, input: { mealId: string; bytes: Buffer }) {
  const { mealId, bytes } = input;
  const now = deps.clock.now();
  requireCook(user, now);
  const db = deps.database.db;
  // Cheap refusals before the expensive re-encoding; the insert below decides again, atomically.
  const meal = await findCookMeal(db, user.id, mealId);
  if (!meal) throw new DomainError('notFound');
  if (meal.withdrawnAt) throw new DomainError('mealWithdrawn');
  if (meal.photos.length >= MEAL_LIMITS.photosMax) throw new DomainError('photoLimit');

  const photo = await encodePhoto(bytes);
  await storeVariants(deps.storage, photo);
  let row: Awaited<ReturnType<typeof insertMealPhoto>>;
  try {
    // With the meal's row locked, uploads to one meal take their positions one after another (two at once would
    // otherwise pick the same next position).
    row = await db.transaction(async (tx) => {
      if (!(await lockCookMeal(tx, user.id, mealId))) return undefined;
      return insertMealPhoto(tx, {
        mealId,
        cookId: user.id,
        imageKey: photo.imageKey,
        width: photo.width,
        height: photo.height,
        hasMedium: true,
      });
    });
  } catch (error) {
    await removeUnusedImage(db, deps.storage, photo.imageKey);
    throw error;
  }
  if (!row) {
    await removeUnusedImage(db, deps.storage, photo.imageKey);
    // Another upload took the fifth place (or the meal was withdrawn) meanwhile.
    throw new DomainError('photoLimit');
  }
  return { id: row.id, position: row.position, ...photoUrls(deps.storage, { ...photo, hasMedium: true }) };
}
