import './site-content-editor.css';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { siteContentSchema, type SiteContent } from '#shared/schemas/site-content.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '#web/admin/kit/index.js';
import { GivingPanel, MinistriesPanel, ProgrammesPanel, WelcomePanel } from './content-panels.js';
import { useAdminSiteContent, useSaveSiteContent } from './api.js';

const TEXTS = {
  loading: 'Loading site content...',
  loadFailed: 'Failed to fetch site content',
  saveFailed: 'Failed to save site content',
  saved: 'Site content saved. The public pages show it now.',
  invalid: 'Some fields need attention before saving.',
};

const TABS = [
  { id: 'welcome', label: 'Welcome & services', parts: ['home', 'serviceTimes', 'visit'] },
  { id: 'ministries', label: 'Ministries', parts: ['ministries'] },
  { id: 'programmes', label: 'Programmes', parts: ['programmes'] },
  { id: 'giving', label: 'Giving', parts: ['giving'] },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The tab holding the first field in error, so a hidden mistake is brought into view. */
function tabOf(part: string): TabId {
  return TABS.find((tab) => (tab.parts as readonly string[]).includes(part))?.id ?? 'welcome';
}

/** The tab a link asked for (?tab=giving, as the launch checklist links), else the first. */
const linkedTab = (value: string | null): TabId =>
  TABS.find((candidate) => candidate.id === value)?.id ?? 'welcome';

function ContentForm({ content }: { content: SiteContent }) {
  const save = useSaveSiteContent();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => linkedTab(params.get('tab')));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<SiteContent>({
    resolver: zodResolver(siteContentSchema),
    defaultValues: content,
  });

  const showInvalid = (errors: FieldErrors<SiteContent>) => {
    const first = Object.keys(errors)[0];
    if (first) setTab(tabOf(first));
    setNotice({ tone: 'error', text: TEXTS.invalid });
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
          form.setError(path as FieldPath<SiteContent>, { message });
        }
        const first = Object.keys(error.errors)[0];
        if (first) setTab(tabOf(first.split('.')[0] ?? ''));
      }
      setNotice({ tone: 'error', text: errorMessage(error, TEXTS.saveFailed) });
    }
  }, showInvalid);

  return (
    <FormProvider {...form}>
      <form className="content-editor" onSubmit={(event) => void submit(event)} noValidate>
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)}>
          <Tabs.List className="content-editor__tabs" aria-label="Site content parts">
            {TABS.map(({ id, label }) => (
              <Tabs.Trigger key={id} value={id} className="content-editor__tab">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="welcome">
            <WelcomePanel />
          </Tabs.Content>
          <Tabs.Content value="ministries">
            <MinistriesPanel />
          </Tabs.Content>
          <Tabs.Content value="programmes">
            <ProgrammesPanel />
          </Tabs.Content>
          <Tabs.Content value="giving">
            <GivingPanel />
          </Tabs.Content>
        </Tabs.Root>
        <div className="content-editor__bar">
          <Button
            variant="ghost"
            onClick={() => {
              form.reset(content);
              setNotice(null);
            }}
            disabled={!form.formState.isDirty || save.isPending}
          >
            <RotateCcw aria-hidden="true" size={16} />
            Discard changes
          </Button>
          <Button type="submit" busy={save.isPending}>
            <Save aria-hidden="true" size={16} />
            Save changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Site Content: the church edits its public pages without a developer. */
export function SiteContentEditor(props: AdminSectionViewProps) {
  const query = useAdminSiteContent();
  // A dismissed failure stays dismissed until the next one.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const dismissed = dismissedAt === query.errorUpdatedAt;

  return (
    <AdminSectionFrame {...props}>
      {query.isPending ? (
        <p className="content-editor__loading" role="status">
          <Spinner size={20} /> {TEXTS.loading}
        </p>
      ) : query.isError ? (
        dismissed ? null : (
          <Banner tone="error" onDismiss={() => setDismissedAt(query.errorUpdatedAt)}>
            {errorMessage(query.error, TEXTS.loadFailed)}{' '}
            <button type="button" className="link-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </Banner>
        )
      ) : (
        <ContentForm content={query.data} />
      )}
    </AdminSectionFrame>
  );
}
