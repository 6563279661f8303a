import './pray-now.css';
import { HandHeart, X } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { STORAGE_KEYS } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { PRAY_NOW_WAIT_SECONDS } from '#shared/schemas/pray-now.js';
import { Spinner } from '#web/components/Spinner.js';
import { livestreamIdentity, readSavedIdentity } from '#web/features/quick-chat/index.js';
import { isApiError } from '#web/lib/api-client.js';
import { submissionFailure } from '#web/lib/form-errors.js';
import { useLivestreamUser } from '#web/lib/livestream-user.js';
import { useBrowserValue } from '#web/lib/staged-hydration.js';
import { readString, removeKey, writeString } from '#web/lib/storage.js';
import { useAskToPrayNow, usePrayNowRequest } from './api.js';
import { PrayNowConversation } from './PrayNowConversation.js';

interface PrayWithSomeoneProps {
  /** The stream the visitor is watching, so the team knows where they asked from. */
  streamId?: string;
}

type Fields = 'name' | 'email' | 'request';

const WAIT_MINUTES = Math.round(PRAY_NOW_WAIT_SECONDS / 60);

const savedListeners = new Set<() => void>();
const subscribeToSaved = (onChange: () => void) => {
  savedListeners.add(onChange);
  return () => {
    savedListeners.delete(onChange);
  };
};
const readSaved = () => readString(STORAGE_KEYS.prayNowRequest);
const noneOnServer = () => null;

/** Remembers (or forgets) this browser's request, and tells every flow on the page. */
function saveRequest(id: string | null) {
  if (id) writeString(STORAGE_KEYS.prayNowRequest, id);
  else removeKey(STORAGE_KEYS.prayNowRequest);
  for (const listener of savedListeners) listener();
}

/**
 * "Pray with someone now": a small form, then waiting for someone from the prayer team, then
 * the private conversation with the one who accepted; if nobody is free in time the request
 * goes to the prayer team's queue and the visitor is told so.
 */
export function PrayWithSomeone({ streamId }: PrayWithSomeoneProps) {
  const user = useLivestreamUser();
  const known = useMemo(() => livestreamIdentity(user) ?? readSavedIdentity(), [user]);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [request, setRequest] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Kept in this browser, so a reload finds the visitor where they were (waiting, or talking).
  const requestId = useBrowserValue(subscribeToSaved, readSaved, noneOnServer);
  const ask = useAskToPrayNow(user && !user.isGuest ? user.token : undefined);
  const current = usePrayNowRequest(requestId);

  // One the server no longer knows is forgotten.
  const gone = isApiError(current.error) && current.error.status === 404;
  useEffect(() => {
    if (gone) saveRequest(null);
  }, [gone]);

  const start = () => {
    setName(known?.name ?? '');
    setEmail(known?.email ?? '');
    setOpen(true);
  };
  const reset = () => {
    saveRequest(null);
    setOpen(false);
    setRequest('');
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const asked = await ask.mutateAsync({
        name,
        request,
        ...(email.trim() ? { email } : {}),
        ...(streamId ? { streamId } : {}),
      });
      saveRequest(asked._id);
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors);
      else
        setFailure(submissionFailure(error, 'Your request could not be sent. Please try again.'));
    }
  };

  if (!open && requestId === null) {
    return (
      <div className="pray-now pray-now--closed">
        <button type="button" className="btn btn--outline btn--sm pray-now__start" onClick={start}>
          <HandHeart aria-hidden="true" size={18} />
          Pray with someone now
        </button>
      </div>
    );
  }

  const state = current.data?.state ?? (requestId ? 'waiting' : null);
  const header = (
    <header className="pray-now__header">
      <h3 className="pray-now__title">Pray with someone now</h3>
      <button type="button" className="pray-now__close" onClick={reset} aria-label="Close">
        <X aria-hidden="true" size={18} />
      </button>
    </header>
  );

  if (state === 'accepted' && current.data?.chatId) {
    return (
      <section className="pray-now pray-now--talking" aria-label="Pray with someone now">
        {header}
        <PrayNowConversation
          chatId={current.data.chatId}
          staffName={current.data.staffName ?? 'Someone from the prayer team'}
        />
      </section>
    );
  }

  if (state === 'queued') {
    return (
      <section className="pray-now" aria-label="Pray with someone now">
        {header}
        <p className="pray-now__status" role="status">
          Nobody was free just now, so your request went to the prayer team — they will pray for
          you.
        </p>
      </section>
    );
  }

  if (state === 'waiting' || state === 'accepted') {
    return (
      <section className="pray-now" aria-label="Pray with someone now">
        {header}
        <div className="pray-now__waiting" role="status">
          <Spinner size={20} />
          <p>
            <strong>Waiting for someone from the prayer team…</strong> If nobody is free within{' '}
            {WAIT_MINUTES} minutes, your request goes to the prayer team, who will pray for you.
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="pray-now" aria-label="Pray with someone now">
      {header}
      <form className="pray-now__form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field__label">Your name</span>
          <input
            className="field__input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={TEXT_LIMITS.name}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            required
          />
          {errors.name ? <span className="field__error">{errors.name}</span> : null}
        </label>
        <label className="field">
          <span className="field__label">Email (optional)</span>
          <input
            className="field__input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={TEXT_LIMITS.email}
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
          />
          {errors.email ? <span className="field__error">{errors.email}</span> : null}
        </label>
        <label className="field">
          <span className="field__label">What can we pray about?</span>
          <textarea
            className="field__input"
            value={request}
            onChange={(event) => setRequest(event.target.value)}
            maxLength={TEXT_LIMITS.prayerRequest}
            rows={3}
            aria-invalid={errors.request ? true : undefined}
            required
          />
          {errors.request ? <span className="field__error">{errors.request}</span> : null}
        </label>
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={ask.isPending}>
          Ask someone to pray with me
        </button>
      </form>
    </section>
  );
}
