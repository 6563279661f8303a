import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { foundationSchoolSignupSchema } from '#shared/schemas/site-content.js';
import { contactBodySchema, contactResponseSchema } from '#shared/schemas/submissions.js';
import { identifyMember } from '#server/features/members/index.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { presentContact } from './presenter.js';

export const publicContactRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const contact = await app.contacts.submit(request.member, request.body);
      return reply.status(201).send({ contact: presentContact(contact) });
    },
  );

  app.post(
    API.foundationSchoolSignup,
    {
      config: { rateLimit: RATE_LIMITS.foundationSchoolSignup },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary: 'Sign up for the next Foundation School class (reaches Contact Management)',
        security: optionalMemberAuth,
        body: foundationSchoolSignupSchema,
        response: { 201: contactResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const contact = await app.contacts.signUpForFoundationSchool(request.member, request.body);
      return reply.status(201).send({ contact: presentContact(contact) });
    },
  );
};
