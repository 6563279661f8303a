import { useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import {
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_PLACEHOLDERS,
  FOLLOW_UP_TEMPLATE_LIMITS,
} from '#shared/schemas/follow-ups.js';
import { MOMENT_KINDS, type MomentKind } from '#shared/schemas/moments.js';
import {
  FormField,
  SettingsCard,
  SettingsFieldset,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';

function TemplateFields({ kind }: { kind: MomentKind }) {
  const { register, getFieldState, formState } = useFormContext<AdminSettings>();
  const subjectId = `settings-follow-up-${kind}-subject`;
  const bodyId = `settings-follow-up-${kind}-body`;
  const subjectError = getFieldState(`followUp.${kind}.subject`, formState).error?.message;
  const bodyError = getFieldState(`followUp.${kind}.body`, formState).error?.message;
  return (
    <SettingsFieldset legend={FOLLOW_UP_KIND_LABELS[kind]}>
      <FormField id={subjectId} label="Subject" error={subjectError}>
        <input
          id={subjectId}
          className="field__input"
          maxLength={FOLLOW_UP_TEMPLATE_LIMITS.subject}
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={fieldDescribedBy(subjectId, subjectError)}
          {...register(`followUp.${kind}.subject`)}
        />
      </FormField>
      <FormField id={bodyId} label="Message" error={bodyError}>
        <textarea
          id={bodyId}
          rows={7}
          maxLength={FOLLOW_UP_TEMPLATE_LIMITS.body}
          className="field__input field__textarea"
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={fieldDescribedBy(bodyId, bodyError)}
          {...register(`followUp.${kind}.body`)}
        />
      </FormField>
    </SettingsFieldset>
  );
}

/**
 * The emails the follow-up queue's "Email them" starts from, one per kind of moment. The team
 * reads each filled in before sending and may change it for that one person.
 */
export function FollowUpSettingsPanel() {
  return (
    <>
      <SettingsCard close>
        <p className="field__hint">
          “Email them” in Follow-up starts from these. Blank lines part paragraphs;{' '}
          {FOLLOW_UP_PLACEHOLDERS.join(', ')} are filled in with the person’s name, the church’s
          name and the moment’s title.
        </p>
      </SettingsCard>
      {MOMENT_KINDS.map((kind) => (
        <TemplateFields key={kind} kind={kind} />
      ))}
    </>
  );
}
