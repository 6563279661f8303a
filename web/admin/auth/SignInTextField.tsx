import '#web/components/field.css';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FormField, invalidProps } from '#web/components/FormField.js';

interface SignInTextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className'> {
  id: string;
  label: string;
  icon: LucideIcon;
  error?: string | undefined;
}

/** A text box of the sign-in forms: its label, its icon inside the box, its error under it. */
export function SignInTextField({ id, label, icon: Icon, error, ...input }: SignInTextFieldProps) {
  return (
    <FormField htmlFor={id} label={label} error={error}>
      <div className="field__control">
        <Icon className="field__icon" aria-hidden="true" size={18} />
        <input id={id} className="field__input" {...invalidProps(id, error)} {...input} />
      </div>
    </FormField>
  );
}
