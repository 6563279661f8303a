import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminEvent } from '#shared/schemas/events.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Modal } from '#web/components/modal/Modal.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { useCreateEvent, useUpdateEvent } from './api.js';
import {
  eventFormSchema,
  eventInputOf,
  formValuesOf,
  isFormField,
  type EventFormValues,
} from './event-form-values.js';
import { MediaUploadField } from '#web/admin/kit/index.js';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  children: (describedBy: string | undefined) => React.ReactNode;
}

function Field({ id, label, error, required = false, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function inputProps(
  registration: UseFormRegisterReturn,
  describedBy: string | undefined,
  className = 'field__input',
) {
  return {
    ...registration,
    id: `event-${registration.name}`,
    className,
    'aria-invalid': describedBy ? true : undefined,
    'aria-describedby': describedBy,
  };
}

interface EventFormModalProps {
  /** The event being edited, or null to add a new one. */
  event: AdminEvent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (event: AdminEvent, created: boolean) => void;
}

/** Add New Event / Edit Event: one form for both, checked before it is sent. */
export function EventFormModal({ event, open, onOpenChange, onSaved }: EventFormModalProps) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ image: false, video: false });
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formValuesOf(event),
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const busy = isSubmitting || create.isPending || update.isPending;
  const uploading = uploads.image || uploads.video;
  const [imageUrl, videoUrl, videoDuration] = useWatch({
    control,
    name: ['imageUrl', 'videoUrl', 'videoDuration'],
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = eventInputOf(values);
      const saved = event
        ? await update.mutateAsync({ id: event._id, input })
        : await create.mutateAsync(input);
      onSaved(saved, !event);
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (isFormField(field)) form.setError(field, { message });
        }
      }
      setFailure(
        errorMessage(error, event ? MESSAGES.events.updateFailed : MESSAGES.events.addFailed),
      );
    }
  });

  const setMedia = (field: 'imageUrl' | 'videoUrl', url: string) =>
    setValue(field, url, { shouldDirty: true, shouldValidate: false });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Add New Event'}
      size="lg"
      busy={busy}
      className="event-form-modal"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="event-form" busy={busy} disabled={uploading}>
            {event ? 'Update Event' : 'Add Event'}
          </Button>
        </>
      }
    >
      <form
        id="event-form"
        className="event-form"
        onSubmit={(submitEvent) => void submit(submitEvent)}
        noValidate
      >
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        <Field id="event-title" label="Title" required error={errors.title?.message}>
          {(described) => (
            <input {...inputProps(register('title'), described)} autoComplete="off" />
          )}
        </Field>
        <Field id="event-description" label="Description" error={errors.description?.message}>
          {(described) => (
            <textarea
              rows={4}
              {...inputProps(register('description'), described, 'field__input field__textarea')}
            />
          )}
        </Field>
        <div className="event-form__row">
          <Field
            id="event-startDate"
            label="Start date and time"
            required
            error={errors.startDate?.message}
          >
            {(described) => (
              <input type="datetime-local" {...inputProps(register('startDate'), described)} />
            )}
          </Field>
          <Field id="event-endDate" label="End date and time" error={errors.endDate?.message}>
            {(described) => (
              <input type="datetime-local" {...inputProps(register('endDate'), described)} />
            )}
          </Field>
        </div>
        <p className="event-form__zone">
          Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
        </p>
        <div className="event-form__row">
          <Field id="event-location" label="Location" error={errors.location?.message}>
            {(described) => (
              <input
                {...inputProps(register('location'), described)}
                placeholder="Main Auditorium"
              />
            )}
          </Field>
          <Field id="event-category" label="Category" required error={errors.category?.message}>
            {(described) => (
              <select {...inputProps(register('category'), described, 'field__input')}>
                {EVENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {EVENT_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <MediaUploadField
          kind="image"
          url={imageUrl}
          error={errors.imageUrl?.message}
          onUploaded={(url) => setMedia('imageUrl', url)}
          onCleared={() => setMedia('imageUrl', '')}
          onBusyChange={(value) => setUploads((current) => ({ ...current, image: value }))}
          disabled={busy}
        />
        <MediaUploadField
          kind="video"
          url={videoUrl}
          duration={videoDuration}
          error={errors.videoUrl?.message ?? errors.videoDuration?.message}
          onUploaded={(url, seconds) => {
            setMedia('videoUrl', url);
            setValue('videoDuration', seconds, { shouldDirty: true });
          }}
          onCleared={() => {
            setMedia('videoUrl', '');
            setValue('videoDuration', 0, { shouldDirty: true });
          }}
          onBusyChange={(value) => setUploads((current) => ({ ...current, video: value }))}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}
