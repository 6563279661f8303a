import { Lock, Send, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { TEXT_LIMITS } from '#shared/limits.js';
import { PRAYER_MESSAGES } from '#shared/prayer.js';
import type { SentPrayerRequestResponse } from '#shared/schemas/prayer-requests.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { applyServerFieldErrors, submissionFailure } from '#web/lib/form-errors.js';
import { useLivestreamUser } from '#web/lib/livestream-user.js';
import { readVisitorIdentity } from '#web/lib/visitor-identity.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';
import { useSendPrayerRequest } from './send-prayer-request.js';

// A type alias, not an interface: the form's values are an indexable record.
type PrayerFormValues = {
  name: string;
  email: string;
  request: string;
  isAnonymous: boolean;
  notifyWhenAnswered: boolean;
};

type Visibility = 'wall' | 'team';

const FIELDS = ['name', 'email', 'request'] as const;

/**
 * A prayer request: to the prayer team alone, or also for the church to pray over on the wall
 * (after the team approves it), under the first name or as "Someone".
 */
export function PrayerRequestForm({
  onSent,
}: {
  onSent: (answer: SentPrayerRequestResponse) => void;
}) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const send = useSendPrayerRequest();
  const [failure, setFailure] = useState<string | null>(null);
  // The name given on the livestream page is read in the browser (the server knows none).
  const identity = readVisitorIdentity();
  const form = useSubmissionForm<PrayerFormValues>({
    name: identity?.name ?? '',
    email: identity?.email ?? '',
    request: '',
    isAnonymous: false,
    notifyWhenAnswered: false,
  });
  // A signed-in member sends as themself, so the request shows on their own page.
  const user = useLivestreamUser();
  const memberToken = user && !user.isGuest ? user.token : undefined;
  const { errors } = form;
  // The radios decide what else the form shows, so they are held in state.
  const [visibility, setVisibility] = useState<Visibility>('wall');

  /** What the server would also refuse, said before sending (the server's answer shows too). */
  const missing = (values: PrayerFormValues) => {
    let any = false;
    if (values.name.trim() === '') {
      form.setError('name', { message: 'Name is required' });
      any = true;
    }
    if (values.request.trim() === '') {
      form.setError('request', { message: PRAYER_MESSAGES.requestRequired });
      any = true;
    }
    return any;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (missing(values)) return;
    try {
      const answer = await send.mutateAsync({
        body: {
          name: values.name,
          email: values.email,
          request: values.request,
          isPrivate: visibility === 'team',
          isAnonymous: visibility === 'wall' && values.isAnonymous,
          notifyWhenAnswered: values.notifyWhenAnswered,
        },
        memberToken,
      });
      form.reset({ ...values, request: '' });
      onSent(answer);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      setFailure(
        submissionFailure(error, 'Your prayer request could not be sent. Please try again.'),
      );
    }
  });

  return (
    <form
      className="submission-form prayer-form"
      aria-label="Send a prayer request"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      <div className="submission-form__row">
        <FormField htmlFor={id('name')} label="Your name" error={errors.name?.message}>
          <input
            id={id('name')}
            className="field__input"
            autoComplete="name"
            maxLength={TEXT_LIMITS.name}
            {...form.register('name')}
            {...invalidProps(id('name'), errors.name?.message)}
          />
        </FormField>
        <FormField
          htmlFor={id('email')}
          label="Email (optional)"
          error={errors.email?.message}
          hint="Only the prayer team sees it, to follow up."
        >
          <input
            id={id('email')}
            type="email"
            className="field__input"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            {...form.register('email')}
            {...invalidProps(id('email'), errors.email?.message)}
          />
        </FormField>
      </div>
      <FormField
        htmlFor={id('request')}
        label="Your prayer request"
        error={errors.request?.message}
      >
        <textarea
          id={id('request')}
          className="field__input field__textarea"
          rows={5}
          maxLength={TEXT_LIMITS.prayerRequest}
          placeholder="What would you like us to pray about?"
          {...form.register('request')}
          {...invalidProps(id('request'), errors.request?.message)}
        />
      </FormField>
      <fieldset className="prayer-form__choice">
        <legend className="field__label">Who may see it</legend>
        <label className="prayer-form__option">
          <input
            type="radio"
            name={id('visibility')}
            value="wall"
            checked={visibility === 'wall'}
            onChange={() => setVisibility('wall')}
          />
          <Users aria-hidden="true" size={18} />
          <span>
            <strong>The church, on the prayer wall</strong>
            <span className="prayer-form__option-hint">
              After the prayer team approves it; only your first name shows.
            </span>
          </span>
        </label>
        <label className="prayer-form__option">
          <input
            type="radio"
            name={id('visibility')}
            value="team"
            checked={visibility === 'team'}
            onChange={() => setVisibility('team')}
          />
          <Lock aria-hidden="true" size={18} />
          <span>
            <strong>Only the prayer team</strong>
            <span className="prayer-form__option-hint">Private: it never appears on the site.</span>
          </span>
        </label>
      </fieldset>
      {visibility === 'wall' ? (
        <label className="check">
          <input type="checkbox" {...form.register('isAnonymous')} />
          Show me as “Someone” instead of my first name
        </label>
      ) : null}
      <label className="check">
        <input type="checkbox" {...form.register('notifyWhenAnswered')} />
        Email me when it is answered
      </label>
      <div className="submission-form__actions">
        <Button type="submit" busy={send.isPending}>
          <Send aria-hidden="true" size={18} />
          {send.isPending ? 'Sending...' : 'Send Prayer Request'}
        </Button>
      </div>
    </form>
  );
}
