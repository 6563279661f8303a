import { useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import {
  PRAYER_RETENTION_MONTHS_BOUNDS,
  PRAYER_WALL_DAYS_BOUNDS,
} from '#shared/schemas/settings.js';
import { CheckboxField, SettingsFieldset, SettingsRow } from '#web/admin/kit/index.js';
import { NumberField } from './settings-panels.js';

/**
 * The prayer wall: whether the team approves each public request first, how long a
 * request stays on the wall, and how long closed requests are kept before they are erased.
 */
export function PrayerSettingsFields() {
  const { register } = useFormContext<AdminSettings>();
  return (
    <SettingsFieldset legend="Prayer wall" inline>
      <CheckboxField
        id="settings-prayer-approval"
        label="Approve prayer requests before the wall shows them"
        hint="On: a public request waits for the prayer team. Off: it shows at once, unless the word filter holds it. Private requests never show."
        {...register('prayer.requireApproval')}
      />
      <SettingsRow>
        <NumberField
          name="prayer.wallDays"
          id="settings-prayer-wall-days"
          label="Days on the wall"
          bounds={PRAYER_WALL_DAYS_BOUNDS}
          unit="days after a request was sent"
        />
        <NumberField
          name="prayer.closedRetentionMonths"
          id="settings-prayer-retention"
          label="Keep closed requests (months)"
          bounds={PRAYER_RETENTION_MONTHS_BOUNDS}
          unit="months; then they are erased with their notes"
        />
      </SettingsRow>
    </SettingsFieldset>
  );
}
