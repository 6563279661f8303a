import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonStyle } from './button-class.js';

type ButtonLinkProps = Omit<LinkProps, 'className'> &
  Omit<ButtonStyle, 'className'> & { className?: string };

/** A link that looks like a button (the home hero's calls to action, for example). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...rest} />;
}
