import './outbox.css';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/Banner.js';
import {
  MAIL_STATUSES,
  MAIL_STATUS_LABELS,
  type MailMessage,
  type MailStatus,
} from '#shared/schemas/admin-mail.js';
import {
  AdminCardGrid,
  AdminSectionFrame,
  type AdminSectionViewProps,
  ListBanners,
  ListBody,
  ListEmpty,
  ListToolbar,
  Pager,
  useActionFailure,
  useListParams,
} from '#web/admin/kit/index.js';
import { useOutbox, useRetryMail } from './api.js';
import { OutboxCard } from './OutboxCard.js';

const FILTER_DEFAULTS = { status: 'all' };
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] })),
];
const asStatus = (value: string): MailStatus | 'all' =>
  (MAIL_STATUSES as readonly string[]).includes(value) ? (value as MailStatus) : 'all';

/**
 * The outbox: every email the site sends, newest first: what was sent, what waits or
 * failed and why, each one's text, and Retry. Without a mail server it says so plainly, since
 * then nothing leaves the site.
 */
export function MailOutbox(props: AdminSectionViewProps) {
  const list = useListParams(FILTER_DEFAULTS);
  const status = asStatus(list.filters.status);
  const query = useOutbox({ search: list.search, page: list.page, status });
  const retry = useRetryMail();
  const failure = useActionFailure();
  const [notice, setNotice] = useState<string | null>(null);
  const data = query.data;
  const items = data?.messages ?? [];

  const onRetry = (mail: MailMessage) => {
    failure.dismiss();
    setNotice(null);
    retry.mutate(mail._id, {
      onSuccess: () => setNotice(`“${mail.subject}” to ${mail.to} is being sent again.`),
      onError: (error) => failure.fail(error, 'Failed to send the email again'),
    });
  };

  return (
    <AdminSectionFrame {...props}>
      <div className="admin-list">
        {data && !data.mailServerConfigured ? (
          <Banner tone="warning" title="No mail server is set up">
            Emails are kept here and not sent. To send them, set <code>SMTP_URL</code> (and{' '}
            <code>MAIL_FROM</code>) on the server and restart it; then use Retry on the ones that
            should still go.
          </Banner>
        ) : null}
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchPlaceholder="Search recipients, subjects or kinds..."
          searchLabel="Search the outbox"
          filters={[
            { name: 'status', label: 'Filter by status', value: status, options: STATUS_OPTIONS },
          ]}
          onFilter={(name, value) => list.setFilter(name as 'status', value)}
          total={data?.total}
          noun={['email', 'emails']}
        />
        <ListBanners failure={failure} notice={notice} onNoticeDismiss={() => setNotice(null)} />
        <ListBody
          query={query}
          loadingText="Loading emails..."
          loadFailedText="Failed to fetch emails"
          isEmpty={items.length === 0}
          empty={
            <ListEmpty
              icon={Send}
              title="No emails found"
              narrowed={list.narrowed}
              onReset={list.reset}
              firstUseHint="Contact responses, password reset links and quick chat replies appear here as the site sends them."
            />
          }
        >
          {data ? (
            <>
              <AdminCardGrid
                label="Emails"
                items={items}
                getKey={(mail) => mail._id}
                renderItem={(mail) => (
                  <OutboxCard
                    mail={mail}
                    canRetry={data.mailServerConfigured}
                    busy={retry.isPending && retry.variables === mail._id}
                    onRetry={onRetry}
                  />
                )}
              />
              <Pager
                page={data.page}
                limit={data.limit}
                total={data.total}
                onPage={list.setPage}
                label="Outbox pages"
              />
            </>
          ) : null}
        </ListBody>
      </div>
    </AdminSectionFrame>
  );
}
