import './dashboard.css';
import { useEffect, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  FailureBanner,
} from '#web/admin/kit/index.js';
import { useStaffRole } from '#web/admin/auth/index.js';
import { useDashboard } from './api.js';
import { LaunchChecklist } from './LaunchChecklist.js';
import { QuickActions } from './QuickActions.js';
import { RecentComments, RecentStreams } from './RecentLists.js';
import { StatCards } from './StatCards.js';

const TEXTS = MESSAGES.adminDashboard;

/** Dashboard Overview: figures, the newest streams and comments, quick actions. */
export function DashboardOverview(props: AdminSectionViewProps) {
  const dashboard = useDashboard();
  // The checklist and its removal are the admins' (the server refuses anyone else).
  const isAdmin = useStaffRole() === 'admin';
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  useEffect(() => {
    if (dashboard.isError) console.error('Dashboard load failed', dashboard.error);
  }, [dashboard.isError, dashboard.error]);

  const data = dashboard.data;
  return (
    <AdminSectionFrame {...props}>
      <div className="dashboard">
        {dashboard.isPending ? (
          <p className="list-loading__text" role="status">
            <Spinner size={20} /> {TEXTS.loading}
          </p>
        ) : null}
        {dashboard.isError && dismissedAt !== dashboard.errorUpdatedAt ? (
          <FailureBanner
            message={errorMessage(dashboard.error, TEXTS.loadFailed)}
            onDismiss={() => setDismissedAt(dashboard.errorUpdatedAt)}
            onRetry={() => void dashboard.refetch()}
          />
        ) : null}
        {isAdmin ? <LaunchChecklist /> : null}
        <StatCards stats={data?.stats} />
        <div className="dashboard__columns">
          {data ? (
            <>
              <RecentStreams streams={data.recentActivity.streams} />
              <RecentComments comments={data.recentActivity.comments} />
            </>
          ) : null}
        </div>
        <QuickActions />
      </div>
    </AdminSectionFrame>
  );
}
