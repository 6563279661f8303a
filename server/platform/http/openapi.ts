import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { assertOperationIds, completeOperation, typeNullableUnions } from './openapi-document.js';

export async function registerOpenApi(app: FastifyInstance, siteUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lampstand API',
        description: 'Public and admin API of a Lampstand church site.',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: siteUrl, description: 'This site' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0] ?? 'get';
      return { schema: completeOperation(schema, method, url), url };
    },
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : {};
      typeNullableUnions(document);
      assertOperationIds((document.paths ?? {}) as Record<string, Record<string, unknown>>);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
