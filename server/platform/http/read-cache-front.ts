import {
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
  createServer,
} from 'node:http';

type Answer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The read cache's front door: the server's request listener asks it first, and a cached hit is
 * answered there, before Fastify builds its request and reply objects, routes and runs hooks
 * (most of a hit's cost; ADR 0093). Everything else is handed to Fastify unchanged.
 */
export interface CacheFront {
  /** Answers from the cache when it can; false hands the request to Fastify. */
  answer: Answer;
  /** Set once by the read cache when it is registered. */
  attach(answer: Answer): void;
  detach(): void;
}

export function createCacheFront(): CacheFront {
  let current: Answer | undefined;
  return {
    answer: (request, response) => current?.(request, response) ?? false,
    attach(answer) {
      current = answer;
    },
    detach() {
      current = undefined;
    },
  };
}

export interface AppServerLimits {
  http: ServerOptions;
  keepAliveTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
}

/**
 * The HTTP server Fastify would make from the same options (its `serverFactory` takes that job
 * over, limits included), with the front asked before Fastify's handler.
 */
export function createAppServer(
  fastifyHandler: RequestListener,
  front: CacheFront,
  limits: AppServerLimits,
): Server {
  const server = createServer(limits.http, (request, response) => {
    if (!front.answer(request, response)) fastifyHandler(request, response);
  });
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
