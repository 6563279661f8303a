import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '#web/components/Button.js';
import { Modal } from '#web/components/modal/Modal.js';
import { FailureBanner } from './ListStates.js';

interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The form's fields (FormField). */
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** While true the submit button spins and the dialog cannot be closed. */
  submitting: boolean;
  /** A failure of the whole form (not of one field), shown above the fields. */
  failure?: string | null;
  onDismissFailure?: () => void;
  size?: 'sm' | 'md' | 'lg';
}

/** An add or edit dialog: the fields, Cancel and a submit button showing the submitting state. */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  onSubmit,
  submitLabel,
  submitting,
  failure,
  onDismissFailure,
  size = 'md',
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
      size={size}
      busy={submitting}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-modal" onSubmit={onSubmit} noValidate>
        {failure ? (
          <FailureBanner message={failure} onDismiss={() => onDismissFailure?.()} />
        ) : null}
        {children}
      </form>
    </Modal>
  );
}

interface FormFieldProps {
  /** The id of the control inside, for the label. */
  id: string;
  label: string;
  required?: boolean;
  /** The client's or the server's message for this field, shown under it. */
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One labelled field with its hint and error. Give the control
 * `aria-invalid` and `aria-describedby={fieldDescribedBy(id, error, hint)}`.
 */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a FormField's control. */
export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A tick box with its label on the right. */
export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  return (
    <div className="check-field">
      <input id={id} type="checkbox" className="check-field__box" {...input} />
      <label htmlFor={id} className="check-field__label">
        {label}
        {hint ? <span className="check-field__hint">{hint}</span> : null}
      </label>
    </div>
  );
}
