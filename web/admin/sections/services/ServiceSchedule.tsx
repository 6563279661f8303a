import { Ban, Clock, MoveRight, Pencil, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminOccurrence, AdminService } from '#shared/schemas/services.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { ChurchTime } from '#web/components/ChurchTime.js';
import { formatEventWhen } from '#web/components/event-card/event-dates.js';
import { Modal } from '#web/components/modal/Modal.js';
import { Spinner } from '#web/components/Spinner.js';
import { CardButton, StatusPill } from '#web/admin/kit/index.js';
import { errorMessage } from '#web/lib/api-client.js';
import { instantOfWallClock, wallClockIn, zoneCity } from '#web/lib/church-time.js';
import { useAdminService, useChangeOccurrence, type OccurrenceBody } from './api.js';
import { STATUS_PILLS, durationInWords } from './service-words.js';

const EXTEND_STEP_MINUTES = 15;

type Editing = 'move' | 'rename' | 'length' | null;

const minutesOf = (occurrence: AdminOccurrence) =>
  Math.round((Date.parse(occurrence.endsAt) - Date.parse(occurrence.startsAt)) / 60_000);

function OccurrenceWhen({
  occurrence,
  churchZone,
}: {
  occurrence: AdminOccurrence;
  churchZone: string;
}) {
  return (
    <ChurchTime
      className="occurrence__when"
      dateTime={occurrence.startsAt}
      churchZone={churchZone}
      format={(zone) => formatEventWhen(occurrence.startsAt, occurrence.endsAt, zone)}
    />
  );
}

/** The small form under an occurrence that moves, renames or sets the length of it. */
function OccurrenceEditor({
  editing,
  occurrence,
  churchZone,
  busy,
  onSave,
  onCancel,
}: {
  editing: Exclude<Editing, null>;
  occurrence: AdminOccurrence;
  churchZone: string;
  busy: boolean;
  onSave: (change: OccurrenceBody) => void;
  onCancel: () => void;
}) {
  const start = wallClockIn(new Date(occurrence.startsAt), churchZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [title, setTitle] = useState(occurrence.title);
  const [minutes, setMinutes] = useState(String(minutesOf(occurrence)));
  const id = `occurrence-${occurrence.scheduledStartsAt}-${editing}`;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing === 'move') onSave({ startsAt: instantOfWallClock(date, time, churchZone) });
    else if (editing === 'rename') onSave({ title: title.trim() });
    else onSave({ durationMinutes: Number(minutes) });
  };

  return (
    <form className="occurrence__editor" onSubmit={save}>
      {editing === 'move' ? (
        <>
          <label className="occurrence__editor-field">
            <span>New date</span>
            <input
              type="date"
              className="field__input"
              value={date}
              required
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <label className="occurrence__editor-field">
            <span>New time ({zoneCity(churchZone)})</span>
            <input
              type="time"
              className="field__input"
              value={time}
              required
              onChange={(event) => setTime(event.target.value)}
            />
          </label>
        </>
      ) : editing === 'rename' ? (
        <label className="occurrence__editor-field occurrence__editor-field--wide" htmlFor={id}>
          <span>Title of this one</span>
          <input
            id={id}
            className="field__input"
            value={title}
            placeholder="The service's own title"
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
      ) : (
        <label className="occurrence__editor-field">
          <span>Length (minutes)</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            required
            className="field__input"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </label>
      )}
      <span className="occurrence__editor-buttons">
        <Button type="submit" size="sm" busy={busy}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Keep as is
        </Button>
      </span>
    </form>
  );
}

function UpcomingOccurrence({
  occurrence,
  churchZone,
  onChange,
}: {
  occurrence: AdminOccurrence;
  churchZone: string;
  onChange: (change: OccurrenceBody) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const pill = STATUS_PILLS[occurrence.status];
  const minutes = minutesOf(occurrence);

  const run = async (change: OccurrenceBody) => {
    setBusy(true);
    const done = await onChange(change);
    setBusy(false);
    if (done) setEditing(null);
  };

  return (
    <li className="occurrence">
      <div className="occurrence__head">
        <OccurrenceWhen occurrence={occurrence} churchZone={churchZone} />
        <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
      </div>
      <p className="occurrence__title">
        {occurrence.title} <span className="occurrence__length">· {durationInWords(minutes)}</span>
      </p>
      {editing ? (
        <OccurrenceEditor
          editing={editing}
          occurrence={occurrence}
          churchZone={churchZone}
          busy={busy}
          onSave={(change) => void run(change)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="occurrence__actions">
          {occurrence.cancelled ? (
            <CardButton
              icon={RotateCcw}
              disabled={busy}
              onClick={() => void run({ cancelled: false })}
            >
              Restore
            </CardButton>
          ) : (
            <CardButton icon={Ban} disabled={busy} onClick={() => void run({ cancelled: true })}>
              Cancel
            </CardButton>
          )}
          <CardButton icon={MoveRight} disabled={busy} onClick={() => setEditing('move')}>
            Move
          </CardButton>
          <CardButton icon={Pencil} disabled={busy} onClick={() => setEditing('rename')}>
            Rename
          </CardButton>
          <CardButton
            icon={Clock}
            disabled={busy}
            onClick={() => void run({ durationMinutes: minutes + EXTEND_STEP_MINUTES })}
          >
            +{EXTEND_STEP_MINUTES} min
          </CardButton>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setEditing('length')}>
            Set length
          </Button>
        </div>
      )}
    </li>
  );
}

function PastOccurrence({
  occurrence,
  churchZone,
}: {
  occurrence: AdminOccurrence;
  churchZone: string;
}) {
  const pill = STATUS_PILLS[occurrence.status];
  const attendance = occurrence.attendance;
  return (
    <li className="occurrence occurrence--past">
      <div className="occurrence__head">
        <OccurrenceWhen occurrence={occurrence} churchZone={churchZone} />
        <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
      </div>
      <p className="occurrence__title">{occurrence.title}</p>
      {attendance ? (
        <dl className="occurrence__attendance">
          <div>
            <dt>Peak</dt>
            <dd>{attendance.peakViewers}</dd>
          </div>
          <div>
            <dt>Unique viewers</dt>
            <dd>{attendance.uniqueViewers}</dd>
          </div>
          <div>
            <dt>Average minutes</dt>
            <dd>{Math.round(attendance.averageMinutes)}</dd>
          </div>
          <div>
            <dt>Estimated people</dt>
            <dd>{attendance.estimatedPeople}</dd>
          </div>
        </dl>
      ) : null}
    </li>
  );
}

/** One service's coming occurrences, each changed on its own, and its recent past ones. */
export function ServiceSchedule({
  service,
  churchZone,
  onClose,
}: {
  service: AdminService;
  churchZone: string;
  onClose: () => void;
}) {
  const query = useAdminService(service._id);
  const change = useChangeOccurrence();
  const [failure, setFailure] = useState<string | null>(null);

  const changeOne = async (occurrence: AdminOccurrence, body: OccurrenceBody) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        serviceId: service._id,
        scheduledStartsAt: occurrence.scheduledStartsAt,
        change: body,
      });
      return true;
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to change this occurrence'));
      return false;
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Schedule: ${service.title}`}
      description={`Times in church time (${zoneCity(churchZone)}). A change here is for that one time only.`}
      size="lg"
      className="service-schedule"
    >
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      {query.isPending ? (
        <p className="service-schedule__loading" role="status">
          <Spinner size={20} /> Loading the schedule...
        </p>
      ) : query.isError ? (
        <Banner tone="error">
          {errorMessage(query.error, 'Failed to fetch the schedule')}{' '}
          <button type="button" className="kit-link" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Banner>
      ) : (
        <>
          <h3 className="service-schedule__heading">Coming up</h3>
          {query.data.upcoming.length ? (
            <ul className="service-schedule__list" aria-label="Coming occurrences">
              {query.data.upcoming.map((occurrence) => (
                <UpcomingOccurrence
                  key={occurrence._id}
                  occurrence={occurrence}
                  churchZone={churchZone}
                  onChange={(body) => changeOne(occurrence, body)}
                />
              ))}
            </ul>
          ) : (
            <p className="service-schedule__none">Nothing coming up.</p>
          )}
          <h3 className="service-schedule__heading">Recent</h3>
          {query.data.past.length ? (
            <ul className="service-schedule__list" aria-label="Recent occurrences">
              {query.data.past.map((occurrence) => (
                <PastOccurrence
                  key={occurrence._id}
                  occurrence={occurrence}
                  churchZone={churchZone}
                />
              ))}
            </ul>
          ) : (
            <p className="service-schedule__none">None yet.</p>
          )}
        </>
      )}
    </Modal>
  );
}
