import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control inside, which the label points to. */
  htmlFor: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form control with its hint and its error underneath. */
export function FormField({ htmlFor, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={`${htmlFor}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that mark a control invalid and point it at its error text. */
export function invalidProps(htmlFor: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${htmlFor}-error` } : {};
}
