import { useForm } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/limits.js';
import {
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_STATUS_LABELS,
  type FollowUp,
  type FollowUpPatchBody,
  type FollowUpStatus,
} from '#shared/schemas/follow-ups.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  fieldDescribedBy,
  useEditForm,
} from '#web/admin/kit/index.js';
import { useFollowUpTeam, useUpdateFollowUp } from './api.js';

interface FormValues {
  status: FollowUpStatus;
  assignedTo: string;
  isUrgent: boolean;
  note: string;
}

const SERVER_FIELDS = ['status', 'assignedTo', 'note', 'isUrgent'] as const;

/** Only what changed is sent, so a teammate's change meanwhile is not overwritten. */
function changesOf(item: FollowUp, values: FormValues): FollowUpPatchBody {
  const body: FollowUpPatchBody = {};
  if (values.status !== item.status) body.status = values.status;
  const assigned = values.assignedTo || null;
  if (assigned !== item.assignedTo) body.assignedTo = assigned;
  if (values.isUrgent !== item.isUrgent) body.isUrgent = values.isUrgent;
  if (values.note.trim() !== item.teamNote) body.note = values.note;
  return body;
}

/** What the person answered and left, and every change the team can make. */
export function FollowUpManageModal({ item, onClose }: { item: FollowUp; onClose: () => void }) {
  const team = useFollowUpTeam();
  const form = useForm<FormValues>({
    defaultValues: {
      status: item.status,
      assignedTo: item.assignedTo ?? '',
      isUrgent: item.isUrgent,
      note: item.teamNote,
    },
  });
  const update = useUpdateFollowUp();
  const modal = useEditForm<FollowUp, FormValues, FormValues>({
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
    failedText: 'Failed to update the follow-up',
    onClose,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const members = team.data?.team ?? [];
  const assignedGone = item.assignedTo && !members.some((member) => member._id === item.assignedTo);

  return (
    <FormModal
      {...modal}
      title="Follow-up"
      description={`${item.name || 'Someone'}: ${FOLLOW_UP_KIND_LABELS[item.kind]}, ${formatDateTime(item.createdAt)}`}
      submitLabel="Save"
      size="lg"
    >
      <dl className="follow-up-manage__facts">
        <dt>Moment</dt>
        <dd>
          {item.momentTitle} · {item.streamTitle}
        </dd>
        <dt>Email</dt>
        <dd>{item.email || 'None given'}</dd>
        <dt>Phone</dt>
        <dd>{item.phone || 'None given'}</dd>
      </dl>
      {item.note ? <blockquote className="form-modal__quote">{item.note}</blockquote> : null}
      <div className="follow-up-manage__row">
        <FormField id="follow-up-status" label="Status" error={errors.status?.message}>
          <select id="follow-up-status" className="field__input" {...register('status')}>
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FOLLOW_UP_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="follow-up-assigned" label="Assigned to" error={errors.assignedTo?.message}>
          <select id="follow-up-assigned" className="field__input" {...register('assignedTo')}>
            <option value="">Nobody yet</option>
            {assignedGone && item.assignedTo ? (
              <option value={item.assignedTo}>{item.assignedToName}</option>
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
        id="follow-up-urgent"
        label="Urgent"
        hint="Shown first in the queue and counted on the dashboard."
        {...register('isUrgent')}
      />
      <FormField
        id="follow-up-note"
        label="Private note"
        error={errors.note?.message}
        hint="Only staff see it: a call made, a visit planned, who is following up."
      >
        <textarea
          id="follow-up-note"
          rows={4}
          maxLength={TEXT_LIMITS.prayerNote}
          className="field__input field__textarea"
          aria-describedby={fieldDescribedBy('follow-up-note', errors.note?.message, 'hint')}
          {...register('note')}
        />
      </FormField>
    </FormModal>
  );
}
