import { useId, useState } from 'react';
import { CONTACT_SUBJECTS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { ContactBody } from '#shared/schemas/submissions.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { applyServerFieldErrors, submissionFailure } from '#web/lib/form-errors.js';
import { readVisitorIdentity } from '#web/lib/visitor-identity.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';
import { useSendContactMessage } from './send-contact-message.js';

// A type alias, not an interface: the form's values are an indexable record.
type ContactFormValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

interface ContactFormProps {
  onSent: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/** The Contact Us form of the spec: name, email, one of five subjects, and the message. */
export function ContactForm({ onSent, onBusyChange }: ContactFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const send = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const identity = readVisitorIdentity();
  const form = useSubmissionForm<ContactFormValues>({
    name: identity?.name ?? '',
    email: identity?.email ?? '',
    subject: '',
    message: '',
  });
  const { errors } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    onBusyChange?.(true);
    try {
      // The server checks the subject against the five of the spec.
      await send.mutateAsync(values as ContactBody);
      form.reset({ ...values, subject: '', message: '' });
      onSent();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      setFailure(submissionFailure(error, MESSAGES.contact.failed));
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
      <FormField htmlFor={id('subject')} label="Subject" error={errors.subject?.message}>
        <select
          id={id('subject')}
          className="field__input"
          {...form.register('subject')}
          {...invalidProps(id('subject'), errors.subject?.message)}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </FormField>
      <FormField htmlFor={id('message')} label="Message" error={errors.message?.message}>
        <textarea
          id={id('message')}
          className="field__input field__textarea"
          rows={5}
          placeholder="How can we help or pray with you?"
          {...form.register('message')}
          {...invalidProps(id('message'), errors.message?.message)}
        />
      </FormField>
      <div className="submission-form__actions">
        <Button type="submit" busy={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
