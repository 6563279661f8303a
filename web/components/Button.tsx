import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonStyle } from './button-class.js';
import { Spinner } from './Spinner.js';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Omit<ButtonStyle, 'className'> & {
    /** Shows a spinner and disables the button while an action runs. */
    busy?: boolean;
  };

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size={18} /> : null}
      {children}
    </button>
  );
}
