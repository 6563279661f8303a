import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import {
  contactBodySchema,
  contactResponseSchema,
  testimonyBodySchema,
  testimonyResponseSchema,
} from '../../../shared/schemas/submissions.js';
import { identifyMember } from '../../plugins/member-identity.js';
import { presentContact, presentTestimony } from '../../presenters/submissions.js';
import { RATE_LIMITS } from './rate-limits.js';
import { optionalMemberAuth, publicWriteErrors } from './responses.js';

export const publicSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.testimony,
    {
      config: { rateLimit: RATE_LIMITS.testimony },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary: 'Share a testimony; it waits for approval',
        security: optionalMemberAuth,
        body: testimonyBodySchema,
        response: { 201: testimonyResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const testimony = await app.services.submissions.submitTestimony(
        request.member,
        request.body,
      );
      return reply.status(201).send({ testimony: presentTestimony(testimony) });
    },
  );

  app.post(
    API.contact,
    {
      config: { rateLimit: RATE_LIMITS.contact },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary: 'Send the church a message',
        security: optionalMemberAuth,
        body: contactBodySchema,
        response: { 201: contactResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const contact = await app.services.submissions.submitContact(request.member, request.body);
      return reply.status(201).send({ contact: presentContact(contact) });
    },
  );
};
