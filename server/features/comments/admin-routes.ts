import { auditQuote } from '#server/platform/auth/audit-words.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { describeAuditEntry, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { MESSAGES } from '#shared/messages.js';
import {
  adminCommentModerateSchema,
  adminCommentResponseSchema,
  adminCommentUpdateSchema,
  adminCommentsQuerySchema,
  adminCommentsResponseSchema,
} from '#shared/schemas/admin-comments.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { presentAdminComment } from './admin-presenter.js';

/** Comment Management: list, edit, moderate (approve clears spam, spam clears approval), delete. */
export const adminCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = app.adminComments;

  app.get(
    API.adminComments,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Comments, newest first: search, status (pending, approved, spam), stream, page',
        querystring: adminCommentsQuerySchema,
        response: { 200: adminCommentsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('comments', await comments.list(request.query), request.query, presentAdminComment),
  );

  app.put(
    API.adminComment,
    {
      config: moderatorsMay({ audit: 'Edited a comment' }),
      schema: {
        ...adminGuarded,
        summary: 'Edit a comment: content, and approved or spam (never both)',
        params: idParamsSchema,
        body: adminCommentUpdateSchema,
        response: { 200: adminCommentResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const comment = await comments.update(request.params.id, request.body);
      describeAuditEntry(request, {
        action: 'Edited a comment',
        target: `${comment.userName}'s comment ${auditQuote(comment.content)}`,
      });
      return { comment: presentAdminComment(comment) };
    },
  );

  app.patch(
    API.adminCommentModerate,
    {
      config: moderatorsMay({ audit: 'Moderated a comment' }),
      schema: {
        ...adminGuarded,
        summary: 'Approve a comment or mark it as spam',
        params: idParamsSchema,
        body: adminCommentModerateSchema,
        response: { 200: adminCommentResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const comment = await comments.moderate(request.params.id, request.body.action);
      describeAuditEntry(request, {
        action:
          request.body.action === 'approve' ? 'Approved a comment' : 'Marked a comment as spam',
        target: `${comment.userName}'s comment ${auditQuote(comment.content)}`,
      });
      return { comment: presentAdminComment(comment) };
    },
  );

  app.delete(
    API.adminComment,
    {
      config: moderatorsMay({ audit: 'Deleted a comment' }),
      schema: {
        ...adminGuarded,
        summary: 'Delete a comment',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const comment = await comments.delete(request.params.id);
      describeAuditEntry(request, {
        action: 'Deleted a comment',
        target: `${comment.userName}'s comment ${auditQuote(comment.content)}`,
      });
      return { message: MESSAGES.adminComments.deleted };
    },
  );
};
