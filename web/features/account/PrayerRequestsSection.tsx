import { HandHeart, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import type { MemberPrayerRequest } from '#shared/schemas/prayer-requests.js';
import { dateFormat } from '#web/lib/date-format.js';

const STATUS_LABELS: Record<MemberPrayerRequest['status'], string> = {
  new: 'Received',
  praying: 'Praying',
  answered: 'Answered',
  closed: 'Closed',
};

const prayedLine = (count: number) =>
  count === 0
    ? 'Not prayed for on the wall yet'
    : `Prayed for ${count} ${count === 1 ? 'time' : 'times'}`;

/** The member's own prayer requests: where each stands with the prayer team. */
export function PrayerRequestsSection({
  requests,
  loading,
  failed,
}: {
  requests: readonly MemberPrayerRequest[];
  loading: boolean;
  failed: boolean;
}) {
  const titleId = useId();
  const date = dateFormat(undefined, { dateStyle: 'medium' });
  let body;
  if (loading) body = <p className="account__muted">Loading your prayer requests…</p>;
  else if (failed)
    body = <p className="account__muted">Your prayer requests could not be loaded.</p>;
  else if (requests.length === 0) {
    body = (
      <p className="account__muted">
        You have not sent a prayer request while signed in.{' '}
        <Link to={SITE_ROUTES.prayer.path}>Send one on the prayer page</Link>.
      </p>
    );
  } else {
    body = (
      <ul className="account__list">
        {requests.map((request) => (
          <li key={request._id} className="account__item">
            <div className="account__item-head">
              <span className={`account__pill account__pill--${request.status}`}>
                {STATUS_LABELS[request.status]}
              </span>
              <time className="account__muted" dateTime={request.createdAt}>
                {date.format(new Date(request.createdAt))}
              </time>
            </div>
            <p className="account__text">{request.request}</p>
            <p className="account__meta">
              <span>
                <HandHeart aria-hidden="true" size={16} /> {prayedLine(request.prayedCount)}
              </span>
              {request.isPrivate ? <span>Only the prayer team sees it</span> : null}
              {request.notifyWhenAnswered ? (
                <span>
                  <Mail aria-hidden="true" size={16} /> Email me when answered
                </span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card account__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account__title">
        My prayer requests
      </h2>
      {body}
    </section>
  );
}
