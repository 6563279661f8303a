import { useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import { FormField, fieldDescribedBy } from '#web/admin/kit/index.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker and its text box, two ways to the same value. */
export function ColorField({
  name,
  id,
  label,
  hint,
}: {
  name: 'appearance.primaryColor' | 'appearance.secondaryColor';
  id: string;
  label: string;
  hint: string;
}) {
  const { register, watch, setValue, getFieldState, formState } = useFormContext<AdminSettings>();
  const value = watch(name);
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="color-field">
        <input
          type="color"
          className="color-field__swatch"
          aria-label={`${label} picker`}
          // The picker only takes full hex colours; while the text is half typed it shows black.
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) =>
            setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
          }
        />
        <input
          id={id}
          className="field__input color-field__text"
          maxLength={7}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          {...register(name, { setValueAs: (text: string) => text.trim() })}
        />
      </div>
    </FormField>
  );
}
