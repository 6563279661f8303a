import { MESSAGES } from '#shared/messages.js';
import { adminCommentUpdateSchema, type AdminComment } from '#shared/schemas/admin-comments.js';
import { EditDialog } from '#web/admin/kit/index.js';
import { useUpdateComment } from './api.js';

/** Edit a comment's text and state; ticking Approve clears Spam and ticking Spam clears Approve. */
export function CommentEditModal({
  comment,
  onClose,
}: {
  comment: AdminComment;
  onClose: () => void;
}) {
  return (
    <EditDialog
      item={comment}
      title="Edit Comment"
      description={`By ${comment.userName} on ${comment.streamId.title}`}
      schema={adminCommentUpdateSchema}
      values={{
        content: comment.content,
        isModerated: comment.isModerated,
        isSpam: comment.isSpam,
      }}
      fields={[
        {
          name: 'content',
          id: 'comment-content',
          label: 'Content',
          kind: 'textarea',
          rows: 5,
          required: true,
        },
        {
          name: 'isModerated',
          id: 'comment-approved',
          label: 'Approve',
          hint: 'Approved comments show under the stream.',
          kind: 'checkbox',
          unticks: 'isSpam',
        },
        {
          name: 'isSpam',
          id: 'comment-spam',
          label: 'Spam',
          hint: 'Spam is hidden from the livestream page.',
          kind: 'checkbox',
          unticks: 'isModerated',
        },
      ]}
      update={useUpdateComment()}
      failedText={MESSAGES.adminComments.updateFailed}
      onClose={onClose}
    />
  );
}
