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
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import { NotFoundError } from '../../errors.js';
import { presentAdminComment } from '../../presenters/admin-comments.js';

const guarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const notFound = () => new NotFoundError(MESSAGES.adminComments.notFound);

/** Comment Management: list, edit, moderate (approve clears spam, spam clears approval), delete. */
export const adminCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = () => app.repositories.adminComments;

  app.get(
    API.adminComments,
    {
      schema: {
        ...guarded,
        summary: 'Comments, newest first: search, status (pending, approved, spam), stream, page',
        querystring: adminCommentsQuerySchema,
        response: {
          200: adminCommentsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await comments().list(request.query);
      const { page, limit } = request.query;
      return { comments: rows.map(presentAdminComment), total, page, limit };
    },
  );

  app.put(
    API.adminComment,
    {
      schema: {
        ...guarded,
        summary: 'Edit a comment: content, and approved or spam (never both)',
        params: idParamsSchema,
        body: adminCommentUpdateSchema,
        response: { 200: adminCommentResponseSchema, ...errors },
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
      if (!row) throw notFound();
      return { comment: presentAdminComment(row) };
    },
  );

  app.patch(
    API.adminCommentModerate,
    {
      schema: {
        ...guarded,
        summary: 'Approve a comment or mark it as spam',
        params: idParamsSchema,
        body: adminCommentModerateSchema,
        response: { 200: adminCommentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const approve = request.body.action === 'approve';
      const row = await comments().update(request.params.id, {
        isModerated: approve,
        isSpam: !approve,
      });
      if (!row) throw notFound();
      return { comment: presentAdminComment(row) };
    },
  );

  app.delete(
    API.adminComment,
    {
      schema: {
        ...guarded,
        summary: 'Delete a comment',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await comments().delete(request.params.id))) throw notFound();
      return { message: MESSAGES.adminComments.deleted };
    },
  );
};
