import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages.js';
import {
  adminCommentUpdateSchema,
  type AdminComment,
  type AdminCommentUpdate,
} from '#shared/schemas/admin-comments.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  fieldDescribedBy,
  useEditForm,
} from '#web/admin/kit/index.js';
import { useUpdateComment } from './update-comment.js';

type FormInput = z.input<typeof adminCommentUpdateSchema>;

/** Edit a comment's text and state; ticking Approve clears Spam and ticking Spam clears Approve. */
export function CommentEditModal({
  comment,
  onClose,
}: {
  comment: AdminComment | null;
  onClose: () => void;
}) {
  const form = useForm<FormInput, unknown, AdminCommentUpdate>({
    resolver: zodResolver(adminCommentUpdateSchema),
    ...(comment
      ? {
          defaultValues: {
            content: comment.content,
            isModerated: comment.isModerated,
            isSpam: comment.isSpam,
          },
        }
      : {}),
  });
  const { register, setValue, formState } = form;
  const modal = useEditForm({
    item: comment,
    form,
    update: useUpdateComment(),
    serverFields: ['content', 'isSpam'],
    failedText: MESSAGES.adminComments.updateFailed,
    onClose,
  });

  const contentError = formState.errors.content?.message;
  return (
    <FormModal
      {...modal}
      title="Edit Comment"
      {...(comment ? { description: `By ${comment.userName} on ${comment.streamId.title}` } : {})}
    >
      <FormField id="comment-content" label="Content" required error={contentError}>
        <textarea
          id="comment-content"
          rows={5}
          className="field__input field__textarea"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={fieldDescribedBy('comment-content', contentError)}
          {...register('content')}
        />
      </FormField>
      <CheckboxField
        id="comment-approved"
        label="Approve"
        hint="Approved comments show under the stream."
        {...register('isModerated', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) setValue('isSpam', false);
          },
        })}
      />
      <CheckboxField
        id="comment-spam"
        label="Spam"
        hint="Spam is hidden from the livestream page."
        {...register('isSpam', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) setValue('isModerated', false);
          },
        })}
      />
      {formState.errors.isSpam?.message ? (
        <p className="field__error" role="alert">
          {formState.errors.isSpam.message}
        </p>
      ) : null}
    </FormModal>
  );
}
