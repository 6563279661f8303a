import { MessageSquare } from 'lucide-react';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';

/** The streams people talked about most: a ranked list with bars drawn to scale. */
export function TopStreams({ streams }: { streams: AnalyticsResponse['topStreams'] }) {
  const most = Math.max(1, ...streams.map((stream) => stream.commentCount));
  return (
    <section className="admin-panel chart-card" aria-labelledby="top-streams">
      <h2 id="top-streams" className="admin-panel__title">
        Top streams
      </h2>
      {streams.length === 0 ? (
        <p className="admin-panel__empty">
          <MessageSquare aria-hidden="true" size={18} /> No comments in this period yet.
        </p>
      ) : (
        <ol className="top-streams">
          {streams.map((stream) => (
            <li key={stream._id} className="top-streams__item">
              <div className="top-streams__row">
                <span className="top-streams__title">{stream.title}</span>
                <span className="top-streams__count">
                  {stream.commentCount.toLocaleString()}{' '}
                  {stream.commentCount === 1 ? 'comment' : 'comments'}
                </span>
              </div>
              <span className="top-streams__track" aria-hidden="true">
                <span
                  className="top-streams__bar"
                  style={{ width: `${Math.max(4, (stream.commentCount / most) * 100)}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
