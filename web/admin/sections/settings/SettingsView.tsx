import './settings.css';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { MESSAGES } from '#shared/messages.js';
import { adminSettingsSchema, type AdminSettings } from '#shared/schemas/admin-settings.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  FailureBanner,
  ListLoading,
} from '#web/admin/kit/index.js';
import { useAdminSettings, useSaveSettings, useTwoFactorStatus } from './api.js';
import {
  AppearancePanel,
  GeneralPanel,
  NotificationsPanel,
  SecurityFields,
} from './settings-panels.js';
import { ChurchPanel } from './ChurchPanel.js';
import { ModerationPanel } from './ModerationPanel.js';
import { PrayerSettingsFields } from './PrayerSettingsFields.js';
import { TwoFactorPanel } from './TwoFactorPanel.js';

const TEXTS = MESSAGES.adminSettings;
const TAB_IDS = [
  'general',
  'church',
  'appearance',
  'notifications',
  'security',
  'moderation',
] as const;
type TabId = (typeof TAB_IDS)[number];
const INVALID = 'Some settings need attention before saving.';

/** The prayer wall's settings sit on the Moderation tab. */
const tabOf = (path: string): TabId =>
  path.startsWith('prayer.')
    ? 'moderation'
    : (TAB_IDS.find((tab) => path === tab || path.startsWith(`${tab}.`)) ?? 'general');

/** The tab a link asked for (?tab=church, as the launch checklist links), else General. */
const linkedTab = (value: string | null): TabId => TAB_IDS.find((id) => id === value) ?? 'general';

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const twoFactor = useTwoFactorStatus();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => linkedTab(params.get('tab')));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<AdminSettings>({
    resolver: zodResolver(adminSettingsSchema),
    defaultValues: settings,
  });

  const showInvalid = (errors: FieldErrors<AdminSettings>) => {
    const first = Object.keys(errors)[0];
    if (first) setTab(tabOf(first));
    setNotice({ tone: 'error', text: INVALID });
  };

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      setNotice({ tone: 'success', text: TEXTS.saved });
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [path, message] of Object.entries(error.errors)) {
          form.setError(path as FieldPath<AdminSettings>, { message });
        }
        const first = Object.keys(error.errors)[0];
        if (first) setTab(tabOf(first));
      }
      setNotice({ tone: 'error', text: errorMessage(error, TEXTS.saveFailed) });
    }
  }, showInvalid);

  return (
    <FormProvider {...form}>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)}>
          <Tabs.List className="settings-form__tabs" aria-label="Settings groups">
            {TAB_IDS.map((id) => (
              <Tabs.Trigger key={id} value={id} className="settings-form__tab">
                {TEXTS.tabs[id]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Every panel stays mounted so a save sends all groups, whichever tab is open. */}
          <Tabs.Content value="general" forceMount hidden={tab !== 'general'}>
            <GeneralPanel />
          </Tabs.Content>
          <Tabs.Content value="church" forceMount hidden={tab !== 'church'}>
            <ChurchPanel />
          </Tabs.Content>
          <Tabs.Content value="appearance" forceMount hidden={tab !== 'appearance'}>
            <AppearancePanel />
          </Tabs.Content>
          <Tabs.Content value="notifications" forceMount hidden={tab !== 'notifications'}>
            <NotificationsPanel />
          </Tabs.Content>
          <Tabs.Content value="security" forceMount hidden={tab !== 'security'}>
            <SecurityFields canRequireTwoFactor={twoFactor.data?.enabled ?? false} />
            <TwoFactorPanel />
          </Tabs.Content>
          <Tabs.Content value="moderation" forceMount hidden={tab !== 'moderation'}>
            <ModerationPanel />
            <PrayerSettingsFields />
          </Tabs.Content>
        </Tabs.Root>
        <div className="settings-form__bar">
          <Button
            variant="ghost"
            onClick={() => {
              form.reset(settings);
              setNotice(null);
            }}
            disabled={!form.formState.isDirty || save.isPending}
          >
            <RotateCcw aria-hidden="true" size={16} />
            Discard changes
          </Button>
          <Button type="submit" busy={save.isPending}>
            <Save aria-hidden="true" size={16} />
            Save Settings
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Settings, one tab per group, saved to the server and in effect at once. */
export function SettingsView(props: AdminSectionViewProps) {
  const query = useAdminSettings();
  // A dismissed failure stays dismissed until the next one.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  return (
    <AdminSectionFrame {...props}>
      {query.isPending ? (
        <ListLoading text={TEXTS.loading} cards={1} />
      ) : query.isError ? (
        dismissedAt === query.errorUpdatedAt ? null : (
          <FailureBanner
            message={errorMessage(query.error, TEXTS.loadFailed)}
            onDismiss={() => setDismissedAt(query.errorUpdatedAt)}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </AdminSectionFrame>
  );
}
