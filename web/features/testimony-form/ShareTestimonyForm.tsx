import { useId, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { applyServerFieldErrors, submissionFailure } from '#web/lib/form-errors.js';
import { readVisitorIdentity } from '#web/lib/visitor-identity.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';
import { useSubmitTestimony } from './submit-testimony.js';

// A type alias, not an interface: the form's values are an indexable record.
type TestimonyFormValues = {
  name: string;
  email: string;
  title: string;
  testimony: string;
  /**
   * The sender's consent to the wall: sent with the testimony. Without it the team
   * still reads it, but it never appears on the wall or the home page.
   */
  sharePublicly: boolean;
};

const FIELDS = ['name', 'email', 'title', 'testimony'] as const;

interface ShareTestimonyFormProps {
  onSubmitted: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/** The Share Your Testimony form: sent as category other, pending until the church approves. */
export function ShareTestimonyForm({ onSubmitted, onBusyChange }: ShareTestimonyFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const submit = useSubmitTestimony();
  const [failure, setFailure] = useState<string | null>(null);
  const identity = readVisitorIdentity();
  const form = useSubmissionForm<TestimonyFormValues>({
    name: identity?.name ?? '',
    email: identity?.email ?? '',
    title: '',
    testimony: '',
    sharePublicly: true,
  });
  const { errors } = form;

  // Only the hint follows the box; the value sent is read from the box itself on submit.
  const [sharePublicly, setSharePublicly] = useState(true);

  const onSubmit = form.handleSubmit(async ({ name, email, title, testimony, sharePublicly }) => {
    setFailure(null);
    onBusyChange?.(true);
    try {
      await submit.mutateAsync({ name, email, title, testimony, category: 'other', sharePublicly });
      form.reset({ ...form.getValues(), title: '', testimony: '' });
      onSubmitted();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      setFailure(submissionFailure(error, MESSAGES.testimony.failed));
    } finally {
      onBusyChange?.(false);
    }
  });

  return (
    <form className="submission-form" onSubmit={(event) => void onSubmit(event)} noValidate>
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
            {...form.register('name')}
            {...invalidProps(id('name'), errors.name?.message)}
          />
        </FormField>
        <FormField htmlFor={id('email')} label="Email" error={errors.email?.message}>
          <input
            id={id('email')}
            type="email"
            className="field__input"
            autoComplete="email"
            {...form.register('email')}
            {...invalidProps(id('email'), errors.email?.message)}
          />
        </FormField>
      </div>
      <FormField htmlFor={id('title')} label="Title" error={errors.title?.message}>
        <input
          id={id('title')}
          className="field__input"
          placeholder="e.g. Healed after years of pain"
          {...form.register('title')}
          {...invalidProps(id('title'), errors.title?.message)}
        />
      </FormField>
      <FormField htmlFor={id('testimony')} label="Your testimony" error={errors.testimony?.message}>
        <textarea
          id={id('testimony')}
          className="field__input field__textarea"
          rows={6}
          placeholder="Tell us what God has done for you..."
          {...form.register('testimony')}
          {...invalidProps(id('testimony'), errors.testimony?.message)}
        />
      </FormField>
      <label className="check">
        <input
          type="checkbox"
          {...form.register('sharePublicly')}
          onChange={(event) => setSharePublicly(event.currentTarget.checked)}
        />
        <span>Share publicly</span>
      </label>
      <p className="field__hint" aria-live="polite">
        {sharePublicly
          ? 'Our team reads every testimony before it appears on the testimony wall.'
          : 'Only our team will read it: it will not appear on the testimony wall.'}
      </p>
      <div className="submission-form__actions">
        <Button type="submit" busy={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Testimony'}
        </Button>
      </div>
    </form>
  );
}
