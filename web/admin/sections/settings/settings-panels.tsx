import { useFormContext } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH_BOUNDS,
  SESSION_TIMEOUT_BOUNDS,
  STREAM_ALERT_REPEAT_HOURS_BOUNDS,
} from '#shared/constants.js';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import {
  CheckboxField,
  FormField,
  SettingsCard,
  SettingsRow,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { ColorField } from './ColorField.js';

function TextField({
  name,
  id,
  label,
  type = 'text',
  multiline = false,
  hint,
}: {
  name:
    | 'general.siteName'
    | 'general.siteDescription'
    | 'general.contactEmail'
    | 'general.contactPhone';
  id: string;
  label: string;
  type?: string;
  multiline?: boolean;
  hint?: string;
}) {
  const { register, getFieldState, formState } = useFormContext<AdminSettings>();
  const error = getFieldState(name, formState).error?.message;
  const common = {
    id,
    className: multiline ? 'field__input field__textarea' : 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, error, hint),
    ...register(name),
  };
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
    </FormField>
  );
}

export function GeneralPanel() {
  return (
    <SettingsCard>
      <TextField
        name="general.siteName"
        id="settings-site-name"
        label="Site Name"
        hint="Shown in the header, the footer and every page title."
      />
      <TextField
        name="general.siteDescription"
        id="settings-site-description"
        label="Site Description"
        multiline
        hint="What search engines and link previews say about the church."
      />
      <SettingsRow>
        <TextField
          name="general.contactEmail"
          id="settings-contact-email"
          label="Contact Email"
          type="email"
        />
        <TextField
          name="general.contactPhone"
          id="settings-contact-phone"
          label="Contact Phone"
          type="tel"
        />
      </SettingsRow>
    </SettingsCard>
  );
}

export function AppearancePanel() {
  const { register } = useFormContext<AdminSettings>();
  return (
    <SettingsCard>
      <SettingsRow>
        <ColorField
          name="appearance.primaryColor"
          id="settings-primary-color"
          label="Primary Color"
          hint="The brand colour: headings, hero and buttons."
        />
        <ColorField
          name="appearance.secondaryColor"
          id="settings-secondary-color"
          label="Secondary Color"
          hint="The accent: calls to action and the live badge."
        />
      </SettingsRow>
      <CheckboxField
        id="settings-dark-mode"
        label="Enable Dark Mode"
        hint="The site's theme for visitors who have not picked one with the theme toggle and whose device does not ask for dark: dark when ticked, light when not. A visitor's own choice always wins."
        {...register('appearance.darkMode')}
      />
    </SettingsCard>
  );
}

export function NotificationsPanel() {
  const { register } = useFormContext<AdminSettings>();
  return (
    <SettingsCard>
      <CheckboxField
        id="settings-email-notifications"
        label="Email Notifications"
        hint="The master switch: when off, the site sends none of the emails below (links to reset a password still go)."
        {...register('notifications.emailNotifications')}
      />
      <CheckboxField
        id="settings-stream-alerts"
        label="Stream Alerts"
        hint="Tell visitors who asked on the live page or the home page's live banner as soon as a stream is set live, even before its scheduled time, once per service: an email to those who confirmed their address, a notification to the browsers that chose it."
        {...register('notifications.streamAlerts')}
      />
      <NumberField
        name="notifications.streamAlertRepeatHours"
        id="settings-stream-alert-repeat-hours"
        label="Hours Before a Stream Alerts Again"
        bounds={STREAM_ALERT_REPEAT_HOURS_BOUNDS}
        unit="hours. A stream set live again within this long of its last alert (an encoder that dropped and came back) alerts nobody; 0 alerts every time it goes live"
      />
      <CheckboxField
        id="settings-user-registrations"
        label="User Registrations"
        hint="Email admins who asked for it under My Account when someone registers: the first at once, then at most one summary an hour."
        {...register('notifications.userRegistrations')}
      />
      <CheckboxField
        id="settings-comment-moderation"
        label="Comment Moderation"
        hint="When on, new comments wait for a moderator's approval before anyone else sees them (their writers see them marked as awaiting review). When off, comments appear at once, unless the Moderation tab's word filter holds them. Staff who asked for it under My Account get an email when comments or chat messages wait for review, at most one every 15 minutes."
        {...register('notifications.commentModeration')}
      />
    </SettingsCard>
  );
}

/** A whole number between bounds; its hint says them, and so does its error. */
export function NumberField({
  name,
  id,
  label,
  bounds,
  unit,
}: {
  name:
    | 'security.sessionTimeout'
    | 'security.passwordMinLength'
    | 'notifications.streamAlertRepeatHours'
    | 'prayer.wallDays'
    | 'prayer.closedRetentionMonths';
  id: string;
  label: string;
  bounds: { min: number; max: number };
  unit: string;
}) {
  const { register, getFieldState, formState } = useFormContext<AdminSettings>();
  const invalid = Boolean(getFieldState(name, formState).error);
  const hint = `${bounds.min} to ${bounds.max} ${unit}.`;
  const error = invalid ? `Enter a whole number from ${bounds.min} to ${bounds.max}.` : undefined;
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

export function SecurityFields({ canRequireTwoFactor }: { canRequireTwoFactor: boolean }) {
  const { register, getFieldState, formState, watch } = useFormContext<AdminSettings>();
  const requireError = getFieldState('security.requireTwoFactor', formState).error?.message;
  const required = watch('security.requireTwoFactor');
  return (
    <SettingsCard>
      <SettingsRow>
        <NumberField
          name="security.sessionTimeout"
          id="settings-session-timeout"
          label="Session Timeout (minutes)"
          bounds={SESSION_TIMEOUT_BOUNDS}
          unit="minutes; admins sign in again after this long"
        />
        <NumberField
          name="security.passwordMinLength"
          id="settings-password-min-length"
          label="Minimum Password Length"
          bounds={PASSWORD_MIN_LENGTH_BOUNDS}
          unit="characters, for new member registrations"
        />
      </SettingsRow>
      <CheckboxField
        id="settings-require-two-factor"
        label="Require Two-Factor Authentication"
        hint={
          canRequireTwoFactor || required
            ? 'Every admin signs in with a code from an authenticator app.'
            : 'Set up two-factor sign-in for your own account below first.'
        }
        {...register('security.requireTwoFactor')}
      />
      {requireError ? (
        <p className="field__error" role="alert">
          {requireError}
        </p>
      ) : null}
    </SettingsCard>
  );
}
