import './settings-layout.css';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { SettingsLoad, type SettingsQuery } from './SettingsLoad.js';
import { SettingsTabs, type SettingsTab } from './SettingsTabs.js';

export interface SettingsFormTexts {
  /** The loading line, e.g. 'Loading settings...'. */
  loading: string;
  /** Shown when the saved values could not be loaded and the server sent no words of its own. */
  loadFailed: string;
  /** Shown once the server has kept the values. */
  saved: string;
  /** Shown when the server sent no words of its own. */
  saveFailed: string;
  /** Shown when the form's own checks stop the save. */
  invalid: string;
  /** The save button's name. */
  save: string;
}

interface SettingsFormProps<Values extends FieldValues, Id extends string> {
  /** The saved values: the form starts from them once loaded, and Discard goes back to them. */
  query: SettingsQuery<Values>;
  /** Skeleton cards under the loading line. */
  loadingCards?: number;
  resolver: Resolver<Values>;
  /** Sends the values; resolves to them as the server kept them. */
  save: { mutateAsync: (values: Values) => Promise<Values>; isPending: boolean };
  tabs: readonly SettingsTab<Id>[];
  tabsLabel: string;
  /** The tab holding a field, so a mistake on a hidden tab is brought into view. */
  tabOf: (path: string) => Id;
  texts: SettingsFormTexts;
  /** See SettingsTabs. */
  keepTabsMounted?: boolean;
  /** The section's whole width, for long lists; the bar is ruled off from what scrolls under it. */
  wide?: boolean;
}

/**
 * A tabbed form saved as one, shown once its saved values are loaded: the server's verdict in
 * a banner above the tabs, its field errors on their fields (the first one's tab opened), and a
 * bar kept in sight at the foot of the screen to discard or save. `?tab=<id>` opens a tab, as
 * the launch checklist links.
 */
export function SettingsForm<Values extends FieldValues, Id extends string>({
  query,
  loadingCards = 1,
  ...form
}: SettingsFormProps<Values, Id>) {
  return (
    <SettingsLoad query={query} texts={form.texts} cards={loadingCards}>
      {(values) => <LoadedSettingsForm values={values} {...form} />}
    </SettingsLoad>
  );
}

/** The form itself, mounted once with the loaded values. */
function LoadedSettingsForm<Values extends FieldValues, Id extends string>({
  values,
  resolver,
  save,
  tabs,
  tabsLabel,
  tabOf,
  texts,
  keepTabsMounted = false,
  wide = false,
}: Omit<SettingsFormProps<Values, Id>, 'query' | 'loadingCards'> & { values: Values }) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Id>(
    () => tabs.find(({ id }) => id === params.get('tab'))?.id ?? (tabs[0]?.id as Id),
  );
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: values as DefaultValues<Values> });

  const openTabOf = (paths: string[]) => {
    const [first] = paths;
    if (first) setTab(tabOf(first));
  };

  const showInvalid = (errors: FieldErrors<Values>) => {
    openTabOf(Object.keys(errors));
    setNotice({ tone: 'error', text: texts.invalid });
  };

  const submit = form.handleSubmit(async (edited) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync(edited);
      form.reset(saved);
      setNotice({ tone: 'success', text: texts.saved });
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [path, message] of Object.entries(error.errors)) {
          form.setError(path as FieldPath<Values>, { message });
        }
        openTabOf(Object.keys(error.errors));
      }
      setNotice({ tone: 'error', text: errorMessage(error, texts.saveFailed) });
    }
  }, showInvalid);

  return (
    <FormProvider {...form}>
      <form
        className={wide ? 'settings-form settings-form--wide' : 'settings-form'}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        <SettingsTabs
          label={tabsLabel}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          keepMounted={keepTabsMounted}
        />
        <div className="settings-form__bar">
          <Button
            variant="ghost"
            onClick={() => {
              form.reset(values);
              setNotice(null);
            }}
            disabled={!form.formState.isDirty || save.isPending}
          >
            <RotateCcw aria-hidden="true" size={16} />
            Discard changes
          </Button>
          <Button type="submit" busy={save.isPending}>
            <Save aria-hidden="true" size={16} />
            {texts.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
