import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control; give it `id`, and `aria-describedby={describedBy(id, error)}`. */
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** The ids an input should be described by: its error when it has one. */
export function describedBy(id: string, error: string | undefined): string | undefined {
  return error ? errorId(id) : undefined;
}

/** A labelled form control with its error line underneath. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
