import { zodResolver } from '@hookform/resolvers/zod';
import { siteContentSchema } from '#shared/schemas/site-content.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  SettingsForm,
} from '#web/admin/kit/index.js';
import { useAdminSiteContent, useSaveSiteContent } from './api.js';
import { GivingPanel, MinistriesPanel, ProgrammesPanel, WelcomePanel } from './content-panels.js';

const TEXTS = {
  loading: 'Loading site content...',
  loadFailed: 'Failed to fetch site content',
  saveFailed: 'Failed to save site content',
  saved: 'Site content saved. The public pages show it now.',
  invalid: 'Some fields need attention before saving.',
  save: 'Save changes',
};

const TABS = [
  { id: 'welcome', label: 'Welcome & services', content: <WelcomePanel /> },
  { id: 'ministries', label: 'Ministries', content: <MinistriesPanel /> },
  { id: 'programmes', label: 'Programmes', content: <ProgrammesPanel /> },
  { id: 'giving', label: 'Giving', content: <GivingPanel /> },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The parts of the content each tab edits. */
const TAB_PARTS: Record<TabId, readonly string[]> = {
  welcome: ['home', 'serviceTimes', 'visit'],
  ministries: ['ministries'],
  programmes: ['programmes'],
  giving: ['giving'],
};

/** The tab holding a field, by the part of the content it is in. */
function tabOf(path: string): TabId {
  const part = path.split('.')[0] ?? '';
  return TABS.find(({ id }) => TAB_PARTS[id].includes(part))?.id ?? 'welcome';
}

const resolver = zodResolver(siteContentSchema);

/** Site Content: the church edits its public pages without a developer. */
export function SiteContentEditor(props: AdminSectionViewProps) {
  const content = useAdminSiteContent();
  const save = useSaveSiteContent();
  return (
    <AdminSectionFrame {...props}>
      <SettingsForm
        query={content}
        loadingCards={0}
        save={save}
        resolver={resolver}
        tabs={TABS}
        tabsLabel="Site content parts"
        tabOf={tabOf}
        texts={TEXTS}
        wide
      />
    </AdminSectionFrame>
  );
}
