import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { errorResponseSchema } from '../../../shared/schemas/common.js';
import {
  foundationSchoolSignupSchema,
  siteContentResponseSchema,
  testimonyWallQuerySchema,
  testimonyWallResponseSchema,
} from '../../../shared/schemas/site-content.js';
import { contactResponseSchema } from '../../../shared/schemas/submissions.js';
import { identifyMember } from '../../plugins/member-identity.js';
import { presentPublicTestimony } from '../../presenters/site-content.js';
import { presentContact } from '../../presenters/submissions.js';
import { RATE_LIMITS } from './rate-limits.js';
import { optionalMemberAuth, publicWriteErrors } from './responses.js';

/** The public pages' own content and what they collect, beyond the spec's calls. */
export const publicSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.siteContent,
    {
      schema: {
        tags: ['public'],
        summary:
          'What the church says about itself: welcome, service times, ministries, programmes, giving',
        response: { 200: siteContentResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { content: await app.services.siteContent.get() };
    },
  );

  app.get(
    API.approvedTestimonies,
    {
      schema: {
        tags: ['public'],
        summary: 'Approved testimonies, newest first, a page at a time',
        querystring: testimonyWallQuerySchema,
        response: { 200: testimonyWallResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await app.repositories.testimonies.listApproved({ page, limit });
      return { testimonies: rows.map(presentPublicTestimony), total, page, limit };
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
      const contact = await app.services.submissions.signUpForFoundationSchool(
        request.member,
        request.body,
      );
      return reply.status(201).send({ contact: presentContact(contact) });
    },
  );
};
