import './login.css';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '#web/components/BrandMark.js';
import { ThemeToggle } from '#web/features/theme/index.js';

interface SignInFrameProps {
  title: string;
  /** The line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The page around the panel's sign-in and set-password forms: the way back to the website, the
 * theme toggle, and the card with the church's mark and the page's title.
 */
export function SignInFrame({ title, subtitle, children }: SignInFrameProps) {
  return (
    <main className="login">
      <div className="login__backdrop" aria-hidden="true" />
      <Link to="/" className="login__back">
        <ArrowLeft aria-hidden="true" size={16} />
        Back to website
      </Link>
      <ThemeToggle className="header-tool login__theme" />
      <div className="card login__card">
        <div className="login__head">
          <span className="login__mark">
            <BrandMark size={44} />
          </span>
          <h1 className="login__title">{title}</h1>
          {subtitle ? <p className="login__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </main>
  );
}
