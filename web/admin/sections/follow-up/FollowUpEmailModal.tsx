import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fillTemplate } from '#shared/follow-up-template.js';
import { FOLLOW_UP_TEMPLATE_LIMITS, type FollowUp } from '#shared/schemas/follow-ups.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, FormModal, fieldDescribedBy } from '#web/admin/kit/index.js';
import { useEmailFollowUp, useFollowUpTemplates } from './api.js';

interface FormValues {
  subject: string;
  body: string;
}

/**
 * "Email them": the kind's template from Settings, filled in with the person's name and the
 * church's, for the team to read and adjust before it goes through the mail queue.
 */
export function FollowUpEmailModal({
  item,
  onClose,
  onSent,
}: {
  item: FollowUp | null;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const templates = useFollowUpTemplates();
  const send = useEmailFollowUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ defaultValues: { subject: '', body: '' } });
  const data = templates.data;

  // The template is filled in once it and the person are known, and again for the next person.
  useEffect(() => {
    if (!item || !data) return;
    form.reset(
      fillTemplate(data.templates[item.kind], {
        name: item.name,
        churchName: data.churchName,
        momentTitle: item.momentTitle,
      }),
    );
  }, [item, data, form]);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!item) return;
    setFailure(null);
    send.mutate(
      { id: item._id, body: values },
      {
        onSuccess: (answer) => {
          close();
          onSent(answer.message);
        },
        onError: (failed) => setFailure(errorMessage(failed, 'Failed to send the email')),
      },
    );
  });
  const errors = form.formState.errors;
  return (
    <FormModal
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Email them"
      description="Sent in the church’s name through the outbox. A new follow-up becomes contacted."
      onSubmit={(event) => void submit(event)}
      submitLabel="Send email"
      submitting={send.isPending || (templates.isPending && item !== null)}
      failure={
        failure ??
        (templates.error ? errorMessage(templates.error, 'Failed to load the template') : null)
      }
      onDismissFailure={() => setFailure(null)}
      size="lg"
    >
      <p className="follow-up-email__to">To: {item?.email}</p>
      <FormField
        id="follow-up-email-subject"
        label="Subject"
        required
        error={errors.subject?.message}
      >
        <input
          id="follow-up-email-subject"
          className="field__input"
          maxLength={FOLLOW_UP_TEMPLATE_LIMITS.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={fieldDescribedBy('follow-up-email-subject', errors.subject?.message)}
          {...form.register('subject', {
            validate: (value) => value.trim() !== '' || 'Enter a subject',
          })}
        />
      </FormField>
      <FormField id="follow-up-email-body" label="Message" required error={errors.body?.message}>
        <textarea
          id="follow-up-email-body"
          rows={10}
          maxLength={FOLLOW_UP_TEMPLATE_LIMITS.body}
          className="field__input field__textarea"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={fieldDescribedBy('follow-up-email-body', errors.body?.message)}
          {...form.register('body', {
            validate: (value) => value.trim() !== '' || 'Enter the message',
          })}
        />
      </FormField>
    </FormModal>
  );
}
