import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '#web/lib/api-client.js';
import { applyServerErrors } from './server-errors.js';

interface EditFormOptions<Item, Input extends FieldValues, Body> {
  /** The item being edited; null while the dialog is closed. */
  item: Item | null;
  form: UseFormReturn<Input, unknown, Body>;
  /** The update mutation: takes the item's id and the form's body. */
  update: {
    isPending: boolean;
    mutate: (
      variables: { id: string; body: Body },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
  };
  /** The fields the server's field errors may name. */
  serverFields: readonly Path<Input>[];
  /** The spec's fallback when the update fails, e.g. 'Failed to update comment'. */
  failedText: string;
  onClose: () => void;
}

/**
 * An edit dialog's submit: saves through the mutation and closes, or puts the server's field
 * errors under the fields, else shows a failure over the form. Answers FormModal's props.
 */
export function useEditForm<Item extends { _id: string }, Input extends FieldValues, Body>({
  item,
  form,
  update,
  serverFields,
  failedText,
  onClose,
}: EditFormOptions<Item, Input, Body>) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((body) => {
    if (!item) return;
    setFailure(null);
    update.mutate(
      { id: item._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!applyServerErrors(error, form.setError, serverFields)) {
            setFailure(errorMessage(error, failedText));
          }
        },
      },
    );
  });

  return {
    open: item !== null,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    submitLabel: 'Save Changes',
    submitting: update.isPending,
    failure,
    onDismissFailure: () => setFailure(null),
  };
}
