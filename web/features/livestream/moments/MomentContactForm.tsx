import type { FormEvent } from 'react';
import { MOMENT_LIMITS } from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { MOMENT_TEXTS } from './moment-words.js';

export interface MomentContact {
  name: string;
  email: string;
  phone: string;
  note: string;
}

interface MomentContactFormProps {
  idPrefix: string;
  value: MomentContact;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (next: MomentContact) => void;
  onSubmit: (event: FormEvent) => void;
}

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The moment's small form: a way to reach the visitor, all optional, and a note. */
export function MomentContactForm({
  idPrefix,
  value,
  errors,
  busy,
  onChange,
  onSubmit,
}: MomentContactFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="moment-card__form" onSubmit={onSubmit} noValidate>
      <p className="moment-card__form-heading">{MOMENT_TEXTS.contactHeading}</p>
      <p className="moment-card__form-hint">{MOMENT_TEXTS.contactHint}</p>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          htmlFor={id(field.name)}
          label={field.label}
          error={errors[field.name]}
        >
          <input
            id={id(field.name)}
            className="field__input"
            type={field.type}
            autoComplete={field.autoComplete}
            value={value[field.name]}
            onChange={(event) => onChange({ ...value, [field.name]: event.currentTarget.value })}
            {...invalidProps(id(field.name), errors[field.name])}
          />
        </FormField>
      ))}
      <FormField htmlFor={id('note')} label="Note" error={errors.note}>
        <textarea
          id={id('note')}
          className="field__input field__textarea moment-card__note"
          rows={2}
          maxLength={MOMENT_LIMITS.note}
          value={value.note}
          onChange={(event) => onChange({ ...value, note: event.currentTarget.value })}
          {...invalidProps(id('note'), errors.note)}
        />
      </FormField>
      <Button type="submit" block busy={busy}>
        {MOMENT_TEXTS.send}
      </Button>
    </form>
  );
}
