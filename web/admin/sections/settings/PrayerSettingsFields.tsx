import { useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import {
  PRAYER_RETENTION_MONTHS_BOUNDS,
  PRAYER_WALL_DAYS_BOUNDS,
} from '#shared/schemas/settings.js';
import { CheckboxField, FormField, fieldDescribedBy } from '#web/admin/kit/index.js';

function PrayerNumberField({
  name,
  id,
  label,
  bounds,
  unit,
}: {
  name: 'prayer.wallDays' | 'prayer.closedRetentionMonths';
  id: string;
  label: string;
  bounds: { min: number; max: number };
  unit: string;
}) {
  const { register, getFieldState, formState } = useFormContext<AdminSettings>();
  const invalid = Boolean(getFieldState(name, formState).error);
  const hint = `${String(bounds.min)} to ${String(bounds.max)} ${unit}.`;
  const error = invalid
    ? `Enter a whole number from ${String(bounds.min)} to ${String(bounds.max)}.`
    : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        className="field__input settings-panel__number"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}

/**
 * The prayer wall: whether the team approves each public request first, how long a
 * request stays on the wall, and how long closed requests are kept before they are erased.
 */
export function PrayerSettingsFields() {
  const { register } = useFormContext<AdminSettings>();
  return (
    <fieldset className="settings-panel settings-panel--fieldset">
      <legend className="settings-panel__legend">Prayer wall</legend>
      <CheckboxField
        id="settings-prayer-approval"
        label="Approve prayer requests before the wall shows them"
        hint="On: a public request waits for the prayer team. Off: it shows at once, unless the word filter holds it. Private requests never show."
        {...register('prayer.requireApproval')}
      />
      <div className="settings-panel__row">
        <PrayerNumberField
          name="prayer.wallDays"
          id="settings-prayer-wall-days"
          label="Days on the wall"
          bounds={PRAYER_WALL_DAYS_BOUNDS}
          unit="days after a request was sent"
        />
        <PrayerNumberField
          name="prayer.closedRetentionMonths"
          id="settings-prayer-retention"
          label="Keep closed requests (months)"
          bounds={PRAYER_RETENTION_MONTHS_BOUNDS}
          unit="months; then they are erased with their notes"
        />
      </div>
    </fieldset>
  );
}
