import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { mkdirSync } from 'node:fs';
import { API } from '#shared/api-paths.js';
import { PRIVATE_DIR_MODE } from '#server/platform/data-dir.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const AUDIO_FILE = /\.(mp3|m4a)$/;

/**
 * Uploaded event images and videos. Each file's name is new and never reused, so browsers and
 * caches may keep it for a year; byte ranges let videos seek.
 */
export const uploadedFileRoutes: FastifyPluginAsync = async (app) => {
  mkdirSync(app.config.uploads.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await app.register(fastifyStatic, {
    root: app.config.uploads.dir,
    prefix: API.uploadedFiles,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('x-content-type-options', 'nosniff');
      // Podcast players on other sites play the sermons' audio: it is public, like the feeds.
      if (AUDIO_FILE.test(path)) reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
};
