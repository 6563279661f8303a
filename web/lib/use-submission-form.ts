import { useCallback, useRef, useState, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;

/**
 * Whether the visitor changed a server-rendered control before the page's code ran: a text with
 * something in it, a list showing another option than the one it was sent with (a list always
 * has a value). A checkbox cannot tell, and takes its starting value.
 */
function changedBeforeHydration(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
): boolean {
  if (control instanceof HTMLSelectElement) {
    const sent = [...control.options].findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(0, sent);
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return false;
  return control.value !== '';
}

/** What a control spreads: its name, the ref that fills it, and the input that clears its error. */
interface Registered {
  name: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void;
  onInput: () => void;
}

/**
 * A visitor's form whose rules the server checks (contact, testimony): the controls keep their own
 * values (uncontrolled), the submit reads them, the server's field errors show under the fields.
 * A few hundred bytes in place of react-hook-form (about 15 KB gzip), which keeps the contact and
 * testify pages within their JavaScript budget (decision 0107).
 *
 * A control is filled with its starting value when it is attached, unless the visitor has already
 * typed into the server-rendered form before the page's code ran. A field's error clears as soon
 * as it is edited.
 */
export function useSubmissionForm<V extends Values>(defaults: V) {
  const controls = useRef(
    new Map<keyof V, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(),
  );
  // Each control is filled once: a later render must not refill a field the visitor emptied.
  const filled = useRef(new WeakSet<Element>());
  const [errors, setErrors] = useState<Partial<Record<keyof V, { message: string }>>>({});

  const setError = useCallback((field: keyof V & string, error: { message: string }) => {
    setErrors((current) => ({ ...current, [field]: { message: error.message } }));
  }, []);

  const write = (
    control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    value: unknown,
  ) => {
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      control.checked = Boolean(value);
    else control.value = typeof value === 'string' ? value : '';
  };

  const register = (field: keyof V & string): Registered => ({
    name: field,
    ref: (element) => {
      if (!element) {
        controls.current.delete(field);
        return;
      }
      controls.current.set(field, element);
      if (filled.current.has(element)) return;
      filled.current.add(element);
      if (!changedBeforeHydration(element)) write(element, defaults[field]);
    },
    onInput: () =>
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
  });

  const getValues = (): V => {
    const values: Values = { ...defaults };
    for (const [field, control] of controls.current) {
      values[field as string] =
        control instanceof HTMLInputElement && control.type === 'checkbox'
          ? control.checked
          : control.value;
    }
    return values as V;
  };

  /** Puts values back into the controls (after a submission, the fields to clear). */
  const reset = (values: V) => {
    for (const [field, control] of controls.current) write(control, values[field]);
    setErrors({});
  };

  /**
   * Shows errors found before sending (the form's own rules) and moves the focus to the first
   * field in error, in the order the fields were attached, as react-hook-form did. True when
   * there was one.
   */
  const showFieldErrors = (found: Partial<Record<keyof V, string>>): boolean => {
    const fields = Object.keys(found) as (keyof V & string)[];
    if (fields.length === 0) return false;
    setErrors(
      Object.fromEntries(fields.map((field) => [field, { message: found[field] }])) as Partial<
        Record<keyof V, { message: string }>
      >,
    );
    for (const [field, control] of controls.current)
      if (field in found) {
        control.focus();
        break;
      }
    return true;
  };

  const handleSubmit =
    (onValid: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setErrors({});
      await onValid(getValues());
    };

  return { register, errors, setError, showFieldErrors, getValues, reset, handleSubmit };
}
