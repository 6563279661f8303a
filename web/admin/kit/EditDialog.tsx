import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, FormField, FormModal, fieldDescribedBy } from './FormModal.js';
import type { FilterOption } from './ListToolbar.js';
import { useEditForm, type UpdateMutation } from './use-edit-form.js';

/** One field of an edit dialog: what it edits and how it is shown. */
export type EditField<Input extends FieldValues> = {
  name: Path<Input>;
  /** The control's id, e.g. 'comment-content'. */
  id: string;
  label: string;
  hint?: string | undefined;
} & (
  | { kind: 'input' | 'textarea'; required?: boolean; rows?: number }
  | { kind: 'select'; required?: boolean; options: readonly FilterOption[] }
  | {
      kind: 'checkbox';
      /** Ticking this box unticks that one: the two exclude each other (Approve and Spam). */
      unticks?: Path<Input>;
    }
);

interface EditDialogProps<Item, Input extends FieldValues, Body, Answer> {
  item: Item;
  title: string;
  description: string;
  size?: 'md' | 'lg';
  /** Checks the form and gives the update's body. */
  schema: z.ZodType<Body, Input>;
  /** The form's first values, from the item. */
  values: DefaultValues<Input>;
  fields: readonly EditField<Input>[];
  /** Shown over the fields: what is being answered (a message, a request). */
  lead?: ReactNode;
  update: UpdateMutation<Body, Answer>;
  /** The spec's fallback when the update fails, e.g. 'Failed to update comment'. */
  failedText: string;
  onSaved?: (answer: Answer) => void;
  onClose: () => void;
}

/**
 * An item's edit dialog made from a list of fields: the form checked by the schema, Save
 * Changes, the server's field errors under the fields and any other failure over them. Mount it
 * for each item opened, so it starts from the item's values.
 */
export function EditDialog<Item extends { _id: string }, Input extends FieldValues, Body, Answer>({
  item,
  title,
  description,
  size = 'md',
  schema,
  values,
  fields,
  lead,
  update,
  failedText,
  onSaved,
  onClose,
}: EditDialogProps<Item, Input, Body, Answer>) {
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values,
  });
  const modal = useEditForm({
    item,
    form,
    update,
    ...(onSaved ? { onSaved } : {}),
    serverFields: fields.map((field) => field.name),
    failedText,
    onClose,
  });
  const { register, setValue, formState } = form;

  const errorOf = (name: Path<Input>): string | undefined => {
    const message: unknown = formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <FormModal {...modal} title={title} description={description} size={size}>
      {lead}
      {fields.map((field) => {
        const error = errorOf(field.name);
        if (field.kind === 'checkbox') {
          const { unticks } = field;
          return (
            <Fragment key={field.id}>
              <CheckboxField
                id={field.id}
                label={field.label}
                {...(field.hint ? { hint: field.hint } : {})}
                {...register(field.name, {
                  ...(unticks
                    ? {
                        onChange: (event: { target: { checked: boolean } }) => {
                          if (event.target.checked) setValue(unticks, false as never);
                        },
                      }
                    : {}),
                })}
              />
              {error ? (
                <p className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </Fragment>
          );
        }
        const control = {
          id: field.id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': fieldDescribedBy(field.id, error, field.hint),
          ...register(field.name),
        };
        return (
          <FormField
            key={field.id}
            id={field.id}
            label={field.label}
            required={field.required}
            error={error}
            hint={field.hint}
          >
            {field.kind === 'select' ? (
              <select className="field__input" {...control}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.kind === 'textarea' ? (
              <textarea rows={field.rows} className="field__input field__textarea" {...control} />
            ) : (
              <input className="field__input" {...control} />
            )}
          </FormField>
        );
      })}
    </FormModal>
  );
}
