import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STREAM_TYPES } from '#shared/constants.js';
import { embedProblem, type EmbedProblem } from '#shared/embed.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminStream, StreamAlertOutcome } from '#shared/schemas/admin-streams.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { useSaveStream } from './api.js';
import {
  STREAM_FORM_FIELDS,
  bodyOf,
  formValuesOf,
  streamFormSchema,
  type StreamFormValues,
} from './stream-form-values.js';
import { STREAM_TYPE_LABELS } from '#shared/schemas/admin-streams.js';

const TEXTS = MESSAGES.adminStreams;

const EMBED_TEXTS: Record<EmbedProblem, string> = {
  'not-a-player': TEXTS.embedNotAPlayer,
  'unknown-site': TEXTS.embedUnknownSite,
};

/** Said under the link the player comes from, while the admin types: saving is still allowed. */
function EmbedWarning({ id, problem }: { id: string; problem: EmbedProblem }) {
  return (
    <p id={id} className="field__embed-warning">
      <TriangleAlert aria-hidden="true" size={16} />
      <span>{EMBED_TEXTS[problem]}</span>
    </p>
  );
}

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface StreamFormModalProps {
  /** The stream being edited, or null to add one. */
  stream: AdminStream | null;
  onClose: () => void;
  /** `streamAlert`: what the save did about alerts, when it left the stream live. */
  onSaved: (stream: AdminStream, added: boolean, streamAlert?: StreamAlertOutcome) => void;
}

/** Add New Stream / Edit Stream; mounted per opening, so it starts from the stream's values. */
export function StreamFormModal({ stream, onClose, onSaved }: StreamFormModalProps) {
  const save = useSaveStream();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StreamFormValues>({
    resolver: zodResolver(streamFormSchema),
    defaultValues: formValuesOf(stream),
  });
  const { register, formState, setError } = form;
  const errors = formState.errors;
  const [streamUrl, embedUrl] = useWatch({
    control: form.control,
    name: ['streamUrl', 'embedUrl'],
  });
  // Only once the links are web addresses: until then the field's own error says what is wrong.
  const linksValid = streamFormSchema.shape.streamUrl.safeParse(streamUrl).success;
  const problem = linksValid ? embedProblem({ streamUrl, embedUrl }) : undefined;
  // The embed rule plays the embed URL when one is given, so the warning goes under that field.
  const warnOn = embedUrl.trim() ? 'embedUrl' : 'streamUrl';
  const warningId = 'stream-embed-warning';
  const warningFor = (name: 'streamUrl' | 'embedUrl') =>
    problem && warnOn === name ? warningId : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: stream?._id, body: bodyOf(values) });
      onSaved(saved.stream, !stream, saved.streamAlert);
    } catch (error) {
      const placed = applyServerErrors(error, setError, STREAM_FORM_FIELDS);
      if (!placed) setFailure(errorMessage(error, stream ? TEXTS.updateFailed : TEXTS.addFailed));
    }
  });

  const field = (name: keyof StreamFormValues) => ({
    id: `stream-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
  });

  return (
    <FormModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={stream ? 'Edit Stream' : 'Add New Stream'}
      description="Visitors choose active streams on the livestream page."
      onSubmit={(event) => void submit(event)}
      submitLabel={stream ? 'Save Changes' : 'Add Stream'}
      submitting={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      size="lg"
    >
      <FormField id="stream-title" label="Title" required error={errors.title?.message}>
        <input
          {...field('title')}
          {...register('title')}
          className="field__input"
          aria-describedby={fieldDescribedBy('stream-title', errors.title?.message)}
          autoComplete="off"
          maxLength={200}
        />
      </FormField>
      <FormField
        id="stream-streamUrl"
        label="Stream URL"
        required
        error={errors.streamUrl?.message}
        hint="A YouTube, Facebook, Vimeo, Twitch or Castr link. The player is worked out from it."
      >
        <input
          {...field('streamUrl')}
          {...register('streamUrl')}
          type="url"
          inputMode="url"
          className="field__input"
          placeholder="https://www.youtube.com/watch?v=..."
          aria-describedby={describedBy(
            fieldDescribedBy('stream-streamUrl', errors.streamUrl?.message, true),
            warningFor('streamUrl'),
          )}
        />
        {problem && warnOn === 'streamUrl' ? (
          <EmbedWarning id={warningId} problem={problem} />
        ) : null}
      </FormField>
      <FormField id="stream-description" label="Description" error={errors.description?.message}>
        <textarea
          {...field('description')}
          {...register('description')}
          className="field__input field__textarea"
          rows={3}
          maxLength={5000}
        />
      </FormField>
      <div className="form-modal__row">
        <FormField id="stream-streamType" label="Platform" error={errors.streamType?.message}>
          <select {...field('streamType')} {...register('streamType')} className="field__input">
            <option value="auto">Detect from the link</option>
            {STREAM_TYPES.map((type) => (
              <option key={type} value={type}>
                {STREAM_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="stream-scheduledDate"
          label="Scheduled date"
          error={errors.scheduledDate?.message}
        >
          <input
            {...field('scheduledDate')}
            {...register('scheduledDate')}
            type="datetime-local"
            className="field__input"
          />
        </FormField>
      </div>
      <FormField
        id="stream-tags"
        label="Tags"
        error={errors.tags?.message}
        hint="Separate tags with commas, e.g. sunday, worship"
      >
        <input
          {...field('tags')}
          {...register('tags')}
          className="field__input"
          autoComplete="off"
          aria-describedby={fieldDescribedBy('stream-tags', errors.tags?.message, true)}
        />
      </FormField>
      <FormField
        id="stream-embedUrl"
        label="Embed URL (optional)"
        error={errors.embedUrl?.message}
        hint="Only when the platform gave you a special player link; leave empty otherwise."
      >
        <input
          {...field('embedUrl')}
          {...register('embedUrl')}
          type="url"
          inputMode="url"
          className="field__input"
          aria-describedby={describedBy(
            fieldDescribedBy('stream-embedUrl', errors.embedUrl?.message, true),
            warningFor('embedUrl'),
          )}
        />
        {problem && warnOn === 'embedUrl' ? (
          <EmbedWarning id={warningId} problem={problem} />
        ) : null}
      </FormField>
      <div className="form-modal__row">
        <CheckboxField
          id="stream-isFeatured"
          label="Featured"
          hint="Highlighted for visitors"
          {...register('isFeatured')}
        />
        <CheckboxField
          id="stream-isActive"
          label="Active"
          hint="Shown on the livestream page"
          {...register('isActive')}
        />
      </div>
    </FormModal>
  );
}
