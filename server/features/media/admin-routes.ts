import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import { uploadResponseSchema } from '#shared/schemas/events.js';
import { audioUploadResponseSchema, SERMON_AUDIO_TYPES } from '#shared/schemas/sermons.js';
import { ERROR_CODES } from '#shared/error-codes.js';
import { AppError, ValidationError } from '#server/platform/errors.js';
import { watchUploadRate } from '#server/platform/http/upload-rate.js';
import { createMediaStore, UPLOAD_MESSAGES, type MediaKind } from './media-store.js';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const fileRequired = () =>
  new ValidationError(UPLOAD_MESSAGES.fileRequired, { file: UPLOAD_MESSAGES.fileRequired });

class UploadTooSlowError extends AppError {
  constructor() {
    super(408, ERROR_CODES.requestTimeout, UPLOAD_MESSAGES.tooSlow, {
      file: UPLOAD_MESSAGES.tooSlow,
    });
  }
}

/**
 * A body the multipart reader could not take apart (no boundary, cut short, too many parts...)
 * is the client's mistake: 400. Our own errors pass as they are, and the file system's (a full
 * disk) stay server errors.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return error;
  return new ValidationError(UPLOAD_MESSAGES.malformed, { file: UPLOAD_MESSAGES.malformed });
}

/**
 * Uploads for event images and videos when no media hosting service is configured: multipart
 * field `file`, answered like that service would (`secure_url`, `duration`). Sermons' audio is
 * always kept here, and answered with what its podcast enclosure needs.
 */
export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createMediaStore({
    dir: app.config.uploads.dir,
    maxBytes: {
      image: app.config.uploads.maxImageBytes,
      video: app.config.uploads.maxVideoBytes,
      audio: app.config.uploads.maxAudioBytes,
    },
  });
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12 } });

  async function receive(kind: MediaKind, request: FastifyRequest) {
    if (!request.isMultipart()) throw fileRequired();
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > store.maxBytes[kind] + MULTIPART_OVERHEAD) throw store.tooLarge(kind);
    const rate = watchUploadRate(request.raw, {
      minBytesPerSecond: app.config.uploads.minBytesPerSecond,
      graceMs: app.config.uploads.rateGraceMs,
    });
    try {
      const part = await request.file({ limits: { fileSize: store.maxBytes[kind] } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw fileRequired();
      }
      return await store.save(kind, part.file);
    } catch (error) {
      if (rate.tripped) throw new UploadTooSlowError();
      throw asUploadError(error);
    } finally {
      rate.stop();
    }
  }

  const schema = <Answer>(summary: string, answer: Answer) => ({
    tags: ['admin'],
    summary,
    security: [{ bearerAuth: [] }],
    consumes: ['multipart/form-data'],
    response: {
      201: answer,
      400: errorResponseSchema,
      401: errorResponseSchema,
      408: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
    },
  });

  app.post(
    API.adminUploadImage,
    {
      config: { audit: 'Uploaded an event image' },
      schema: schema('Upload an event image (JPEG, PNG, WebP, GIF or AVIF)', uploadResponseSchema),
    },
    async (request, reply) => {
      const stored = await receive('image', request);
      return reply.status(201).send({ secure_url: stored.url, duration: stored.duration });
    },
  );

  app.post(
    API.adminUploadVideo,
    {
      config: { audit: 'Uploaded an event video' },
      schema: schema(
        'Upload an event video (MP4, WebM or MOV, at most 10 minutes)',
        uploadResponseSchema,
      ),
    },
    async (request, reply) => {
      const stored = await receive('video', request);
      return reply.status(201).send({ secure_url: stored.url, duration: stored.duration });
    },
  );

  app.post(
    API.adminUploadAudio,
    {
      config: { audit: 'Uploaded a sermon audio file' },
      schema: schema(
        "Upload a sermon's audio (MP3 or M4A); its size and length are read from the file",
        audioUploadResponseSchema,
      ),
    },
    async (request, reply) => {
      const stored = await receive('audio', request);
      const audioType = SERMON_AUDIO_TYPES.find((type) => type === stored.mime);
      // The store keeps audio as these types only; anything else would be its own mistake.
      if (!audioType) throw new Error(`An audio upload was kept as ${stored.mime}`);
      return reply.status(201).send({
        secure_url: stored.url,
        audioType,
        audioBytes: stored.bytes,
        durationSeconds: stored.duration,
      });
    },
  );
};
