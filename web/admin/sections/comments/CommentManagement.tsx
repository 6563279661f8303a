import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { Banner } from '#web/components/Banner.js';
import {
  COMMENT_STATUSES,
  COMMENT_STATUS_VISIBILITY,
  COMMENT_VISIBILITY_LABELS,
  type AdminComment,
  type CommentStatus,
} from '#shared/schemas/admin-comments.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import { useSanctionSender } from '#web/admin/sections/moderation/index.js';
import { CommentCard } from './CommentCard.js';
import { CommentEditModal } from './CommentEditModal.js';
import { useDeleteComment } from './delete-comment.js';
import { useAdminComments } from './get-admin-comments.js';
import { useCommentStreams } from './get-comment-streams.js';
import { useModerateComment } from './moderate-comment.js';

const TEXTS = MESSAGES.adminComments;
const FILTER_DEFAULTS = { status: 'all', stream: 'all' };
/** The filter says who sees the comments; its values stay the API's (pending is held). */
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...COMMENT_STATUSES.map((status) => ({
    value: status,
    label: COMMENT_VISIBILITY_LABELS[COMMENT_STATUS_VISIBILITY[status]],
  })),
];

const asStatus = (value: string): CommentStatus | 'all' =>
  (COMMENT_STATUSES as readonly string[]).includes(value) ? (value as CommentStatus) : 'all';

/** Comment Management: review what visitors wrote under the streams. */
export function CommentManagement(props: AdminSectionViewProps) {
  const list = useListParams(FILTER_DEFAULTS);
  const status = asStatus(list.filters.status);
  const streams = useCommentStreams();
  const query = useAdminComments({
    search: list.search,
    page: list.page,
    status,
    streamId: list.filters.stream,
  });
  const streamOptions = [
    { value: 'all', label: 'All streams' },
    ...(streams.data ?? []).map((stream) => ({ value: stream._id, label: stream.title })),
  ];
  // A stream from the address that is not among the newest still shows as chosen.
  if (!streamOptions.some((option) => option.value === list.filters.stream)) {
    streamOptions.push({ value: list.filters.stream, label: 'Selected stream' });
  }
  const moderate = useModerateComment();
  const state = useManagementList<AdminComment>({
    remove: useDeleteComment(),
    deleteFailed: TEXTS.deleteFailed,
  });
  const [editing, setEditing] = useState<AdminComment | null>(null);
  const sender = useSanctionSender();
  const runningId = moderate.isPending ? moderate.variables.id : null;

  const onModerate = (comment: AdminComment, action: 'approve' | 'spam') =>
    state.act(moderate, { id: comment._id, action }, TEXTS.moderateFailed);

  return (
    <AdminSectionFrame {...props}>
      {sender.notice ? (
        <Banner tone={sender.notice.tone} onDismiss={sender.dismiss}>
          {sender.notice.text}
        </Banner>
      ) : null}
      <ManagementList
        searchPlaceholder="Search comments, names, emails or streams..."
        searchLabel="Search comments"
        filters={[
          { name: 'status', label: 'Filter by status', value: status, options: STATUS_OPTIONS },
          {
            name: 'stream',
            label: 'Filter by stream',
            value: list.filters.stream,
            options: streamOptions,
          },
        ]}
        noun={['comment', 'comments']}
        query={query}
        items={query.data?.comments}
        texts={TEXTS}
        params={list}
        state={state}
        empty={{
          icon: MessageSquare,
          firstUseHint: 'Comments visitors leave under a stream appear here for review.',
        }}
        label="Comments"
        pagerLabel="Comment pages"
        renderItem={(comment) => (
          <CommentCard
            comment={comment}
            busy={runningId === comment._id}
            onModerate={onModerate}
            onEdit={setEditing}
            onSanction={(target, choice) =>
              sender.sanction({ commentId: target._id, userName: target.userName }, choice)
            }
            onDelete={state.askDelete}
          />
        )}
        deleteThing="comment"
        deleteName={(comment) => `Comment by ${comment.userName}`}
      >
        {/* A fresh form for each item opened. */}
        <CommentEditModal
          key={editing?._id ?? 'closed'}
          comment={editing}
          onClose={() => setEditing(null)}
        />
      </ManagementList>
    </AdminSectionFrame>
  );
}
