import { useState, type ComponentProps, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { STAFF_ROLES } from '#shared/schemas/auth.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, applyServerErrors, fieldDescribedBy } from '#web/admin/kit/index.js';
import { ROLE_LABELS } from './staff-roles.js';

interface StaffDialogOptions<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Put before a field's name for its id: `staff` gives `staff-email`. */
  idPrefix: string;
  /** The fields the server's field errors may name. */
  serverFields: readonly Path<Values>[];
  /** Sends the form and hands on the server's answer. */
  send: (values: Values) => Promise<void>;
  sending: boolean;
  /** Said over the form when the server refuses it for no one field. */
  failedText: string;
  onClose: () => void;
}

/**
 * What the invite and edit dialogs share: each field's id, error and hint wiring, the server's
 * field errors under their fields and any other failure over the form, and FormModal's props.
 */
export function useStaffDialog<Values extends FieldValues>({
  form,
  idPrefix,
  serverFields,
  send,
  sending,
  failedText,
  onClose,
}: StaffDialogOptions<Values>) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, serverFields)) {
        setFailure(errorMessage(error, failedText));
      }
    }
  });

  /** FormField's id and error for a field; every staff field has a hint. */
  const field = (name: Path<Values>) => ({
    id: `${idPrefix}-${name}`,
    error: form.getFieldState(name, form.formState).error?.message,
  });

  /** The field's control: its id, its invalid state, its hint and error, registered. */
  const input = (name: Path<Values>) => {
    const { id, error } = field(name);
    return {
      id,
      className: 'field__input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(id, error, true),
      ...form.register(name),
    };
  };

  const modal = {
    open: true,
    onOpenChange: (next: boolean) => {
      if (!next) onClose();
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    submitting: sending,
    failure,
    onDismissFailure: () => setFailure(null),
  };

  return { field, input, modal };
}

/** The role choice of both staff dialogs. */
export function RoleField({
  id,
  error,
  select,
}: {
  id: string;
  error: string | undefined;
  /** The select's props, from `input('role')`. */
  select: ComponentProps<'select'>;
}) {
  return (
    <FormField
      id={id}
      label="Role"
      required
      error={error}
      hint="Admins can do everything; moderators look after comments, chats, testimonies and messages."
    >
      <select {...select}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
