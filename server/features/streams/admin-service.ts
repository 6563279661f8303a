import { API_MESSAGES } from '#shared/api-messages.js';
import type { AdminStreamInput, AdminStreamsQuery } from '#shared/schemas/admin-streams.js';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { StreamRow, StreamsRepository } from './repository.js';

const notFound = () => new NotFoundError(API_MESSAGES.notFound.stream);

function found(row: StreamRow | undefined): StreamRow {
  if (!row) throw notFound();
  return row;
}

/**
 * The embed rule on save: a stream without its own embed URL gets the player URL its stream URL
 * gives, and a stream without a type the platform its URL names.
 */
function withDerivedFields(input: AdminStreamInput) {
  const { embedUrl, streamType, scheduledDate, ...rest } = input;
  return {
    ...rest,
    embedUrl: embedUrl || toEmbedUrl({ streamUrl: input.streamUrl }),
    streamType: streamType ?? detectStreamType(input.streamUrl),
    ...(scheduledDate === undefined ? {} : { scheduledDate }),
  };
}

/** Stream Management: list, add, edit, delete, go live. */
export function createAdminStreamsService(streams: StreamsRepository) {
  return {
    list: (query: AdminStreamsQuery) => streams.listForAdmin(query),

    create: (input: AdminStreamInput) => streams.create(withDerivedFields(input)),

    async update(id: string, input: AdminStreamInput) {
      return found(await streams.update(id, withDerivedFields(input)));
    },

    async toggleLive(id: string) {
      return found(await streams.toggleLive(id));
    },

    async delete(id: string) {
      if (!(await streams.delete(id))) throw notFound();
    },
  };
}

export type AdminStreamsService = ReturnType<typeof createAdminStreamsService>;
