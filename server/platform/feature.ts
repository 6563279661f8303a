import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Migration } from 'kysely';

/**
 * What a feature folder gives the app. `app.ts` composes a list of these; adding a feature is
 * adding its folder and one line there.
 */
export interface Feature {
  /** Creates the feature's services and decorates the app with them (see `featureServices`). */
  services?: FastifyPluginAsync;
  /** Routes anyone may call. */
  publicRoutes?: FastifyPluginAsync;
  /** Routes registered inside the guarded admin plugin: each needs a valid admin token. */
  adminRoutes?: FastifyPluginAsync;
  /** The feature's database migrations by name; all features' run together in name order. */
  migrations?: Record<string, Migration>;
}

/**
 * A feature's services plugin: not encapsulated, so its decorations are visible to every other
 * feature, and named, so a feature that needs another's services can list it as a dependency
 * (Fastify then refuses to start when the order in `app.ts` is wrong).
 */
export function featureServices(
  name: string,
  plugin: FastifyPluginAsync,
  dependencies: string[] = [],
): FastifyPluginAsync {
  return fp(plugin, { name, dependencies: ['platform', ...dependencies], fastify: '5.x' });
}
