import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type FieldPath, get } from 'react-hook-form';
import type { SiteContent } from '#shared/schemas/site-content.js';

type FieldProps = {
  name: FieldPath<SiteContent>;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input bound to the site content form, with its error under it. */
export function ContentField({
  name,
  label,
  hint,
  multiline = false,
  rows = 3,
  ...rest
}: FieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SiteContent>();
  const error = get(errors, name) as { message?: string } | undefined;
  const id = `content-${name.replace(/\./g, '-')}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: multiline ? 'field__input field__textarea' : 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...register(name),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input {...rest} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
