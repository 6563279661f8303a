import { useFormContext, useWatch, get, type FieldPath } from 'react-hook-form';
import type { SiteContent } from '#shared/schemas/site-content.js';
import { MediaUploadField } from '#web/admin/kit/index.js';

interface ContentImageFieldProps {
  name: FieldPath<SiteContent>;
  label: string;
  hint: string;
}

/** A picture of the site content: uploaded like an event's, kept as its address. */
export function ContentImageField({ name, label, hint }: ContentImageFieldProps) {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<SiteContent>();
  const url = useWatch({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const set = (value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return (
    <MediaUploadField
      kind="image"
      label={label}
      hint={hint}
      url={typeof url === 'string' ? url : ''}
      error={error}
      onUploaded={(uploaded) => set(uploaded)}
      onCleared={() => set('')}
      onBusyChange={() => undefined}
    />
  );
}
