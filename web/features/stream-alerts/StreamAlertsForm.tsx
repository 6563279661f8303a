import './stream-alerts.css';
import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { subscribeToStreamAlerts } from './stream-alerts-api.js';

const FAILED = 'We could not sign you up just now. Please try again.';

interface StreamAlertsFormProps {
  /** The line above the field; the live page and the home banner word it for their place. */
  label?: string;
  /** The button's words: in the "Notify me" control's dialog it says what it sends. */
  submitLabel?: string;
  className?: string;
}

/**
 * "Email me when we go live": one address, confirmed by an emailed link. Plain state, no form
 * library: it sits on the home page, whose first load stays small.
 */
export function StreamAlertsForm({
  label = 'Get an email when we go live',
  submitLabel = 'Notify me',
  className,
}: StreamAlertsFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setDone(await subscribeToStreamAlerts(email.trim()));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.errors?.email
          ? failure.errors.email
          : errorMessage(failure, FAILED),
      );
    } finally {
      setBusy(false);
    }
  };

  const classes = ['stream-alerts', className ?? ''].join(' ').trim();
  if (done) {
    return (
      <div className={classes}>
        <p className="stream-alerts__done" role="status">
          <BellRing aria-hidden="true" size={18} /> {done}
        </p>
      </div>
    );
  }
  return (
    <form className={classes} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className="stream-alerts__label" htmlFor={`${id}-email`}>
        <BellRing aria-hidden="true" size={16} /> {label}
      </label>
      <div className="stream-alerts__row">
        <input
          id={`${id}-email`}
          type="email"
          className="field__input stream-alerts__input"
          autoComplete="email"
          placeholder="Your email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
        <Button type="submit" busy={busy} className="stream-alerts__button">
          {submitLabel}
        </Button>
      </div>
      {error ? (
        <p className="field__error stream-alerts__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        <p className="stream-alerts__hint">One email each time we go live. Leave any time.</p>
      )}
    </form>
  );
}
