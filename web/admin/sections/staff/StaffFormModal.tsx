import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { STAFF_ROLES } from '#shared/schemas/auth.js';
import {
  STAFF_DISPLAY_NAME_MAX,
  STAFF_USERNAME_MAX,
  type StaffMemberInfo,
} from '#shared/schemas/staff.js';
import { isMailAddress } from '#shared/email.js';
import { MESSAGES } from '#shared/messages.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { useSaveStaff } from './save-staff.js';
import { ROLE_LABELS } from './staff-roles.js';

const SAVE_FAILED = 'Failed to save staff member';

/** The same checks as the server's, so most mistakes are shown before sending. */
const staffFormSchema = z.object({
  username: z.string().trim().min(1, { error: STAFF_MESSAGES.usernameRequired }),
  displayName: z.string().trim().min(1, { error: STAFF_MESSAGES.displayNameRequired }),
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid }),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isMailAddress(value), {
      error: MESSAGES.registration.emailInvalid,
    }),
  notifyNewMembers: z.boolean(),
  notifyModeration: z.boolean(),
});
type StaffFormValues = z.infer<typeof staffFormSchema>;
const FIELDS = ['username', 'displayName', 'role', 'email'] as const;

interface StaffFormModalProps {
  member: StaffMemberInfo;
  onClose: () => void;
  onSaved: (member: StaffMemberInfo) => void;
}

/**
 * Edit Staff Member; mounted per opening, so it starts from their values. No password here:
 * staff choose their own, by an invite or "Forgot password?" link.
 */
export function StaffFormModal({ member, onClose, onSaved }: StaffFormModalProps) {
  const save = useSaveStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, setError, handleSubmit } = useForm<StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: {
      username: member.username,
      displayName: member.displayName,
      role: member.role,
      email: member.email,
      notifyNewMembers: member.notifyNewMembers,
      notifyModeration: member.notifyModeration,
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: member._id, body: values });
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(errorMessage(error, SAVE_FAILED));
      }
    }
  });

  const input = (name: keyof StaffFormValues, hint = false) => ({
    id: `staff-${name}`,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`staff-${name}`, errors[name]?.message, hint),
    ...register(name),
  });

  return (
    <FormModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Edit Staff Member"
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Changes"
      submitting={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField
        id="staff-displayName"
        label="Display name"
        required
        error={errors.displayName?.message}
        hint="Shown to visitors on quick-chat replies."
      >
        <input
          {...input('displayName', true)}
          autoComplete="off"
          maxLength={STAFF_DISPLAY_NAME_MAX}
        />
      </FormField>
      <FormField
        id="staff-username"
        label="Username"
        required
        error={errors.username?.message}
        hint="What they type to sign in."
      >
        <input
          {...input('username', true)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={STAFF_USERNAME_MAX}
        />
      </FormField>
      <FormField
        id="staff-role"
        label="Role"
        required
        error={errors.role?.message}
        hint="Admins can do everything; moderators look after comments, chats, testimonies and messages."
      >
        <select {...input('role', true)}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="staff-email"
        label="Email (optional)"
        error={errors.email?.message}
        hint="For the emails ticked below and for “Forgot password?”; they can change it under My Account."
      >
        <input {...input('email', true)} type="email" autoComplete="off" spellCheck={false} />
      </FormField>
      <CheckboxField
        id="staff-notify-moderation"
        label="Email when posts wait for review"
        hint="At most one every 15 minutes, while Comment Moderation emails are on in Settings."
        {...register('notifyModeration')}
      />
      <CheckboxField
        id="staff-notify-new-members"
        label="Email about new members"
        hint="Admins only: the first at once, then at most one summary an hour."
        {...register('notifyNewMembers')}
      />
    </FormModal>
  );
}
