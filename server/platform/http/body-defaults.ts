import type { FastifyInstance } from 'fastify';

/**
 * A route with a body schema that receives no body validates `{}` instead, so the client hears
 * which fields are missing ("Username is required") rather than that the body is.
 */
export function registerBodyDefaults(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      (request.body === undefined || request.body === null) &&
      request.routeOptions.schema?.body
    ) {
      request.body = {};
    }
  });
}
