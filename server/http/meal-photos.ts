// Meal photo uploads (multipart, one file per request, so the client can show each file's progress) and, with
// local storage, the photos themselves under /uploads/. The upload passes the app-wide CSRF check like every POST
// and needs the session cookie; the service checks that the meal is the cook's own. Errors answer the catalogue
// status with { error: { appCode, message } }, never the error's text.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError, ERROR_CATALOGUE, type AppErrorCode } from '../../shared/errors';
import { SESSION_COOKIE } from '../auth/cookies';
import { validateSessionToken } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { addMealPhoto, PHOTO_MAX_BYTES } from '../services/photos';
import { IMMUTABLE_CACHE, UPLOADS_PREFIX } from '../storage';
import { GENERIC_MESSAGE, messageFor } from '../trpc/errors';

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export const photoUploadPath = (mealId: string) => `/api/meals/${mealId}/photos`;

function refuse(reply: FastifyReply, code: AppErrorCode, details?: DomainError['details']) {
  if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
  return reply
    .code(HTTP_STATUS[ERROR_CATALOGUE[code]] ?? 400)
    .header('cache-control', 'no-store')
    .send({ error: { appCode: code, message: messageFor(code) } });
}

/** @fastify/multipart's errors for parts beyond the one file (its status is 413, which would read "too large"). */
const EXTRA_PARTS = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

export function registerMealPhotos(app: FastifyInstance, deps: AppDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      // One file, nothing else; the file is cut off (and refused) past the size limit.
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    });

    scope.post<{ Params: { mealId: string } }>(
      '/api/meals/:mealId/photos',
      { bodyLimit: PHOTO_MAX_BYTES + 64 * 1024 },
      async (req: FastifyRequest<{ Params: { mealId: string } }>, reply) => {
        const now = deps.clock.now();
        const token = req.cookies[SESSION_COOKIE];
        const session = token ? await validateSessionToken(deps.database.db, token, now, deps.sessions) : null;
        if (!session) return refuse(reply, 'notAuthenticated');
        if (!z.uuid().safeParse(req.params.mealId).success) return refuse(reply, 'notFound');
        if (!req.isMultipart()) return refuse(reply, 'photoType');
        try {
          const file = await req.file();
          if (!file) return refuse(reply, 'photoUploadForm');
          const bytes = await file.toBuffer();
          const photo = await addMealPhoto(deps, session.user, { mealId: req.params.mealId, bytes });
          return reply.code(201).header('cache-control', 'no-store').send(photo);
        } catch (error) {
          if (error instanceof DomainError) return refuse(reply, error.code, error.details);
          if (EXTRA_PARTS.has((error as { code?: string }).code ?? '')) return refuse(reply, 'photoUploadForm');
          const statusCode = (error as { statusCode?: number }).statusCode;
          if (statusCode === 413) return refuse(reply, 'photoTooLarge');
          if (statusCode && statusCode >= 400 && statusCode < 500) return refuse(reply, 'validation');
          const errorId = randomUUID();
          req.log.error({ err: error, errorId }, 'photo upload failed');
          return reply.code(500).send({ error: { appCode: 'generic', message: GENERIC_MESSAGE, errorId } });
        }
      },
    );
  });

  if (deps.storage.kind === 'local') {
    const root = resolve(deps.env.STORAGE_DIR);
    mkdirSync(root, { recursive: true });
    app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      // Only the server's own re-encoded variants; the names are content hashes, so they never change.
      allowedPath: (path) => /^\/?meals\/[0-9a-f]{32}-(card|medium|large)\.webp$/.test(path),
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE_CACHE);
      },
    });
  }
}
