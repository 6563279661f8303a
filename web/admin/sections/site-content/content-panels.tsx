import type { ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
} from 'react-hook-form';
import { MINISTRY_IDS, type SiteContent } from '#shared/schemas/site-content.js';
import { RepeatableList, SettingsFieldset, SettingsRow } from '#web/admin/kit/index.js';
import { ContentField } from './ContentField.js';
import { ContentImageField } from './ContentImageField.js';

const MINISTRY_TITLES = {
  foundationSchool: 'Foundation School',
  children: 'Children Ministry',
  teens: 'Teens Ministry',
} as const;

/** One of the content's lists (service times, programmes, accounts...), bound to the form. */
function ContentList<Name extends ArrayPath<SiteContent>>({
  name,
  title,
  itemName,
  max,
  blank,
  renderItem,
  hint,
}: {
  name: Name;
  title: string;
  hint?: ReactNode;
  itemName: string;
  max: number;
  /** A new entry, empty. */
  blank: FieldArray<SiteContent, Name>;
  renderItem: (index: number) => ReactNode;
}) {
  const { control, formState } = useFormContext<SiteContent>();
  const list = useFieldArray({ control, name });
  return (
    <RepeatableList
      title={title}
      hint={hint}
      itemName={itemName}
      items={list.fields}
      itemKey={(item) => item.id}
      max={max}
      error={(get(formState.errors, name) as { message?: string } | undefined)?.message}
      onAdd={() => list.append(blank)}
      onRemove={list.remove}
      onMove={list.move}
      renderItem={renderItem}
    />
  );
}

export function WelcomePanel() {
  return (
    <>
      <SettingsFieldset legend="Home page welcome">
        <ContentField name="home.welcomeTitle" label="Welcome title" />
        <ContentField name="home.welcomeLine" label="Welcome line" multiline />
      </SettingsFieldset>
      <ContentList
        name="serviceTimes"
        title="Service times"
        hint="When the Services schedule has repeating services, the public site shows their days and times instead of these."
        itemName="service time"
        max={12}
        blank={{ name: '', day: '', time: '' }}
        renderItem={(index) => (
          <>
            <ContentField name={`serviceTimes.${index}.name`} label="Service" />
            <ContentField name={`serviceTimes.${index}.day`} label="Day" />
            <ContentField name={`serviceTimes.${index}.time`} label="Time" />
          </>
        )}
      />
      <SettingsFieldset legend="Finding us">
        <ContentField
          name="visit.landmark"
          label="Landmark"
          hint="Shown under the address from Settings."
        />
        <ContentField
          name="visit.directionsUrl"
          label="Directions link"
          type="url"
          hint="A map link (https://...). Leave empty to hide the Get directions button."
        />
      </SettingsFieldset>
    </>
  );
}

export function MinistriesPanel() {
  return (
    <>
      {MINISTRY_IDS.map((id) => (
        <SettingsFieldset key={id} legend={MINISTRY_TITLES[id]}>
          <ContentField name={`ministries.${id}.tagline`} label="Tagline" />
          <ContentField
            name={`ministries.${id}.description`}
            label="What it is"
            multiline
            rows={5}
          />
          <ContentField name={`ministries.${id}.audience`} label="Who it is for" />
          <SettingsRow>
            <ContentField name={`ministries.${id}.leader`} label="Leader" />
            <ContentField name={`ministries.${id}.leaderRole`} label="Leader’s role" />
          </SettingsRow>
          <ContentField name={`ministries.${id}.meets`} label="When it meets" />
          <ContentImageField
            name={`ministries.${id}.imageUrl`}
            label="Picture"
            hint="A wide picture (16:9) looks best at the top of the ministry page."
          />
        </SettingsFieldset>
      ))}
    </>
  );
}

export function ProgrammesPanel() {
  const { register } = useFormContext<SiteContent>();
  return (
    <ContentList
      name="programmes"
      title="Programmes"
      itemName="programme"
      max={40}
      blank={{ title: '', frequency: 'weekly', day: '', time: '', place: '', description: '' }}
      renderItem={(index) => (
        <>
          <ContentField name={`programmes.${index}.title`} label="Title" />
          <div className="field">
            <label className="field__label" htmlFor={`programme-${index}-frequency`}>
              How often
            </label>
            <select
              id={`programme-${index}-frequency`}
              className="field__input"
              {...register(`programmes.${index}.frequency`)}
            >
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </div>
          <ContentField name={`programmes.${index}.day`} label="Day" />
          <ContentField name={`programmes.${index}.time`} label="Time" />
          <ContentField name={`programmes.${index}.place`} label="Place" />
          <ContentField name={`programmes.${index}.description`} label="Description" />
        </>
      )}
    />
  );
}

export function GivingPanel() {
  return (
    <>
      <SettingsFieldset legend="Words">
        <ContentField name="giving.intro" label="Introduction" multiline />
        <ContentField name="giving.scripture" label="Scripture" multiline />
        <ContentField name="giving.scriptureReference" label="Scripture reference" />
        <ContentField name="giving.thanks" label="Thanks" />
      </SettingsFieldset>
      <ContentList
        name="giving.bankAccounts"
        title="Bank accounts"
        itemName="account"
        max={10}
        blank={{ bankName: '', accountName: '', accountNumber: '', note: '' }}
        renderItem={(index) => (
          <>
            <ContentField name={`giving.bankAccounts.${index}.bankName`} label="Bank" />
            <ContentField name={`giving.bankAccounts.${index}.accountName`} label="Account name" />
            <ContentField
              name={`giving.bankAccounts.${index}.accountNumber`}
              label="Account number"
            />
            <ContentField name={`giving.bankAccounts.${index}.note`} label="Note" />
          </>
        )}
      />
      <ContentList
        name="giving.onlineLinks"
        title="Online giving links"
        itemName="link"
        max={10}
        blank={{ label: '', url: '' }}
        renderItem={(index) => (
          <>
            <ContentField name={`giving.onlineLinks.${index}.label`} label="Button text" />
            <ContentField name={`giving.onlineLinks.${index}.url`} label="Link" type="url" />
          </>
        )}
      />
    </>
  );
}
