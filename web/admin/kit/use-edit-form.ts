import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '#web/lib/api-client.js';
import { applyServerErrors } from './server-errors.js';

/** An update mutation: takes the item's id and the form's body. */
export interface UpdateMutation<Body, Answer> {
  isPending: boolean;
  mutate: (
    variables: { id: string; body: Body },
    callbacks: { onSuccess: (answer: Answer) => void; onError: (error: unknown) => void },
  ) => void;
}

interface EditFormOptions<Item, Input extends FieldValues, Body, Answer> {
  /** The item being edited; null while the dialog is closed. */
  item: Item | null;
  form: UseFormReturn<Input, unknown, Body>;
  update: UpdateMutation<Body, Answer>;
  /** After a save, before the dialog closes: the server's answer (e.g. what was emailed). */
  onSaved?: (answer: Answer) => void;
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
export function useEditForm<
  Item extends { _id: string },
  Input extends FieldValues,
  Body,
  Answer = unknown,
>({
  item,
  form,
  update,
  onSaved,
  serverFields,
  failedText,
  onClose,
}: EditFormOptions<Item, Input, Body, Answer>) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((body) => {
    if (!item) return;
    setFailure(null);
    update.mutate(
      { id: item._id, body },
      {
        onSuccess: (answer) => {
          onSaved?.(answer);
          onClose();
        },
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
