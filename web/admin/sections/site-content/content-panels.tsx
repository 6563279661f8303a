import { useFieldArray, useFormContext, get } from 'react-hook-form';
import { MINISTRY_IDS, type SiteContent } from '#shared/schemas/site-content.js';
import { ContentField } from './ContentField.js';
import { ContentImageField } from './ContentImageField.js';
import { RepeatableList } from './RepeatableList.js';

const MINISTRY_TITLES = {
  foundationSchool: 'Foundation School',
  children: 'Children Ministry',
  teens: 'Teens Ministry',
} as const;

function listError(errors: unknown, name: string): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

export function WelcomePanel() {
  const { control, formState } = useFormContext<SiteContent>();
  const times = useFieldArray({ control, name: 'serviceTimes' });
  return (
    <div className="content-panel">
      <fieldset className="content-group">
        <legend className="content-group__title">Home page welcome</legend>
        <ContentField name="home.welcomeTitle" label="Welcome title" />
        <ContentField name="home.welcomeLine" label="Welcome line" multiline />
      </fieldset>
      <RepeatableList
        title="Service times"
        itemName="service time"
        items={times.fields}
        itemKey={(item) => item.id}
        max={12}
        error={listError(formState.errors, 'serviceTimes')}
        onAdd={() => times.append({ name: '', day: '', time: '' })}
        onRemove={times.remove}
        onMove={times.move}
        renderItem={(index) => (
          <>
            <ContentField name={`serviceTimes.${index}.name`} label="Service" />
            <ContentField name={`serviceTimes.${index}.day`} label="Day" />
            <ContentField name={`serviceTimes.${index}.time`} label="Time" />
          </>
        )}
      />
      <fieldset className="content-group">
        <legend className="content-group__title">Finding us</legend>
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
      </fieldset>
    </div>
  );
}

export function MinistriesPanel() {
  return (
    <div className="content-panel">
      {MINISTRY_IDS.map((id) => (
        <fieldset key={id} className="content-group">
          <legend className="content-group__title">{MINISTRY_TITLES[id]}</legend>
          <ContentField name={`ministries.${id}.tagline`} label="Tagline" />
          <ContentField
            name={`ministries.${id}.description`}
            label="What it is"
            multiline
            rows={5}
          />
          <ContentField name={`ministries.${id}.audience`} label="Who it is for" />
          <div className="content-group__row">
            <ContentField name={`ministries.${id}.leader`} label="Leader" />
            <ContentField name={`ministries.${id}.leaderRole`} label="Leader’s role" />
          </div>
          <ContentField name={`ministries.${id}.meets`} label="When it meets" />
          <ContentImageField
            name={`ministries.${id}.imageUrl`}
            label="Picture"
            hint="A wide picture (16:9) looks best at the top of the ministry page."
          />
        </fieldset>
      ))}
    </div>
  );
}

export function ProgrammesPanel() {
  const { control, formState, register } = useFormContext<SiteContent>();
  const programmes = useFieldArray({ control, name: 'programmes' });
  return (
    <div className="content-panel">
      <RepeatableList
        title="Programmes"
        itemName="programme"
        items={programmes.fields}
        itemKey={(item) => item.id}
        max={40}
        error={listError(formState.errors, 'programmes')}
        onAdd={() =>
          programmes.append({
            title: '',
            frequency: 'weekly',
            day: '',
            time: '',
            place: '',
            description: '',
          })
        }
        onRemove={programmes.remove}
        onMove={programmes.move}
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
    </div>
  );
}

export function GivingPanel() {
  const { control, formState } = useFormContext<SiteContent>();
  const accounts = useFieldArray({ control, name: 'giving.bankAccounts' });
  const links = useFieldArray({ control, name: 'giving.onlineLinks' });
  return (
    <div className="content-panel">
      <fieldset className="content-group">
        <legend className="content-group__title">Words</legend>
        <ContentField name="giving.intro" label="Introduction" multiline />
        <ContentField name="giving.scripture" label="Scripture" multiline />
        <ContentField name="giving.scriptureReference" label="Scripture reference" />
        <ContentField name="giving.thanks" label="Thanks" />
      </fieldset>
      <RepeatableList
        title="Bank accounts"
        itemName="account"
        items={accounts.fields}
        itemKey={(item) => item.id}
        max={10}
        error={listError(formState.errors, 'giving.bankAccounts')}
        onAdd={() =>
          accounts.append({ bankName: '', accountName: '', accountNumber: '', note: '' })
        }
        onRemove={accounts.remove}
        onMove={accounts.move}
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
      <RepeatableList
        title="Online giving links"
        itemName="link"
        items={links.fields}
        itemKey={(item) => item.id}
        max={10}
        error={listError(formState.errors, 'giving.onlineLinks')}
        onAdd={() => links.append({ label: '', url: '' })}
        onRemove={links.remove}
        onMove={links.move}
        renderItem={(index) => (
          <>
            <ContentField name={`giving.onlineLinks.${index}.label`} label="Button text" />
            <ContentField name={`giving.onlineLinks.${index}.url`} label="Link" type="url" />
          </>
        )}
      />
    </div>
  );
}
