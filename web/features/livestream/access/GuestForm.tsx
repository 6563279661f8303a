import { ArrowLeft, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { isMailAddress } from '#shared/email.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { saveLivestreamUser, type LivestreamUser } from '#web/lib/livestream-user.js';
import { FormField } from '#web/components/FormField.js';

interface GuestFormProps {
  prefill: LivestreamUser | null;
  onDone: () => void;
  onBack: () => void;
}

/** Continue as a guest: a name and email are enough to chat and send prayer requests. */
export function GuestForm({ prefill, onDone, onBack }: GuestFormProps) {
  const [name, setName] = useState(prefill?.name ?? '');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedName = name.trim();
    const trimmedEmail = email.trim();
    if (!trimmedName || !trimmedEmail) {
      setError(MESSAGES.registration.guestRequired);
      return;
    }
    if (!isMailAddress(trimmedEmail)) {
      setError(MESSAGES.registration.emailInvalid);
      return;
    }
    try {
      saveLivestreamUser({ name: trimmedName, email: trimmedEmail, isGuest: true });
      onDone();
    } catch {
      setError(MESSAGES.registration.guestFailed);
    }
  };

  return (
    <form className="access-form" onSubmit={submit} noValidate>
      <FormField htmlFor="guest-name" label="Name">
        <input
          id="guest-name"
          className="field__input"
          autoComplete="name"
          value={name}
          aria-invalid={error && !name.trim() ? true : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <FormField htmlFor="guest-email" label="Email">
        <input
          id="guest-email"
          type="email"
          className="field__input"
          autoComplete="email"
          value={email}
          aria-invalid={error && email.trim() === '' ? true : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="access-form__actions">
        <Button type="submit" size="lg" block>
          <UserRound aria-hidden="true" size={18} /> Continue as Guest
        </Button>
        <Button variant="ghost" size="lg" block onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} /> Back to Login
        </Button>
      </div>
    </form>
  );
}
