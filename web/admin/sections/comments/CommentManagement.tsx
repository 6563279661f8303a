import { MessageSquare } from 'lucide-react';
import { MESSAGES } from '#shared/messages.js';
import {
  COMMENT_STATUSES,
  COMMENT_STATUS_VISIBILITY,
  COMMENT_VISIBILITY_LABELS,
  type AdminComment,
} from '#shared/schemas/admin-comments.js';
import { Banner } from '#web/components/Banner.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import { useSanctionSender } from '#web/admin/sections/moderation/index.js';
import {
  useAdminComments,
  useCommentStreams,
  useDeleteComment,
  useModerateComment,
} from './api.js';
import { CommentCard } from './CommentCard.js';
import { CommentEditModal } from './CommentEditModal.js';

const TEXTS = MESSAGES.adminComments;
const COPY: ListSectionCopy<AdminComment> = {
  things: ['comment', 'comments'],
  searchPlaceholder: 'Search comments, names, emails or streams...',
  texts: TEXTS,
  emptyIcon: MessageSquare,
  firstUseHint: 'Comments visitors leave under a stream appear here for review.',
  deleteName: (comment) => `Comment by ${comment.userName}`,
};
/** The filter says who sees the comments; its values stay the API's (pending is held). */
const STATUS_FILTER = {
  label: 'Filter by status',
  options: [
    { value: 'all' as const, label: 'All statuses' },
    ...COMMENT_STATUSES.map((status) => ({
      value: status,
      label: COMMENT_VISIBILITY_LABELS[COMMENT_STATUS_VISIBILITY[status]],
    })),
  ],
};

/** Comment Management: review what visitors wrote under the streams. */
export function CommentManagement(props: AdminSectionViewProps) {
  const streams = useCommentStreams();
  const list = useListSection({
    copy: COPY,
    filters: {
      status: STATUS_FILTER,
      stream: {
        label: 'Filter by stream',
        options: [
          { value: 'all', label: 'All streams' },
          ...(streams.data ?? []).map((stream) => ({ value: stream._id, label: stream.title })),
        ],
        // A stream from the address that is not among the newest still shows as chosen.
        otherLabel: 'Selected stream',
      },
    },
    remove: useDeleteComment(),
  });
  const comments = useAdminComments({
    search: list.params.search,
    page: list.params.page,
    status: list.filters.status,
    streamId: list.filters.stream,
  });
  const moderate = useModerateComment();
  const sender = useSanctionSender();

  return (
    <ListSection
      {...props}
      list={list}
      query={comments}
      items={comments.data?.comments}
      lead={
        sender.notice ? (
          <Banner tone={sender.notice.tone} onDismiss={sender.dismiss}>
            {sender.notice.text}
          </Banner>
        ) : null
      }
      renderItem={(comment) => (
        <CommentCard
          comment={comment}
          busy={runningOn(moderate) === comment._id}
          onModerate={(target, action) =>
            list.state.act(moderate, { id: target._id, action }, TEXTS.moderateFailed)
          }
          onEdit={list.edit}
          onSanction={(target, choice) =>
            sender.sanction({ commentId: target._id, userName: target.userName }, choice)
          }
          onDelete={list.state.askDelete}
        />
      )}
      renderEditor={(comment) =>
        comment ? <CommentEditModal comment={comment} onClose={list.closeEditor} /> : null
      }
    />
  );
}
