// Meal photo uploads over a real socket with real image bytes: a phone JPEG with GPS EXIF comes back re-encoded
// without it (read from the stored file), upright, small; a renamed text file, an SVG, a truncated JPEG and a PNG
// bomb are refused; a sixth photo and a 50 MB upload are refused; another cook's meal, a visitor and a cross-site
// post are refused; every refusal leaves no row and no file. Storage on S3-compatible servers is checked against a
// small S3 endpoint started in the test.
import { createServer, type Server } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { mealPhotos } from '../../server/db/schema';
import { backfillMediumPhotos } from '../../server/services/photo-backfill';
import {
  MAX_INPUT_PIXELS,
  MAX_WAITING_PIXELS,
  decodeQueueState,
  encodePhoto,
  photoDecodeQueue,
} from '../../server/services/photos';
import { photoVariantKeys, s3Storage } from '../../server/storage';
import { useTestWorld } from '../helpers/context';
import { createMeal, createUser } from '../helpers/factories';
import { ORIGIN } from '../helpers/http';
import { phoneJpeg } from '../helpers/images';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';

beforeAll(async () => {
  app = await buildApp(world.deps, { logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

const storedFiles = () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  return walk(world.deps.env.STORAGE_DIR).sort();
};

/** A valid PNG header claiming `width` x `height` pixels (a decompression bomb), with correct CRCs. */
function pngBomb(width = 100_000, height = width) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  mealId: string,
  bytes: Buffer,
  opts: { cookie?: string; name?: string; type?: string; origin?: string } = {},
) {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/jpeg' }), opts.name ?? 'photo.jpg');
  const res = await fetch(`${base}/api/meals/${mealId}/photos`, {
    method: 'POST',
    headers: { origin: opts.origin ?? ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function cookWithMeal() {
  world.clock.set('2026-11-20T10:00:00Z');
  const { db, office, cook } = await officeWorld(world);
  const meal = await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-21' });
  const { token } = await createSession(db, cook.id, world.clock.now());
  return { db, office, cook, meal, cookie: `session=${token}` };
}

const photoRows = async (mealId: string) =>
  world.deps.database.db.select({ id: mealPhotos.id }).from(mealPhotos).where(eq(mealPhotos.mealId, mealId));

describe('photo upload', () => {
  it('re-encodes a phone JPEG: upright, no EXIF or GPS left, card, medium and large WebPs, immutable URLs', async () => {
    const { meal, cookie } = await cookWithMeal();
    const jpeg = await phoneJpeg();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('TestPhone');
    const res = await upload(meal.id, jpeg, { cookie });
    expect(res.status).toBe(201);
    const photo = res.body as {
      card: string;
      medium: string;
      large: string;
      width: number;
      height: number;
      position: number;
    };
    // EXIF orientation 6 turned a 1200 x 800 sensor image into an 800 x 1200 portrait one.
    expect(photo).toMatchObject({ position: 0, width: 800, height: 1200 });
    expect(photo.medium).toMatch(/-medium\.webp$/);
    for (const url of [photo.card, photo.medium, photo.large]) {
      const file = await fetch(`${base}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await file.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/TestPhone|GPS/);
      if (url === photo.card) {
        expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(640);
        expect(bytes.length).toBeLessThan(60 * 1024);
      }
      // The medium variant fits 1080 px (this 800 x 1200 photo: 720 x 1080), what the page's srcset says.
      if (url === photo.medium) expect([metadata.width, metadata.height]).toEqual([720, 1080]);
    }
    // The menu shows it as the cover, once the trigger has told the cache.
    await expect
      .poll(
        async () =>
          (await world.caller(null).menu.meals({ slug: await officeSlugOf(meal.id) })).find((m) => m.id === meal.id)
            ?.photos[0]?.card,
      )
      .toBe(photo.card);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, broken files and bombs, leaving no row and no file', async () => {
    const { meal, cookie } = await cookWithMeal();
    const before = storedFiles();
    const jpeg = await phoneJpeg(400, 300);
    const cases: [string, Buffer, string, string, string][] = [
      [
        'a text file renamed .jpg',
        Buffer.from('just some text, not an image at all'),
        'photo.jpg',
        'image/jpeg',
        'photoType',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'photo.svg',
        'image/svg+xml',
        'photoType',
      ],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'photo.gif', 'image/gif', 'photoType'],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'photo.jpg', 'image/jpeg', 'photoUnreadable'],
      // A broken file within the pixel limit is decoded, and fails there.
      ['a broken PNG of 6,000 x 6,000 pixels', pngBomb(6000), 'broken.png', 'image/png', 'photoUnreadable'],
    ];
    for (const [name, bytes, filename, type, code] of cases) {
      const res = await upload(meal.id, bytes, { cookie, name: filename, type });
      expect(res.status, name).toBe(400);
      expect((res.body?.error as { appCode: string }).appCode, name).toBe(code);
    }
    expect(await photoRows(meal.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses more pixels than a phone makes (about 50 megapixels) from the header, before decoding: 413', async () => {
    const { meal, cookie } = await cookWithMeal();
    const before = storedFiles();
    // 14,000 x 14,000 (what once cost 220 MB to decode), 7,072 x 7,072 (50.01 MP) and the 100,000-pixel bomb.
    for (const [width, height] of [
      [14_000, 14_000],
      [7072, 7072],
      [100_000, 100_000],
    ] as const) {
      const res = await upload(meal.id, pngBomb(width, height), { cookie, name: 'big.png', type: 'image/png' });
      expect(res.status, `${width} x ${height}`).toBe(413);
      expect(res.body?.error).toMatchObject({ appCode: 'photoTooManyPixels' });
    }
    expect(decodeQueueState()).toMatchObject({ running: 0, waiting: 0 });
    expect(await photoRows(meal.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('answers a form field sent before the file (or a second file) with 400 photoUploadForm, not 413', async () => {
    const { meal, cookie } = await cookWithMeal();
    const jpeg = await phoneJpeg(300, 200);
    const send = async (form: FormData) => {
      const res = await fetch(`${base}/api/meals/${meal.id}/photos`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { error?: { appCode: string; message: string } } };
    };
    const fieldFirst = new FormData();
    fieldFirst.set('caption', 'Lunch');
    fieldFirst.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const twoFiles = new FormData();
    twoFiles.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    twoFiles.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'b.jpg');
    const onlyField = new FormData();
    onlyField.set('caption', 'Lunch');
    for (const [name, form] of [
      ['a field before the file', fieldFirst],
      ['a field and no file', onlyField],
    ] as const) {
      const res = await send(form);
      expect(res.status, name).toBe(400);
      expect(res.body.error, name).toMatchObject({
        appCode: 'photoUploadForm',
        message: 'Send the photo file alone, without other form fields.',
      });
    }
    // A second file after the first: the first is the upload, the rest is refused or ignored, never a 413.
    expect([201, 400]).toContain((await send(twoFiles)).status);
  });

  it('decodes one image at a time, smallest first, with a bounded queue; menu reads answer meanwhile', async () => {
    // Decided by order and counts, never by time: the one decode slot is held open by the test, so what waits,
    // what starts next and what is refused do not depend on how fast this machine decodes.
    const { db, meal, cookie } = await cookWithMeal();
    const slug = await officeSlugOf(meal.id);
    let release!: () => void;
    const held = photoDecodeQueue.run(1, () => new Promise<void>((resolve) => (release = resolve)));
    onTestFinished(() => release()); // never leave the slot held for the next test
    const order: string[] = [];
    const waitingJob = (name: string, pixels: number) =>
      photoDecodeQueue.run(pixels, async () => {
        order.push(name);
        // While a decode runs, nothing else does.
        expect(decodeQueueState().running).toBe(1);
      });
    const big = [waitingJob('big 1', MAX_INPUT_PIXELS), waitingJob('big 2', MAX_INPUT_PIXELS)];
    const small = waitingJob('small', 1_000_000);
    expect(decodeQueueState()).toEqual({
      running: 1,
      waiting: 3,
      waitingPixels: 2 * MAX_INPUT_PIXELS + 1_000_000,
    });

    // At the bound (pixels waiting), an upload is told to come back: 429, photoBusy; no row, no file.
    const filler = waitingJob('filler', MAX_WAITING_PIXELS - decodeQueueState().waitingPixels);
    const files = storedFiles();
    const refused = await upload(meal.id, await phoneJpeg(820, 610), { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body?.error).toMatchObject({ appCode: 'photoBusy' });
    expect(await db.select().from(mealPhotos).where(eq(mealPhotos.mealId, meal.id))).toHaveLength(0);
    expect(storedFiles()).toEqual(files);
    expect(decodeQueueState().waitingPixels).toBeLessThanOrEqual(MAX_WAITING_PIXELS);

    // The menu answers while decodes wait.
    const menu = await fetch(`${base}/trpc/menu.meals?input=${encodeURIComponent(JSON.stringify({ json: { slug } }))}`);
    expect(menu.status).toBe(200);

    release();
    await Promise.all([held, ...big, small, filler]);
    // The small image went ahead of the big ones that were waiting when it came; then first come, first served.
    expect(order.slice(0, 3)).toEqual(['small', 'big 1', 'big 2']);
    expect(decodeQueueState()).toEqual({ running: 0, waiting: 0, waitingPixels: 0 });
    // With the queue free again, the same photo is taken.
    expect((await upload(meal.id, await phoneJpeg(820, 610), { cookie })).status).toBe(201);
  });

  it('takes five photos and refuses the sixth', async () => {
    const { meal, cookie } = await cookWithMeal();
    for (let i = 0; i < 5; i++) {
      const distinct = await sharp({
        create: { width: 64 + i, height: 48, channels: 3, background: { r: 40 * i, g: 90, b: 30 } },
      })
        .png()
        .toBuffer();
      expect((await upload(meal.id, distinct, { cookie, name: `p${i}.png`, type: 'image/png' })).status).toBe(201);
    }
    const files = storedFiles();
    const sixth = await upload(meal.id, await phoneJpeg(300, 200), { cookie });
    expect(sixth.status).toBe(409);
    expect((sixth.body?.error as { appCode: string }).appCode).toBe('photoLimit');
    expect(await photoRows(meal.id)).toHaveLength(5);
    expect(storedFiles()).toEqual(files);
  });

  it('takes five uploads to one meal at the same moment, each at its own position', async () => {
    const { meal, cookie } = await cookWithMeal();
    const images = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sharp({ create: { width: 80 + i, height: 60, channels: 3, background: { r: 30 * i, g: 60, b: 90 } } })
          .png()
          .toBuffer(),
      ),
    );
    const results = await Promise.all(
      images.map((image, i) => upload(meal.id, image, { cookie, name: `p${i}.png`, type: 'image/png' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    expect(
      results
        .filter((r) => r.status === 201)
        .map((r) => r.body!.position)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a photo over 5 MB and a 50 MB upload with 413', async () => {
    const { meal, cookie } = await cookWithMeal();
    const before = storedFiles();
    for (const size of [5 * 1024 * 1024 + 1, 50 * 1024 * 1024]) {
      const big = Buffer.alloc(size, 1);
      big.set([0xff, 0xd8, 0xff], 0);
      const res = await upload(meal.id, big, { cookie });
      expect(res.status, `${size} bytes`).toBe(413);
    }
    expect(await photoRows(meal.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses another cook's meal (404), a visitor (401) and a cross-site post (403)", async () => {
    const { meal, db, office } = await cookWithMeal();
    const other = await createUser(db, 'cook', { officeId: office.id });
    const { token } = await createSession(db, other.id, world.clock.now());
    const jpeg = await phoneJpeg(300, 200);
    expect((await upload(meal.id, jpeg, { cookie: `session=${token}` })).status).toBe(404);
    expect((await upload(meal.id, jpeg)).status).toBe(401);
    expect((await upload(meal.id, jpeg, { cookie: `session=${token}`, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await upload('not-a-uuid', jpeg, { cookie: `session=${token}` })).status).toBe(404);
    expect(await photoRows(meal.id)).toEqual([]);
  });
});

describe('the medium variant of photos stored before it existed (backfill)', () => {
  /** A photo as an older server stored it: card and large files, a row without the medium variant. */
  async function olderPhoto(mealId: string, size: [number, number]) {
    const photo = await encodePhoto(await phoneJpeg(...size));
    const keys = photoVariantKeys(photo.imageKey);
    await world.deps.storage.put(keys.card, photo.card, 'image/webp');
    await world.deps.storage.put(keys.large, photo.large, 'image/webp');
    await world.deps.database.db
      .insert(mealPhotos)
      .values({ mealId, imageKey: photo.imageKey, width: photo.width, height: photo.height, position: 0 });
    return { ...photo, keys };
  }
  const coverOf = async (mealId: string) =>
    (await world.caller(null).menu.meals({ slug: await officeSlugOf(mealId) })).find((m) => m.id === mealId)?.photos[0];

  it('makes it from the large variant, then the rows and cached menus name it', async () => {
    const { meal } = await cookWithMeal();
    const photo = await olderPhoto(meal.id, [1400, 1000]);
    // A duplicated meal shows the same files.
    const copy = await createMeal(world.deps.database.db, {
      cookId: meal.cookId,
      officeId: meal.officeId,
      pickupDate: '2026-11-21',
    });
    await world.deps.database.db
      .insert(mealPhotos)
      .values({ mealId: copy.id, imageKey: photo.imageKey, width: photo.width, height: photo.height, position: 0 });
    expect((await coverOf(meal.id))?.medium).toBeNull();

    const errors: unknown[] = [];
    const outcome = await backfillMediumPhotos(world.deps.database.db, world.deps.storage, (error) =>
      errors.push(error),
    );
    expect(errors).toEqual([]);
    expect(outcome.made).toBeGreaterThanOrEqual(1);
    const medium = await sharp(await world.deps.storage.get(photo.keys.medium)).metadata();
    // The phone's 1400 x 1000 sensor image stands upright (1000 x 1400); its medium variant fits 1080 px.
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 771, 1080]);
    const rows = await world.deps.database.db
      .select({ hasMedium: mealPhotos.hasMedium })
      .from(mealPhotos)
      .where(eq(mealPhotos.imageKey, photo.imageKey));
    expect(rows).toEqual([{ hasMedium: true }, { hasMedium: true }]);
    // The menu, cached before, names it once the trigger has told the cache.
    await expect.poll(async () => (await coverOf(meal.id))?.medium).toBe(`/uploads/${photo.keys.medium}`);
    const file = await fetch(`${base}/uploads/${photo.keys.medium}`);
    expect(file.status).toBe(200);

    // Nothing left to do: a second run makes nothing.
    expect(await backfillMediumPhotos(world.deps.database.db, world.deps.storage, () => {})).toEqual({
      made: 0,
      failed: 0,
    });
  });

  it('leaves a photo whose large file is missing as it was, reports it and goes on with the others', async () => {
    const { meal } = await cookWithMeal();
    const broken = await olderPhoto(meal.id, [900, 600]);
    await world.deps.storage.remove(broken.keys.large);
    const other = await cookWithMeal();
    const fine = await olderPhoto(other.meal.id, [800, 600]);

    const failures: string[] = [];
    const outcome = await backfillMediumPhotos(world.deps.database.db, world.deps.storage, (_error, imageKey) =>
      failures.push(imageKey),
    );
    expect(failures).toEqual([broken.imageKey]);
    expect(outcome.failed).toBe(1);
    const flags = async (imageKey: string) =>
      (
        await world.deps.database.db
          .select({ hasMedium: mealPhotos.hasMedium })
          .from(mealPhotos)
          .where(eq(mealPhotos.imageKey, imageKey))
      ).map((r) => r.hasMedium);
    expect(await flags(broken.imageKey)).toEqual([false]);
    expect(await flags(fine.imageKey)).toEqual([true]);
    expect(storedFiles()).not.toContain(join(world.deps.env.STORAGE_DIR, broken.keys.medium));
    // The page keeps naming only what exists.
    expect((await coverOf(meal.id))?.medium).toBeNull();
  });

  it('stops between images when the server shuts down', async () => {
    const { meal } = await cookWithMeal();
    await olderPhoto(meal.id, [700, 500]);
    const stop = new AbortController();
    stop.abort();
    expect(await backfillMediumPhotos(world.deps.database.db, world.deps.storage, () => {}, stop.signal)).toEqual({
      made: 0,
      failed: 0,
    });
  });
});

async function officeSlugOf(mealId: string) {
  const { meals, offices } = await import('../../server/db/schema');
  const [row] = await world.deps.database.db
    .select({ slug: offices.slug })
    .from(meals)
    .innerJoin(offices, eq(offices.id, meals.officeId))
    .where(eq(meals.id, mealId));
  return row!.slug;
}

describe('S3-compatible storage', () => {
  let server: Server;
  const objects = new Map<string, { body: Buffer; type: string | undefined; cache: string | undefined }>();
  let endpoint = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      const key = new URL(req.url!, 'http://s3.invalid').pathname;
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'PUT') {
          objects.set(key, {
            body: Buffer.concat(chunks),
            type: req.headers['content-type'],
            cache: req.headers['cache-control'],
          });
          res.writeHead(200, { etag: '"x"' }).end();
        } else if (req.method === 'GET') {
          const object = objects.get(key);
          if (object) res.writeHead(200, { 'content-type': String(object.type) }).end(object.body);
          else res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else {
          res.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts a variant with its type and cache headers, reads it back, removes it, and builds public URLs', async () => {
    const storage = s3Storage({
      endpoint,
      region: 'auto',
      bucket: 'photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example/photos/',
    });
    const photo = await encodePhoto(await phoneJpeg(320, 240));
    await storage.put(`${photo.imageKey}-card.webp`, photo.card, 'image/webp');
    const stored = objects.get(`/photos/${photo.imageKey}-card.webp`);
    expect(stored?.type).toBe('image/webp');
    expect(stored?.cache).toBe('public, max-age=31536000, immutable');
    expect(stored?.body.equals(photo.card)).toBe(true);
    expect(storage.publicUrl(`${photo.imageKey}-card.webp`)).toBe(
      `https://cdn.example/photos/${photo.imageKey}-card.webp`,
    );
    // The backfill reads a large variant back to make the medium one.
    expect((await storage.get(`${photo.imageKey}-card.webp`)).equals(photo.card)).toBe(true);
    await storage.remove(`${photo.imageKey}-card.webp`);
    expect(objects.has(`/photos/${photo.imageKey}-card.webp`)).toBe(false);
    await expect(storage.get(`${photo.imageKey}-card.webp`)).rejects.toThrow();
  });
});
