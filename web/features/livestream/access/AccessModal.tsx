import './access.css';
import { useState } from 'react';
import { Modal } from '#web/components/modal/Modal.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { ForgotPasswordForm } from '#web/features/password-reset/index.js';
import { Button } from '#web/components/Button.js';
import { ArrowLeft } from 'lucide-react';
import { GuestForm } from './GuestForm.js';
import { RegistrationForm } from './RegistrationForm.js';
import { SignInForm } from './SignInForm.js';

export type AccessView = 'register' | 'guest' | 'signin' | 'forgot';

const DESCRIPTIONS: Record<AccessView, string> = {
  register: 'Register as a member to join the conversation, or continue as a guest.',
  guest:
    'Join the chat and send prayer requests without an account. We only use your email to reply to you.',
  signin: 'Sign in as a member.',
  forgot: 'Choose a new password by email.',
};

interface AccessModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: LivestreamUser | null;
  /** Where it opens (the header's "Sign in" opens the sign-in form). */
  initialView?: AccessView;
  title?: string;
}

/** The access modal: registration, guest and member sign-in. */
export function AccessModal({
  open,
  onOpenChange,
  user,
  initialView = 'register',
  title = 'Welcome to Live Stream',
}: AccessModalProps) {
  const [view, setView] = useState<AccessView>(initialView);
  // The address typed in one form goes with the member to the next (registration found it
  // taken -> sign in -> forgot the password).
  const [email, setEmail] = useState<string | null>(null);
  const close = () => {
    onOpenChange(false);
    setView(initialView);
    setEmail(null);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title={title}
      description={DESCRIPTIONS[view]}
      size="md"
      className="access-modal"
    >
      {view === 'register' ? (
        <RegistrationForm
          prefill={user}
          onDone={close}
          onGuest={() => {
            setView('guest');
          }}
          onSignIn={(typed) => {
            setEmail(typed);
            setView('signin');
          }}
        />
      ) : null}
      {view === 'guest' ? (
        <GuestForm
          prefill={user}
          onDone={close}
          onBack={() => {
            setView('register');
          }}
        />
      ) : null}
      {view === 'signin' ? (
        <SignInForm
          prefill={user}
          email={email}
          onDone={close}
          onBack={() => {
            setView('register');
          }}
          onForgot={(typed) => {
            setEmail(typed);
            setView('forgot');
          }}
        />
      ) : null}
      {view === 'forgot' ? (
        <ForgotPasswordForm
          email={email ?? user?.email ?? ''}
          back={
            <Button variant="ghost" size="lg" block onClick={() => setView('signin')}>
              <ArrowLeft aria-hidden="true" size={18} /> Back to Sign In
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
