import { Clock, Radio, Users } from 'lucide-react';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';

const MINUTES = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/**
 * Who watched over the period, counted from open pages: the most watching one stream at once,
 * how many different viewers, and how long each watched on average; then the same per stream.
 */
export function ViewerFigures({
  viewers,
  streams,
}: {
  viewers: AnalyticsResponse['viewers'];
  streams: AnalyticsResponse['streamViewers'];
}) {
  return (
    <section className="admin-panel chart-card viewer-figures" aria-labelledby="viewer-figures">
      <h2 id="viewer-figures" className="admin-panel__title">
        Viewers
      </h2>
      <ul className="viewer-figures__list" aria-label="Viewer figures">
        <li className="viewer-figures__item">
          <Radio aria-hidden="true" size={18} />
          <span className="viewer-figures__label">Peak concurrent viewers</span>
          <span className="viewer-figures__value">{viewers.peakConcurrent.toLocaleString()}</span>
        </li>
        <li className="viewer-figures__item">
          <Users aria-hidden="true" size={18} />
          <span className="viewer-figures__label">Unique viewers</span>
          <span className="viewer-figures__value">{viewers.uniqueViewers.toLocaleString()}</span>
        </li>
        <li className="viewer-figures__item">
          <Clock aria-hidden="true" size={18} />
          <span className="viewer-figures__label">Average minutes watched</span>
          <span className="viewer-figures__value">
            {MINUTES.format(viewers.averageMinutesWatched)}
          </span>
        </li>
      </ul>
      {streams.length === 0 ? (
        <p className="admin-panel__empty">Nobody watched a stream in this period yet.</p>
      ) : (
        <div className="viewer-figures__scroll">
          <table className="viewer-figures__table">
            <caption className="visually-hidden">
              Viewers per stream, most unique viewers first
            </caption>
            <thead>
              <tr>
                <th scope="col">Stream</th>
                <th scope="col">Peak</th>
                <th scope="col">Unique</th>
                <th scope="col">Avg. minutes</th>
              </tr>
            </thead>
            <tbody>
              {streams.map((stream) => (
                <tr key={stream._id}>
                  <th scope="row">{stream.title}</th>
                  <td>{stream.peakConcurrent.toLocaleString()}</td>
                  <td>{stream.uniqueViewers.toLocaleString()}</td>
                  <td>{MINUTES.format(stream.averageMinutesWatched)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
