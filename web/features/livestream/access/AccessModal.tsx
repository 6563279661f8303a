import './access.css';
import { useState } from 'react';
import { Modal } from '#web/components/modal/Modal.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { GuestForm } from './GuestForm.js';
import { RegistrationForm } from './RegistrationForm.js';
import { SignInForm } from './SignInForm.js';

export type AccessView = 'register' | 'guest' | 'signin';

const DESCRIPTIONS: Record<AccessView, string> = {
  register: 'Register as a member to join the conversation, or continue as a guest.',
  guest:
    'Join the chat and send prayer requests without an account. We only use your email to reply to you.',
  signin: 'Sign in as a member.',
};

interface AccessModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: LivestreamUser | null;
}

/** Spec section 2's access modal: registration, guest and (beyond the spec) member sign-in. */
export function AccessModal({ open, onOpenChange, user }: AccessModalProps) {
  const [view, setView] = useState<AccessView>('register');
  const close = () => {
    onOpenChange(false);
    setView('register');
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title="Welcome to Live Stream"
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
          onSignIn={() => {
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
          onDone={close}
          onBack={() => {
            setView('register');
          }}
        />
      ) : null}
    </Modal>
  );
}
