import { ChevronDown, LogIn, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { useLivestreamUser } from '#web/lib/livestream-user.js';
import { openMemberSignIn, signOutMember, switchMember } from './member-sign-in.js';

/**
 * The header's member control: "Sign in" for visitors (guests too), the member's name with
 * Sign out and "Not you?" once signed in. The session lives in this browser, so the server
 * renders "Sign in" and the name appears after hydration (no mismatch).
 */
export function AccountMenu() {
  const user = useLivestreamUser();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user || user.isGuest) {
    return (
      <button
        type="button"
        className="header-tool account-menu__sign-in"
        onClick={openMemberSignIn}
      >
        <LogIn aria-hidden="true" size={18} />
        <span className="account-menu__label">Sign in</span>
      </button>
    );
  }

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="account-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="header-tool account-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account: ${user.name}`}
        onClick={() => setOpen((was) => !was)}
      >
        <UserRound aria-hidden="true" size={18} />
        {/* The first name: the header's links need the room; the panel says the whole name. */}
        <span className="account-menu__name">{user.name.trim().split(/\s+/)[0]}</span>
        <ChevronDown aria-hidden="true" size={14} />
      </button>
      {open ? (
        <div id={menuId} className="account-menu__panel">
          <p className="account-menu__who">
            Signed in as <strong>{user.name}</strong>
          </p>
          <Link
            to={SITE_ROUTES.account.path}
            className="account-menu__item"
            onClick={() => setOpen(false)}
          >
            <UserRound aria-hidden="true" size={16} />
            My account
          </Link>
          <button type="button" className="account-menu__item" onClick={choose(signOutMember)}>
            <LogOut aria-hidden="true" size={16} />
            Sign out
          </button>
          <button type="button" className="account-menu__item" onClick={choose(switchMember)}>
            <LogIn aria-hidden="true" size={16} />
            Not you?
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The same in the phone menu: a row of plain buttons. */
export function AccountMenuRows({ onChosen }: { onChosen: () => void }) {
  const user = useLivestreamUser();
  const choose = (action: () => void) => () => {
    onChosen();
    action();
  };
  if (!user || user.isGuest) {
    return (
      <button type="button" className="mobile-menu__tool" onClick={choose(openMemberSignIn)}>
        <LogIn aria-hidden="true" size={18} />
        Sign in
      </button>
    );
  }
  return (
    <div className="mobile-menu__account" role="group" aria-label="Your account">
      <p className="mobile-menu__who">
        <UserRound aria-hidden="true" size={18} />
        <span>
          Signed in as <strong>{user.name}</strong>
        </span>
      </p>
      <Link to={SITE_ROUTES.account.path} className="mobile-menu__tool" onClick={onChosen}>
        <UserRound aria-hidden="true" size={18} />
        My account
      </Link>
      <button type="button" className="mobile-menu__tool" onClick={choose(signOutMember)}>
        <LogOut aria-hidden="true" size={18} />
        Sign out
      </button>
      <button type="button" className="mobile-menu__tool" onClick={choose(switchMember)}>
        <LogIn aria-hidden="true" size={18} />
        Not you?
      </button>
    </div>
  );
}
