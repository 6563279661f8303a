import { LogOut, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { errorMessage } from '#web/lib/api-client.js';

interface SettingsSectionProps {
  goLiveEmails: boolean;
  switching: boolean;
  onGoLiveEmails: (on: boolean) => Promise<unknown>;
  signingOut: boolean;
  onSignOutEverywhere: () => Promise<unknown>;
  onDelete: () => void;
}

/** Go-live emails, signing out on every device, and deleting the account. */
export function SettingsSection({
  goLiveEmails,
  switching,
  onGoLiveEmails,
  signingOut,
  onSignOutEverywhere,
  onDelete,
}: SettingsSectionProps) {
  const uid = useId();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setNote(null);
    try {
      await action();
      setNote({ tone: 'success', text: done });
    } catch (error) {
      setNote({ tone: 'error', text: errorMessage(error, failed) });
    }
  };

  return (
    <section className="card account__section" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="account__title">
        Emails and sign-in
      </h2>
      <div className="account__row">
        <div>
          <p className="account__row-title" id={`${uid}-live`}>
            Go-live emails
          </p>
          <p className="account__muted">An email when one of our services goes live.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={goLiveEmails}
          aria-labelledby={`${uid}-live`}
          className="account__switch"
          disabled={switching}
          onClick={() =>
            void run(
              () => onGoLiveEmails(!goLiveEmails),
              goLiveEmails
                ? 'We will not email you when we go live.'
                : 'We will email you when we go live.',
              'Your choice could not be saved. Please try again.',
            )
          }
        >
          <span className="account__switch-knob" aria-hidden="true" />
        </button>
      </div>
      <div className="account__row">
        <div>
          <p className="account__row-title">Sign out everywhere</p>
          <p className="account__muted">
            Every other phone or computer signed in as you is signed out; this one stays.
          </p>
        </div>
        <Button
          variant="outline"
          busy={signingOut}
          onClick={() =>
            void run(
              onSignOutEverywhere,
              ACCOUNT_MESSAGES.signedOutEverywhere,
              'You could not be signed out elsewhere. Please try again.',
            )
          }
        >
          <LogOut aria-hidden="true" size={18} /> Sign out everywhere
        </Button>
      </div>
      {note ? (
        <Banner tone={note.tone} onDismiss={() => setNote(null)}>
          {note.text}
        </Banner>
      ) : null}
      <div className="account__row account__danger">
        <div>
          <p className="account__row-title">Delete my account</p>
          <p className="account__muted">
            Your account goes; you choose whether what you wrote stays, as a guest’s, or goes too.
          </p>
        </div>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" size={18} /> Delete my account
        </Button>
      </div>
    </section>
  );
}
