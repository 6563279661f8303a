import './settings.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { adminSettingsSchema } from '#shared/schemas/admin-settings.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  SettingsForm,
} from '#web/admin/kit/index.js';
import { useAdminSettings, useSaveSettings, useTwoFactorStatus } from './api.js';
import {
  AppearancePanel,
  GeneralPanel,
  NotificationsPanel,
  SecurityFields,
} from './settings-panels.js';
import { ChurchPanel } from './ChurchPanel.js';
import { FollowUpSettingsPanel } from './FollowUpSettingsPanel.js';
import { ModerationPanel } from './ModerationPanel.js';
import { PrayerSettingsFields } from './PrayerSettingsFields.js';
import { PushSubscribersPanel } from './PushSubscribersPanel.js';
import { SermonSettingsPanel } from './SermonSettingsPanel.js';
import { TwoFactorPanel } from './TwoFactorPanel.js';

const TEXTS = MESSAGES.adminSettings;
const FORM_TEXTS = {
  loading: TEXTS.loading,
  loadFailed: TEXTS.loadFailed,
  saved: TEXTS.saved,
  saveFailed: TEXTS.saveFailed,
  invalid: 'Some settings need attention before saving.',
  save: 'Save Settings',
};
const TAB_IDS = [
  'general',
  'church',
  'appearance',
  'notifications',
  'security',
  'moderation',
  'sermons',
  'followUp',
] as const;
type TabId = (typeof TAB_IDS)[number];
const resolver = zodResolver(adminSettingsSchema);

/** The prayer wall's settings sit on the Moderation tab. */
const tabOf = (path: string): TabId =>
  path.startsWith('prayer.')
    ? 'moderation'
    : (TAB_IDS.find((tab) => path === tab || path.startsWith(`${tab}.`)) ?? 'general');

/** Settings, one tab per group, saved to the server and in effect at once. */
export function SettingsView(props: AdminSectionViewProps) {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const twoFactor = useTwoFactorStatus();
  const content: Record<TabId, ReactNode> = {
    general: <GeneralPanel />,
    church: <ChurchPanel />,
    appearance: <AppearancePanel />,
    notifications: (
      <>
        <NotificationsPanel />
        <PushSubscribersPanel />
      </>
    ),
    security: (
      <>
        <SecurityFields canRequireTwoFactor={twoFactor.data?.enabled ?? false} />
        <TwoFactorPanel />
      </>
    ),
    moderation: (
      <>
        <ModerationPanel />
        <PrayerSettingsFields />
      </>
    ),
    sermons: <SermonSettingsPanel />,
    followUp: <FollowUpSettingsPanel />,
  };
  return (
    <AdminSectionFrame {...props}>
      <SettingsForm
        query={settings}
        save={save}
        resolver={resolver}
        tabs={TAB_IDS.map((id) => ({ id, label: TEXTS.tabs[id], content: content[id] }))}
        tabsLabel="Settings groups"
        tabOf={tabOf}
        texts={FORM_TEXTS}
        // Every panel stays mounted so a save sends all groups, whichever tab is open.
        keepTabsMounted
      />
    </AdminSectionFrame>
  );
}
