import { useMemo } from 'react';
import { type FieldPath, useFieldArray, useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import {
  COPYRIGHT_YEAR_BOUNDS,
  RELEVANT_LINKS_MAX,
  SHORT_NAME_MAX,
} from '#shared/schemas/settings.js';
import { appShortName } from '#shared/short-name.js';
import {
  FormField,
  RepeatableList,
  SettingsCard,
  SettingsRow,
  SettingsSubgroup,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';

type TextPath = Extract<FieldPath<AdminSettings>, `church.${string}`>;

function ChurchField({
  name,
  id,
  label,
  type = 'text',
  hint,
  placeholder,
  list,
}: {
  name: TextPath;
  id: string;
  label: string;
  type?: 'text' | 'url' | 'number';
  hint?: string;
  placeholder?: string;
  list?: string;
}) {
  const { register, getFieldState, formState } = useFormContext<AdminSettings>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        className="field__input"
        placeholder={placeholder}
        list={list}
        {...(type === 'url' ? { inputMode: 'url' as const, autoComplete: 'url' } : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
      />
    </FormField>
  );
}

const SOCIAL_FIELDS = [
  { key: 'facebook', label: 'Facebook page' },
  { key: 'youtube', label: 'YouTube channel' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'x', label: 'X' },
  { key: 'messaging', label: 'Messaging app (WhatsApp, Telegram...)' },
] as const;

/** Every time zone this browser knows, for the field's suggestions. */
function useTimeZones(): string[] {
  return useMemo(() => {
    try {
      return Intl.supportedValuesOf('timeZone');
    } catch {
      return [];
    }
  }, []);
}

function RelevantLinks() {
  const { control, getFieldState, formState } = useFormContext<AdminSettings>();
  const links = useFieldArray({ control, name: 'church.relevantLinks' });
  return (
    <RepeatableList
      title="Relevant Links"
      hint={
        <>
          The footer&apos;s list of other ministries&apos; sites, in this order (at most{' '}
          {RELEVANT_LINKS_MAX}).
        </>
      }
      itemName="link"
      items={links.fields}
      itemKey={(item) => item.id}
      max={RELEVANT_LINKS_MAX}
      error={getFieldState('church.relevantLinks', formState).error?.message}
      onAdd={() => links.append({ label: '', url: '' })}
      onRemove={links.remove}
      onMove={links.move}
      renderItem={(index) => (
        <>
          <ChurchField
            name={`church.relevantLinks.${index}.label`}
            id={`settings-link-${index}-label`}
            label={`Link ${index + 1} title`}
          />
          <ChurchField
            name={`church.relevantLinks.${index}.url`}
            id={`settings-link-${index}-url`}
            label={`Link ${index + 1} address`}
            type="url"
            placeholder="https://"
          />
        </>
      )}
      inCard
    />
  );
}

/**
 * The church's identity: its name, address and time zone, its pages elsewhere, the footer's
 * Relevant Links and copyright line. Header, footer, sign-in card, page metadata and emails
 * read these; nothing church-specific is written into the site's code.
 */
export function ChurchPanel() {
  const { watch } = useFormContext<AdminSettings>();
  const zoneName = watch('church.zoneName');
  const timeZones = useTimeZones();
  return (
    <SettingsCard>
      <ChurchField
        name="church.zoneName"
        id="settings-zone-name"
        label="Church or zone name"
        hint="The full name: shown in the footer, on the admin sign-in card and to search engines."
      />
      <ChurchField
        name="church.shortName"
        id="settings-short-name"
        label="Short name"
        placeholder={appShortName({ zoneName: zoneName || '' })}
        hint={`The name under the icon when the site is added to a phone's home screen (at most ${SHORT_NAME_MAX} characters; about 12 show in full). Leave blank to use the start of the church or zone name.`}
      />
      <ChurchField name="church.address" id="settings-address" label="Street address" />
      <SettingsRow>
        <ChurchField name="church.city" id="settings-city" label="City" />
        <ChurchField name="church.country" id="settings-country" label="Country" />
      </SettingsRow>
      <ChurchField
        name="church.timeZone"
        id="settings-time-zone"
        label="Time zone"
        list="settings-time-zones"
        hint="Where the service times are kept, as a name like Africa/Lagos or Europe/London."
      />
      <datalist id="settings-time-zones">
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>

      <SettingsSubgroup
        legend="Social links"
        hint="Full addresses of the church's pages; leave blank to hide."
      >
        <SettingsRow>
          {SOCIAL_FIELDS.map(({ key, label }) => (
            <ChurchField
              key={key}
              name={`church.socialLinks.${key}`}
              id={`settings-social-${key}`}
              label={label}
              type="url"
              placeholder="https://"
            />
          ))}
        </SettingsRow>
      </SettingsSubgroup>

      <RelevantLinks />

      <SettingsRow>
        <ChurchField
          name="church.copyright.holder"
          id="settings-copyright-holder"
          label="Copyright holder"
          placeholder={zoneName}
          hint="Leave blank to use the church or zone name."
        />
        <ChurchField
          name="church.copyright.year"
          id="settings-copyright-year"
          label="Copyright year"
          type="number"
          hint={`From ${COPYRIGHT_YEAR_BOUNDS.min} to ${COPYRIGHT_YEAR_BOUNDS.max}.`}
        />
      </SettingsRow>
    </SettingsCard>
  );
}
