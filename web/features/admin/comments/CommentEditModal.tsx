import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.js';
import {
  adminCommentUpdateSchema,
  type AdminComment,
  type AdminCommentUpdate,
} from '../../../../shared/schemas/admin-comments.js';
import { errorMessage } from '../../../lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '../kit/index.js';
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
  const update = useUpdateComment();
  const [failure, setFailure] = useState<string | null>(null);
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
  const { register, setValue, setError, formState } = form;

  const submit = form.handleSubmit((body) => {
    if (!comment) return;
    setFailure(null);
    update.mutate(
      { id: comment._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!applyServerErrors(error, setError, ['content', 'isSpam'])) {
            setFailure(errorMessage(error, MESSAGES.adminComments.updateFailed));
          }
        },
      },
    );
  });

  const contentError = formState.errors.content?.message;
  return (
    <FormModal
      open={comment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Comment"
      {...(comment ? { description: `By ${comment.userName} on ${comment.streamId.title}` } : {})}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Changes"
      submitting={update.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
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
