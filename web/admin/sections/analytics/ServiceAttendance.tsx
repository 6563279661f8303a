import { MOMENT_KINDS } from '#shared/schemas/moments.js';
import type { ServiceAttendance as Report } from '#shared/schemas/services.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { MOMENT_KIND_LABELS } from '#web/admin/kit/index.js';
import { useServiceAttendance } from './api.js';

const MINUTES = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

type Occurrence = Report['services'][number]['occurrences'][number];

/** Whether the server said anything of moments for these occurrences (older servers do not). */
const tellsMoments = (occurrences: Occurrence[]) =>
  occurrences.some((occurrence) => occurrence.attendance?.moments !== undefined);

/** Each moment of the occurrence with its responses, in the order they opened. */
function MomentsCell({ occurrence }: { occurrence: Occurrence }) {
  const moments = occurrence.attendance?.moments ?? [];
  if (moments.length === 0) return <td>—</td>;
  return (
    <td>
      <ul className="service-attendance__moments">
        {moments.map((moment) => (
          <li key={moment.momentId}>
            {moment.title || MOMENT_KIND_LABELS[moment.kind]}: {moment.responses.toLocaleString()}
          </li>
        ))}
      </ul>
    </td>
  );
}

/** The responses by kind, only the kinds that had any. */
function KindsCell({ occurrence }: { occurrence: Occurrence }) {
  const byKind = occurrence.attendance?.responsesByKind;
  const kinds = byKind ? MOMENT_KINDS.filter((kind) => byKind[kind] > 0) : [];
  if (!byKind || kinds.length === 0) return <td>—</td>;
  return (
    <td>
      <ul className="service-attendance__moments">
        {kinds.map((kind) => (
          <li key={kind}>
            {MOMENT_KIND_LABELS[kind]}: {byKind[kind].toLocaleString()}
          </li>
        ))}
      </ul>
    </td>
  );
}

/** "+12%" or "−5%" against the week before; nothing when there is no week before to compare. */
function change(current: number, previous: number | undefined): string {
  if (previous === undefined || previous === 0) return '';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return '±0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

function OccurrenceRow({
  occurrence,
  before,
  timeZone,
  withMoments,
}: {
  occurrence: Occurrence;
  before: Occurrence | undefined;
  timeZone: string;
  withMoments: boolean;
}) {
  const figures = occurrence.attendance;
  const day = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(occurrence.startsAt));
  const unique = figures?.uniqueViewers ?? 0;
  const trend = change(unique, before?.attendance?.uniqueViewers);
  return (
    <tr>
      <th scope="row">{day}</th>
      <td>{(figures?.peakViewers ?? 0).toLocaleString()}</td>
      <td>
        {unique.toLocaleString()}
        {trend ? <span className="service-attendance__trend"> {trend}</span> : null}
      </td>
      <td>{MINUTES.format(figures?.averageMinutes ?? 0)}</td>
      <td>{(figures?.estimatedPeople ?? 0).toLocaleString()}</td>
      {withMoments ? (
        <>
          <MomentsCell occurrence={occurrence} />
          <KindsCell occurrence={occurrence} />
        </>
      ) : null}
    </tr>
  );
}

/**
 * Each service's attendance week over week: its held occurrences, newest first, with the
 * change in unique viewers against the one before, and the answers to its moments beside them.
 */
export function ServiceAttendance() {
  const report = useServiceAttendance();
  const timeZone = useChurchTimeZone();
  const services = (report.data?.services ?? []).filter((s) => s.occurrences.length > 0);
  if (!report.data || services.length === 0) return null;
  return (
    <section
      className="admin-panel chart-card viewer-figures service-attendance"
      aria-labelledby="service-attendance"
    >
      <h2 id="service-attendance" className="admin-panel__title">
        Service attendance, week over week
      </h2>
      {services.map((service) => {
        const withMoments = tellsMoments(service.occurrences);
        return (
          <div key={service.serviceId} className="viewer-figures__scroll">
            <table className="viewer-figures__table">
              <caption className="service-attendance__caption">{service.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Peak</th>
                  <th scope="col">Unique</th>
                  <th scope="col">Avg. minutes</th>
                  <th scope="col">People (est.)</th>
                  {withMoments ? (
                    <>
                      <th scope="col">Moments (responses)</th>
                      <th scope="col">Responses by kind</th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {service.occurrences.map((occurrence, index) => (
                  <OccurrenceRow
                    key={occurrence._id}
                    occurrence={occurrence}
                    before={service.occurrences[index + 1]}
                    timeZone={timeZone}
                    withMoments={withMoments}
                  />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
