import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SERMON_LIMITS, SERMON_MESSAGES, type AdminSermonSeries } from '#shared/schemas/sermons.js';
import {
  FormField,
  FormModal,
  MediaUploadField,
  applyServerErrors,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSaveSermonSeries } from './api.js';

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

const seriesFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: SERMON_MESSAGES.seriesTitleRequired })
    .max(SERMON_LIMITS.seriesTitle, tooLong(SERMON_LIMITS.seriesTitle)),
  description: z
    .string()
    .max(SERMON_LIMITS.seriesDescription, tooLong(SERMON_LIMITS.seriesDescription)),
  artworkUrl: z.string(),
  order: z
    .number({ error: SERMON_MESSAGES.wholeNumber })
    .int({ error: SERMON_MESSAGES.wholeNumber })
    .min(0, { error: SERMON_MESSAGES.wholeNumber })
    .max(SERMON_LIMITS.seriesOrder, { error: SERMON_MESSAGES.wholeNumber }),
});
type SeriesFormValues = z.infer<typeof seriesFormSchema>;
const SERIES_FORM_FIELDS = ['title', 'description', 'artworkUrl', 'order'] as const;

const ARTWORK_HINT = 'A square image, at least 1400 × 1400 pixels: the series’ podcast artwork.';
const ORDER_HINT = 'Series are listed from the lowest number; 0 first.';

interface SeriesFormModalProps {
  series: AdminSermonSeries | null;
  /** A new series goes after the others. */
  nextOrder: number;
  onClose: () => void;
  onSaved: (series: AdminSermonSeries, created: boolean) => void;
}

/** Add Series / Edit Series: its title, description, square artwork and place in the list. */
export function SeriesFormModal({ series, nextOrder, onClose, onSaved }: SeriesFormModalProps) {
  const save = useSaveSermonSeries();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<SeriesFormValues>({
    resolver: zodResolver(seriesFormSchema),
    defaultValues: {
      title: series?.title ?? '',
      description: series?.description ?? '',
      artworkUrl: series?.artworkUrl ?? '',
      order: series?.order ?? nextOrder,
    },
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const artworkUrl = useWatch({ control, name: 'artworkUrl' });
  const submitting = isSubmitting || save.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      setFailure('Wait for the artwork to finish uploading');
      return;
    }
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        id: series?._id,
        body: {
          title: values.title.trim(),
          description: values.description.trim(),
          artworkUrl: values.artworkUrl,
          order: values.order,
        },
      });
      onSaved(saved, !series);
    } catch (error) {
      const placed = applyServerErrors<SeriesFormValues>(error, form.setError, SERIES_FORM_FIELDS);
      if (!placed) {
        setFailure(
          errorMessage(error, series ? 'Failed to update the series' : 'Failed to add the series'),
        );
      }
    }
  });

  const controlProps = (name: keyof SeriesFormValues, hint?: string) => {
    const id = `series-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      className: 'field__input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(id, error, hint),
    } as const;
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={series ? 'Edit Series' : 'Add Series'}
      onSubmit={(event) => void submit(event)}
      submitLabel={series ? 'Update Series' : 'Add Series'}
      submitting={submitting}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField id="series-title" label="Title" required error={errors.title?.message}>
        <input {...register('title')} {...controlProps('title')} autoComplete="off" />
      </FormField>
      <FormField id="series-description" label="Description" error={errors.description?.message}>
        <textarea
          rows={4}
          {...register('description')}
          {...controlProps('description')}
          className="field__input field__textarea"
        />
      </FormField>
      <MediaUploadField
        kind="image"
        label="Artwork"
        hint={ARTWORK_HINT}
        square
        url={artworkUrl}
        error={errors.artworkUrl?.message}
        onUploaded={(url) => setValue('artworkUrl', url, { shouldDirty: true })}
        onCleared={() => setValue('artworkUrl', '', { shouldDirty: true })}
        onBusyChange={setUploading}
        disabled={submitting}
      />
      <FormField id="series-order" label="Order" error={errors.order?.message} hint={ORDER_HINT}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          {...register('order', { valueAsNumber: true })}
          {...controlProps('order', ORDER_HINT)}
        />
      </FormField>
    </FormModal>
  );
}
