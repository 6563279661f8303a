import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Moment, MomentAnswerBody } from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { buttonClass } from '#web/components/button-class.js';
import { isApiError } from '#web/lib/api-client.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useAnswerMoment } from './api.js';
import { MomentContactForm, type MomentContact } from './MomentContactForm.js';
import { MOMENT_TEXTS, momentAnswerLabel, momentTitle } from './moment-words.js';

type Step = 'ask' | 'contact' | 'thanks' | 'thanks-contact' | 'closed';

interface MomentCardProps {
  moment: Moment;
  /** Who is watching: a member's token makes the answer theirs; their details prefill the form. */
  user: LivestreamUser | null;
  onDismiss: () => void;
  /**
   * One more action beside the answer (a prayer moment's "Pray with someone now"), shown while
   * the visitor has not answered yet.
   */
  extraAction?: ReactNode;
}

function initialContact(user: LivestreamUser | null): MomentContact {
  return { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', note: '' };
}

/** Only what was filled in goes: every field of an answer is optional. */
function answerBody(contact: MomentContact): Omit<MomentAnswerBody, 'visitorKey'> {
  const body: Omit<MomentAnswerBody, 'visitorKey'> = {};
  for (const field of ['name', 'email', 'phone', 'note'] as const) {
    const value = contact[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/**
 * A moment over the chat: its title and words, one button that answers, and, when the team asks,
 * a small form for a way to reach the visitor first. Escape or Dismiss puts it away.
 */
export function MomentCard({ moment, user, onDismiss, extraAction }: MomentCardProps) {
  const titleId = useId();
  const [step, setStep] = useState<Step>('ask');
  const [contact, setContact] = useState(() => initialContact(user));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useAnswerMoment(moment._id, user?.token);

  const send = (body: Omit<MomentAnswerBody, 'visitorKey'>) => {
    setFailure(null);
    setFieldErrors({});
    answer.mutate(body, {
      onSuccess: () => setStep(body.email || body.phone ? 'thanks-contact' : 'thanks'),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setStep('closed');
        } else if (isApiError(error) && error.errors) {
          setFieldErrors(error.errors);
        } else {
          setFailure(MOMENT_TEXTS.failed);
        }
      },
    });
  };

  const onAnswer = () => {
    if (moment.askContact) setStep('contact');
    else send({});
  };
  const onSubmitContact = (event: FormEvent) => {
    event.preventDefault();
    send(answerBody(contact));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  };

  const label = momentAnswerLabel(moment);
  const link = moment.kind === 'next-step' && moment.actionUrl ? moment.actionUrl : null;
  const done = step === 'thanks' || step === 'thanks-contact' || step === 'closed';

  return (
    <section
      className={`moment-card moment-card--${moment.kind}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="moment-card__head">
        <h3 id={titleId} className="moment-card__title">
          {momentTitle(moment)}
        </h3>
        <button
          type="button"
          className="moment-card__dismiss"
          aria-label={MOMENT_TEXTS.dismiss}
          onClick={onDismiss}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      {moment.text && !done ? <p className="moment-card__text">{moment.text}</p> : null}
      {step === 'ask' ? (
        <div className="moment-card__actions">
          {link ? (
            // The next step opens beside the stream, so the service keeps playing.
            <a
              className={buttonClass({ variant: 'primary', block: true })}
              href={link}
              target="_blank"
              rel="noopener"
              onClick={onAnswer}
              aria-disabled={answer.isPending || undefined}
            >
              {label}
            </a>
          ) : (
            <Button block busy={answer.isPending} onClick={onAnswer}>
              {label}
            </Button>
          )}
          {extraAction}
        </div>
      ) : null}
      {step === 'contact' ? (
        <MomentContactForm
          idPrefix={titleId}
          value={contact}
          errors={fieldErrors}
          busy={answer.isPending}
          onChange={setContact}
          onSubmit={onSubmitContact}
        />
      ) : null}
      {step === 'thanks' || step === 'thanks-contact' ? (
        <p className="moment-card__outcome" role="status">
          {step === 'thanks-contact' ? MOMENT_TEXTS.thanksContact : MOMENT_TEXTS.thanks}
        </p>
      ) : null}
      {step === 'closed' ? (
        <p className="moment-card__outcome" role="status">
          {MOMENT_TEXTS.closed}
        </p>
      ) : null}
      {failure ? (
        <p className="moment-card__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
