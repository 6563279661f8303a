import './audit.css';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/EmptyState.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  FailureBanner,
  ListLoading,
  Pager,
} from '#web/admin/kit/index.js';
import { AUDIT_PAGE_SIZE, useAudit } from './api.js';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log: who changed what, when, newest first, a page at a time. */
export function AuditLog(props: AdminSectionViewProps) {
  const [params, setParams] = useSearchParams();
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const audit = useAudit(page);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });

  return (
    <AdminSectionFrame {...props}>
      <div className="admin-list">
        {audit.isPending ? (
          <ListLoading text="Loading the audit log..." cards={2} />
        ) : audit.isError ? (
          <FailureBanner
            message="Failed to load the audit log"
            onDismiss={() => void audit.refetch()}
            onRetry={() => void audit.refetch()}
          />
        ) : audit.data.entries.length === 0 ? (
          <EmptyState icon={ScrollText} title="No changes yet">
            Changes staff make in this panel are listed here.
          </EmptyState>
        ) : (
          <>
            <ol className="audit-list" aria-label="Audit log">
              {audit.data.entries.map((entry) => (
                <li key={entry._id} className="audit-entry">
                  <time className="audit-entry__time" dateTime={entry.at}>
                    {when.format(new Date(entry.at))}
                  </time>
                  <p className="audit-entry__action">
                    <strong>{entry.staff.displayName}</strong>{' '}
                    <span className="audit-entry__who">
                      ({entry.staff.username}, {entry.staff.role})
                    </span>
                    : {entry.action}
                  </p>
                  {entry.target ? <p className="audit-entry__target">{entry.target}</p> : null}
                </li>
              ))}
            </ol>
            <Pager
              page={page}
              limit={AUDIT_PAGE_SIZE}
              total={audit.data.total}
              onPage={setPage}
              label="Audit log pages"
            />
          </>
        )}
      </div>
    </AdminSectionFrame>
  );
}
