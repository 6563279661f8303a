import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { AdminService } from '#shared/schemas/services.js';
import {
  FormField,
  FormModal,
  MediaUploadField,
  applyServerErrors,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { ApiError, errorMessage, isApiError } from '#web/lib/api-client.js';
import { zoneCity } from '#web/lib/church-time.js';
import { useCreateService, useUpdateService } from './api.js';
import { ServiceMomentsEditor, planRow, type PlannedMoment } from './ServiceMomentsEditor.js';
import {
  SERVER_FIELD_NAMES,
  SERVICE_FORM_FIELDS,
  WEEKDAYS,
  formValuesOf,
  formatVideoLength,
  parseVideoLength,
  serviceFormSchema,
  serviceInputOf,
  weekdayOf,
  type ServiceFormValues,
} from './service-form-values.js';

const ADD_FAILED = 'Failed to add the service';
const UPDATE_FAILED = 'Failed to update the service';
const UPLOADING = 'Wait for the video to finish uploading';

/** The server's field errors under the form's own names (`startsAt` is the date and time). */
function withFormFieldNames(error: unknown): unknown {
  if (!isApiError(error) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, text]) => [SERVER_FIELD_NAMES[field] ?? field, text]),
  );
  return new ApiError(error.status, error.message, { errors, fromServer: error.fromServer });
}

/** The server's errors about the plan of moments (`moments`, `moments.0.title`). */
function momentErrorsOf(errors: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter(
      ([field]) => field === 'moments' || field.startsWith('moments.'),
    ),
  );
}

/** An uploaded video plays in the field's preview; a YouTube or Vimeo link cannot. */
const isUpload = (url: string) => url.startsWith('/uploads/');

interface ServiceFormModalProps {
  /** The service being edited, or null to add a new one. */
  service: AdminService | null;
  churchZone: string;
  onClose: () => void;
  onSaved: (service: AdminService, created: boolean) => void;
}

/** Add Service / Edit Service: when it happens (in church time), how long, and what plays. */
export function ServiceFormModal({ service, churchZone, onClose, onSaved }: ServiceFormModalProps) {
  const create = useCreateService();
  const update = useUpdateService();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [plan, setPlan] = useState<PlannedMoment[]>(() => (service?.moments ?? []).map(planRow));
  const [planErrors, setPlanErrors] = useState<Record<string, string>>({});
  // A new service's weekday follows its first start until the admin picks days themselves.
  const [daysFollowStart, setDaysFollowStart] = useState(service === null);
  const form = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: formValuesOf(service, churchZone),
  });
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [repeat, weekdays, mode, videoUrl, videoLength] = useWatch({
    control,
    name: ['repeat', 'weekdays', 'mode', 'videoUrl', 'videoLength'],
  });
  const submitting = isSubmitting || create.isPending || update.isPending;

  const followStart = (date: string) => {
    const weekday = weekdayOf(date);
    if (daysFollowStart && weekday !== null) setValue('weekdays', [weekday]);
  };

  const toggleDay = (day: number, on: boolean) => {
    setDaysFollowStart(false);
    const current = getValues('weekdays');
    setValue(
      'weekdays',
      on ? [...current, day].sort() : current.filter((chosen) => chosen !== day),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      setFailure(UPLOADING);
      return;
    }
    setFailure(null);
    setPlanErrors({});
    try {
      // The plan goes when there is one, or when the admin emptied the one the service had.
      const planned = plan.length > 0 || (service?.moments.length ?? 0) > 0;
      const input = {
        ...serviceInputOf(values, churchZone),
        ...(planned ? { moments: plan.map((row) => row.moment) } : {}),
      };
      const saved = service
        ? await update.mutateAsync({ id: service._id, input })
        : await create.mutateAsync(input);
      onSaved(saved, !service);
    } catch (error) {
      const placed = applyServerErrors<ServiceFormValues>(
        withFormFieldNames(error),
        form.setError,
        SERVICE_FORM_FIELDS,
      );
      const planProblems = isApiError(error) ? momentErrorsOf(error.errors) : {};
      setPlanErrors(planProblems);
      if (!placed && Object.keys(planProblems).length === 0) {
        setFailure(errorMessage(error, service ? UPDATE_FAILED : ADD_FAILED));
      }
    }
  });

  const controlProps = (name: Path<ServiceFormValues>, hint?: string | boolean) => {
    const id = `service-${name}`;
    const error = errors[name as keyof ServiceFormValues]?.message;
    return {
      id,
      className: 'field__input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(id, error, hint),
    } as const;
  };
  const lengthSeconds = parseVideoLength(videoLength);
  const lengthHint =
    lengthSeconds && videoLength.includes(':')
      ? `Minutes:seconds (or hours:minutes:seconds): ${Math.round(lengthSeconds / 60)} minutes.`
      : 'Minutes:seconds (or hours:minutes:seconds), e.g. 1:25:00.';
  const startHint = `Church time (${zoneCity(churchZone)}).`;

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={service ? 'Edit Service' : 'Add Service'}
      size="lg"
      onSubmit={(event) => void submit(event)}
      submitLabel={service ? 'Update Service' : 'Add Service'}
      submitting={submitting}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField id="service-title" label="Title" required error={errors.title?.message}>
        <input
          {...register('title')}
          {...controlProps('title')}
          autoComplete="off"
          placeholder="Sunday Service"
        />
      </FormField>
      <FormField id="service-description" label="Description" error={errors.description?.message}>
        <textarea
          rows={2}
          {...register('description')}
          {...controlProps('description')}
          className="field__input field__textarea"
        />
      </FormField>

      <div className="service-form__row">
        <FormField
          id="service-startDate"
          label="First date"
          required
          error={errors.startDate?.message}
          hint={startHint}
        >
          <input
            type="date"
            {...register('startDate', { onChange: (event) => followStart(event.target.value) })}
            {...controlProps('startDate', startHint)}
          />
        </FormField>
        <FormField
          id="service-startTime"
          label="Start time"
          required
          error={errors.startTime?.message}
        >
          <input type="time" {...register('startTime')} {...controlProps('startTime')} />
        </FormField>
      </div>

      <fieldset className="service-form__group">
        <legend className="field__label">Repeat</legend>
        <div className="service-form__choices">
          {(
            [
              ['none', 'Once'],
              ['weekly', 'Weekly'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="service-form__choice">
              <input type="radio" value={value} {...register('repeat')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {repeat === 'weekly' ? (
        <>
          <fieldset
            className="service-form__group"
            aria-describedby={errors.weekdays ? 'service-weekdays-error' : undefined}
          >
            <legend className="field__label">On</legend>
            <div className="service-form__days">
              {WEEKDAYS.map((name, day) => (
                <label key={name} className="service-form__day">
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={weekdays.includes(day)}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                    aria-label={name}
                  />
                  <span aria-hidden="true">{name.slice(0, 3)}</span>
                </label>
              ))}
            </div>
            {errors.weekdays?.message ? (
              <p id="service-weekdays-error" className="field__error" role="alert">
                {errors.weekdays.message}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id="service-until"
            label="Until"
            error={errors.until?.message}
            hint="The last day it repeats; leave empty to repeat on."
          >
            <input
              type="date"
              {...register('until')}
              {...controlProps('until', true)}
              className="field__input service-form__date"
            />
          </FormField>
        </>
      ) : null}

      <div className="service-form__row service-form__row--three">
        <FormField
          id="service-durationMinutes"
          label="Duration (minutes)"
          required
          error={errors.durationMinutes?.message}
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            {...register('durationMinutes', { valueAsNumber: true })}
            {...controlProps('durationMinutes')}
          />
        </FormField>
        <FormField
          id="service-chatOpensMinutesBefore"
          label="Chat opens (minutes before)"
          error={errors.chatOpensMinutesBefore?.message}
        >
          <input
            type="number"
            inputMode="numeric"
            min={0}
            {...register('chatOpensMinutesBefore', { valueAsNumber: true })}
            {...controlProps('chatOpensMinutesBefore')}
          />
        </FormField>
        <FormField
          id="service-chatClosesMinutesAfter"
          label="Chat closes (minutes after)"
          error={errors.chatClosesMinutesAfter?.message}
        >
          <input
            type="number"
            inputMode="numeric"
            min={0}
            {...register('chatClosesMinutesAfter', { valueAsNumber: true })}
            {...controlProps('chatClosesMinutesAfter')}
          />
        </FormField>
      </div>

      <fieldset className="service-form__group">
        <legend className="field__label">Source</legend>
        <div className="service-form__choices">
          {(
            [
              ['live', 'Live'],
              ['simulated', 'Simulated'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="service-form__choice">
              <input type="radio" value={value} {...register('mode')} />
              {label}
            </label>
          ))}
        </div>
        <p className="field__hint">
          {mode === 'live'
            ? 'Streamed live from a link.'
            : 'A recorded video plays as if live, from its start at the service time.'}
        </p>
      </fieldset>

      {mode === 'live' ? (
        <FormField
          id="service-streamUrl"
          label="Stream URL"
          required
          error={errors.streamUrl?.message}
          hint="The YouTube, Vimeo or Facebook live link."
        >
          <input
            type="url"
            {...register('streamUrl')}
            {...controlProps('streamUrl', true)}
            placeholder="https://www.youtube.com/watch?v=..."
          />
        </FormField>
      ) : (
        <>
          <FormField
            id="service-videoUrl"
            label="Video link"
            required
            error={errors.videoUrl?.message}
            hint="A YouTube or Vimeo video link, or upload a video below."
          >
            <input
              type="url"
              {...register('videoUrl')}
              {...controlProps('videoUrl', true)}
              placeholder="https://www.youtube.com/watch?v=..."
            />
          </FormField>
          <MediaUploadField
            kind="video"
            label="Or upload a video"
            url={isUpload(videoUrl) ? videoUrl : ''}
            duration={lengthSeconds ?? 0}
            onUploaded={(url, seconds) => {
              setValue('videoUrl', url, { shouldDirty: true });
              if (seconds > 0) setValue('videoLength', formatVideoLength(seconds));
            }}
            onCleared={() => setValue('videoUrl', '', { shouldDirty: true })}
            onBusyChange={setUploading}
            disabled={submitting}
          />
          <FormField
            id="service-videoLength"
            label="Video length"
            required
            error={errors.videoLength?.message}
            hint={lengthHint}
          >
            <input
              {...register('videoLength')}
              {...controlProps('videoLength', lengthHint)}
              inputMode="numeric"
              placeholder="1:25:00"
              className="field__input service-form__length"
            />
          </FormField>
        </>
      )}
      <ServiceMomentsEditor rows={plan} onChange={setPlan} errors={planErrors} />
    </FormModal>
  );
}
