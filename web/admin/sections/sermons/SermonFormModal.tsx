import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminSermon, AdminSermonSeries } from '#shared/schemas/sermons.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  MediaUploadField,
  applyServerErrors,
  audioSummary,
  fieldDescribedBy,
  formatDuration,
} from '#web/admin/kit/index.js';
import { Banner } from '#web/components/Banner.js';
import { errorMessage } from '#web/lib/api-client.js';
import { zoneCity } from '#web/lib/church-time.js';
import { useSaveSermon } from './api.js';
import {
  SERMON_FORM_FIELDS,
  formValuesOf,
  isUpload,
  sermonBodyOf,
  sermonFormSchema,
  wholeNumberOf,
  type SermonFormValues,
} from './sermon-form-values.js';

const ADD_FAILED = 'Failed to add the sermon';
const UPDATE_FAILED = 'Failed to update the sermon';
const UPLOADING = 'Wait for the upload to finish';

const HINTS = {
  scripture: 'e.g. John 3:1–21; Romans 8',
  notes:
    'Markdown: ## for a heading, - for a list, *italic*, **bold**, > for a quote, [words](https://link) for a link.',
  video: 'A YouTube, Vimeo, Facebook or Twitch video link, or upload a video below.',
  audio: 'A link to an MP3 or M4A file hosted elsewhere, or upload one below.',
} as const;

interface SermonFormModalProps {
  /** The sermon being edited, or null to add a new one. */
  sermon: AdminSermon | null;
  series: readonly AdminSermonSeries[];
  churchZone: string;
  onClose: () => void;
  onSaved: (sermon: AdminSermon, created: boolean) => void;
}

/**
 * Add Sermon / Edit Sermon: who preached what and when, its series, scripture and notes, its
 * video and its audio (uploaded, or a file hosted elsewhere with its size and length), and
 * whether the library shows it. A replay kept from a service opens here as a draft to complete.
 */
export function SermonFormModal({
  sermon,
  series,
  churchZone,
  onClose,
  onSaved,
}: SermonFormModalProps) {
  const save = useSaveSermon();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ video: false, audio: false });
  const form = useForm<SermonFormValues>({
    resolver: zodResolver(sermonFormSchema),
    defaultValues: formValuesOf(sermon, churchZone),
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [videoUrl, audioUrl, audioBytes, durationSeconds] = useWatch({
    control,
    name: ['videoUrl', 'audioUrl', 'audioBytes', 'durationSeconds'],
  });
  const submitting = isSubmitting || save.isPending;
  const hostedElsewhere = audioUrl.trim() !== '' && !isUpload(audioUrl.trim());
  const fromService = sermon?.serviceId != null;

  const submit = form.handleSubmit(async (values) => {
    if (uploads.video || uploads.audio) {
      setFailure(UPLOADING);
      return;
    }
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        id: sermon?._id,
        body: sermonBodyOf(values, churchZone),
      });
      onSaved(saved, !sermon);
    } catch (error) {
      const placed = applyServerErrors<SermonFormValues>(error, form.setError, SERMON_FORM_FIELDS);
      if (!placed) setFailure(errorMessage(error, sermon ? UPDATE_FAILED : ADD_FAILED));
    }
  });

  const controlProps = (name: keyof SermonFormValues, hint?: string) => {
    const id = `sermon-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      className: 'field__input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(id, error, hint),
    } as const;
  };
  const dirty = { shouldDirty: true } as const;
  const lengthTyped = wholeNumberOf(durationSeconds);
  const lengthHint = lengthTyped
    ? `Seconds: ${formatDuration(lengthTyped)}.`
    : 'Seconds, e.g. 2700 for 45 minutes.';
  const sizeTyped = wholeNumberOf(audioBytes);
  const sizeHint = sizeTyped ? `Bytes: ${audioSummary(0, sizeTyped)}.` : 'Bytes, as the host says.';

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={sermon ? 'Edit Sermon' : 'Add Sermon'}
      size="lg"
      onSubmit={(event) => void submit(event)}
      submitLabel={sermon ? 'Update Sermon' : 'Add Sermon'}
      submitting={submitting}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      {fromService && !sermon.published ? (
        <Banner tone="info">
          The replay of a service, kept as a draft: add the preacher and what else you know, then
          publish it.
        </Banner>
      ) : null}
      <FormField id="sermon-title" label="Title" required error={errors.title?.message}>
        <input {...register('title')} {...controlProps('title')} autoComplete="off" />
      </FormField>
      <div className="sermon-form__row">
        <FormField id="sermon-preacher" label="Preacher" required error={errors.preacher?.message}>
          <input {...register('preacher')} {...controlProps('preacher')} autoComplete="off" />
        </FormField>
        <FormField
          id="sermon-preachedAt"
          label="Date preached"
          required
          error={errors.preachedAt?.message}
          hint={`Church time (${zoneCity(churchZone)}).`}
        >
          <input
            type="datetime-local"
            {...register('preachedAt')}
            {...controlProps('preachedAt', 'church time')}
          />
        </FormField>
      </div>
      <div className="sermon-form__row">
        <FormField id="sermon-seriesId" label="Series" error={errors.seriesId?.message}>
          <select {...register('seriesId')} {...controlProps('seriesId')}>
            <option value="">No series</option>
            {series.map((one) => (
              <option key={one._id} value={one._id}>
                {one.title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="sermon-scripture"
          label="Scripture"
          error={errors.scripture?.message}
          hint={HINTS.scripture}
        >
          <input
            {...register('scripture')}
            {...controlProps('scripture', HINTS.scripture)}
            autoComplete="off"
          />
        </FormField>
      </div>
      <FormField id="sermon-summary" label="Summary" error={errors.summary?.message}>
        <textarea
          rows={3}
          {...register('summary')}
          {...controlProps('summary')}
          className="field__input field__textarea"
        />
      </FormField>
      <FormField id="sermon-notes" label="Notes" error={errors.notes?.message} hint={HINTS.notes}>
        <textarea
          rows={8}
          {...register('notes')}
          {...controlProps('notes', HINTS.notes)}
          className="field__input field__textarea sermon-form__notes"
        />
      </FormField>

      <FormField
        id="sermon-videoUrl"
        label="Video link"
        error={errors.videoUrl?.message}
        hint={HINTS.video}
      >
        <input
          type="url"
          {...register('videoUrl')}
          {...controlProps('videoUrl', HINTS.video)}
          placeholder="https://www.youtube.com/watch?v=..."
        />
      </FormField>
      <MediaUploadField
        kind="video"
        label="Or upload a video"
        url={isUpload(videoUrl) ? videoUrl : ''}
        onUploaded={(url) => setValue('videoUrl', url, dirty)}
        onCleared={() => setValue('videoUrl', '', dirty)}
        onBusyChange={(busy) => setUploads((current) => ({ ...current, video: busy }))}
        disabled={submitting}
      />

      <FormField
        id="sermon-audioUrl"
        label="Audio link"
        error={errors.audioUrl?.message}
        hint={HINTS.audio}
      >
        <input
          type="url"
          {...register('audioUrl')}
          {...controlProps('audioUrl', HINTS.audio)}
          placeholder="https://media.example.org/sermon.mp3"
        />
      </FormField>
      {hostedElsewhere ? (
        <div className="sermon-form__row">
          <FormField
            id="sermon-audioBytes"
            label="Audio size (bytes)"
            required
            error={errors.audioBytes?.message}
            hint={sizeHint}
          >
            <input
              inputMode="numeric"
              {...register('audioBytes')}
              {...controlProps('audioBytes', sizeHint)}
            />
          </FormField>
          <FormField
            id="sermon-durationSeconds"
            label="Audio length (seconds)"
            required
            error={errors.durationSeconds?.message}
            hint={lengthHint}
          >
            <input
              inputMode="numeric"
              {...register('durationSeconds')}
              {...controlProps('durationSeconds', lengthHint)}
            />
          </FormField>
        </div>
      ) : null}
      <MediaUploadField
        kind="audio"
        label="Or upload the audio"
        url={isUpload(audioUrl) ? audioUrl : ''}
        duration={wholeNumberOf(durationSeconds) ?? 0}
        bytes={wholeNumberOf(audioBytes) ?? 0}
        onUploaded={(url, seconds, bytes) => {
          setValue('audioUrl', url, dirty);
          setValue('durationSeconds', seconds ? String(seconds) : '', dirty);
          setValue('audioBytes', bytes ? String(bytes) : '', dirty);
          form.clearErrors(['audioUrl', 'audioBytes', 'durationSeconds']);
        }}
        onCleared={() => {
          setValue('audioUrl', '', dirty);
          setValue('durationSeconds', '', dirty);
          setValue('audioBytes', '', dirty);
        }}
        onBusyChange={(busy) => setUploads((current) => ({ ...current, audio: busy }))}
        disabled={submitting}
      />

      <CheckboxField
        id="sermon-published"
        label="Published"
        hint="Shown in the sermon library, and in the podcasts when it has audio. A draft is seen only here."
        {...register('published')}
      />
    </FormModal>
  );
}
