import { useForm } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/limits.js';
import {
  type AdminPrayerRequest,
  type AdminPrayerRequestUpdate,
  PRAYER_STATUSES,
  PRAYER_STATUS_LABELS,
  type PrayerStatus,
} from '#shared/schemas/prayer-requests.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  fieldDescribedBy,
  useEditForm,
} from '#web/admin/kit/index.js';
import { usePrayerTeam, useUpdatePrayerRequest } from './api.js';

interface FormValues {
  status: PrayerStatus;
  assignedTo: string;
  isUrgent: boolean;
  isApproved: boolean;
  praiseReport: string;
  note: string;
}

const SERVER_FIELDS = ['status', 'assignedTo', 'isApproved', 'praiseReport', 'note'] as const;

/** Only what changed is sent, so a teammate's change meanwhile is not overwritten. */
function changesOf(item: AdminPrayerRequest, values: FormValues): AdminPrayerRequestUpdate {
  const body: AdminPrayerRequestUpdate = {};
  if (values.status !== item.status) body.status = values.status;
  const assigned = values.assignedTo || null;
  if (assigned !== (item.assignedTo?._id ?? null)) body.assignedTo = assigned;
  if (values.isUrgent !== item.isUrgent) body.isUrgent = values.isUrgent;
  if (values.isApproved !== item.isApproved) body.isApproved = values.isApproved;
  if (values.praiseReport.trim() !== item.praiseReport) body.praiseReport = values.praiseReport;
  if (values.note.trim()) body.note = values.note;
  return body;
}

/** The whole request, its private notes, and every change the team can make. */
export function PrayerManageModal({
  item,
  onClose,
}: {
  item: AdminPrayerRequest;
  onClose: () => void;
}) {
  const team = usePrayerTeam();
  const form = useForm<FormValues>({
    defaultValues: {
      status: item.status,
      assignedTo: item.assignedTo?._id ?? '',
      isUrgent: item.isUrgent,
      isApproved: item.isApproved,
      praiseReport: item.praiseReport,
      note: '',
    },
  });
  const update = useUpdatePrayerRequest();
  const modal = useEditForm<AdminPrayerRequest, FormValues, FormValues>({
    item,
    form,
    update: {
      isPending: update.isPending,
      mutate: ({ id, body }, callbacks) => {
        const changes = changesOf(item, body);
        if (Object.keys(changes).length === 0) {
          callbacks.onSuccess(undefined);
          return;
        }
        update.mutate({ id, body: changes }, callbacks);
      },
    },
    serverFields: SERVER_FIELDS,
    failedText: 'Failed to update the prayer request',
    onClose,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const members = team.data?.team ?? [];
  const assignedGone =
    item.assignedTo && !members.some((member) => member._id === item.assignedTo?._id);

  return (
    <FormModal
      {...modal}
      title="Prayer Request"
      description={`From ${item.name}, ${formatDateTime(item.createdAt)}`}
      submitLabel="Save"
      size="lg"
    >
      <blockquote className="form-modal__quote prayer-manage__request">{item.request}</blockquote>
      {item.notes.length > 0 ? (
        <section aria-label="Private notes" className="prayer-manage__notes">
          <h3 className="prayer-manage__notes-title">Private notes</h3>
          <ol>
            {item.notes.map((note) => (
              <li key={note._id}>
                <span className="prayer-manage__note-meta">
                  {note.staffName},{' '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </span>
                {note.note}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="prayer-manage__row">
        <FormField id="prayer-status" label="Status" error={errors.status?.message}>
          <select id="prayer-status" className="field__input" {...register('status')}>
            {PRAYER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRAYER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="prayer-assigned" label="Assigned to" error={errors.assignedTo?.message}>
          <select id="prayer-assigned" className="field__input" {...register('assignedTo')}>
            <option value="">Nobody yet</option>
            {assignedGone && item.assignedTo ? (
              <option value={item.assignedTo._id}>{item.assignedTo.displayName}</option>
            ) : null}
            {members.map((member) => (
              <option key={member._id} value={member._id}>
                {member.displayName}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <CheckboxField
        id="prayer-urgent"
        label="Urgent"
        hint="Marked in red in the queue and counted on the dashboard."
        {...register('isUrgent')}
      />
      <CheckboxField
        id="prayer-approved"
        label="On the prayer wall"
        hint={
          item.isPrivate
            ? 'Private: only the prayer team sees this request.'
            : 'The wall shows the first name (or “Someone”) and the request, never the email.'
        }
        disabled={item.isPrivate}
        {...register('isApproved')}
      />
      <FormField
        id="prayer-praise"
        label="Praise report"
        error={errors.praiseReport?.message}
        hint="What God did. The wall shows it under the request once it is marked answered."
      >
        <textarea
          id="prayer-praise"
          rows={3}
          maxLength={TEXT_LIMITS.prayerRequest}
          className="field__input field__textarea"
          aria-describedby={fieldDescribedBy('prayer-praise', errors.praiseReport?.message, 'hint')}
          {...register('praiseReport')}
        />
      </FormField>
      <FormField
        id="prayer-note"
        label="Add a private note"
        error={errors.note?.message}
        hint="Only staff see notes: a call made, a visit planned, who is following up."
      >
        <textarea
          id="prayer-note"
          rows={3}
          maxLength={TEXT_LIMITS.prayerNote}
          className="field__input field__textarea"
          aria-describedby={fieldDescribedBy('prayer-note', errors.note?.message, 'hint')}
          {...register('note')}
        />
      </FormField>
    </FormModal>
  );
}
