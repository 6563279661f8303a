import { Eye, EyeOff, Lock } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { id: string };

/** A password box with a show/hide toggle. */
export function PasswordInput({ id, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field__control">
      <Lock className="field__icon" aria-hidden="true" size={18} />
      <input id={id} type={visible ? 'text' : 'password'} className="field__input" {...rest} />
      <button
        type="button"
        className="field__toggle"
        onClick={() => {
          setVisible((value) => !value);
        }}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={id}
        title={visible ? 'Hide password' : 'Show password'}
      >
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  );
}
