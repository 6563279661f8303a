import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  adminCommentModerateSchema,
  adminCommentResponseSchema,
  adminCommentUpdateSchema,
  adminCommentsQuerySchema,
  adminCommentsResponseSchema,
} from '../../../shared/schemas/admin-comments.js';
import { idParamsSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import { presentAdminComment } from '../../presenters/admin-comments.js';
import { adminGuarded, found, itemErrors, listErrors, listPage } from './admin-route.js';

const NOT_FOUND = MESSAGES.adminComments.notFound;

/** Comment Management: list, edit, moderate (approve clears spam, spam clears approval), delete. */
export const adminCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = () => app.repositories.adminComments;

  app.get(
    API.adminComments,
    {
      schema: {
        ...adminGuarded,
        summary: 'Comments, newest first: search, status (pending, approved, spam), stream, page',
        querystring: adminCommentsQuerySchema,
        response: { 200: adminCommentsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'comments',
        await comments().list(request.query),
        request.query,
        presentAdminComment,
      ),
  );

  app.put(
    API.adminComment,
    {
      schema: {
        ...adminGuarded,
        summary: 'Edit a comment: content, and approved or spam (never both)',
        params: idParamsSchema,
        body: adminCommentUpdateSchema,
        response: { 200: adminCommentResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { content, isModerated, isSpam } = request.body;
      const row = await comments().update(request.params.id, {
        content,
        // Ticking one state clears the other (spec section 4).
        ...(isModerated === undefined ? {} : { isModerated }),
        ...(isSpam === undefined ? {} : { isSpam }),
        ...(isModerated ? { isSpam: false } : {}),
        ...(isSpam ? { isModerated: false } : {}),
      });
      return { comment: presentAdminComment(found(row, NOT_FOUND)) };
    },
  );

  app.patch(
    API.adminCommentModerate,
    {
      schema: {
        ...adminGuarded,
        summary: 'Approve a comment or mark it as spam',
        params: idParamsSchema,
        body: adminCommentModerateSchema,
        response: { 200: adminCommentResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const approve = request.body.action === 'approve';
      const row = await comments().update(request.params.id, {
        isModerated: approve,
        isSpam: !approve,
      });
      return { comment: presentAdminComment(found(row, NOT_FOUND)) };
    },
  );

  app.delete(
    API.adminComment,
    {
      schema: {
        ...adminGuarded,
        summary: 'Delete a comment',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      found(await comments().delete(request.params.id), NOT_FOUND);
      return { message: MESSAGES.adminComments.deleted };
    },
  );
};
