import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isMailAddress } from '#shared/email.js';
import { MESSAGES } from '#shared/messages.js';
import { STAFF_ROLES } from '#shared/schemas/auth.js';
import { STAFF_DISPLAY_NAME_MAX, type StaffMemberInfo } from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, FormModal, applyServerErrors, fieldDescribedBy } from '#web/admin/kit/index.js';
import { useInviteStaff } from './invite-staff.js';
import { ROLE_LABELS } from './staff-roles.js';

const INVITE_FAILED = 'Failed to send the invite';

/** The same checks as the server's, so most mistakes are shown before sending. */
const inviteFormSchema = z.object({
  displayName: z.string().trim().min(1, { error: STAFF_MESSAGES.displayNameRequired }),
  email: z
    .string()
    .trim()
    .min(1, { error: STAFF_MESSAGES.emailRequired })
    .refine(isMailAddress, { error: MESSAGES.registration.emailInvalid }),
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid }),
});
type InviteFormValues = z.infer<typeof inviteFormSchema>;
const FIELDS = ['displayName', 'email', 'role'] as const;

interface StaffInviteModalProps {
  onClose: () => void;
  onInvited: (member: StaffMemberInfo) => void;
}

/** Invite Staff Member: a name, an address and a role; they choose their own password. */
export function StaffInviteModal({ onClose, onInvited }: StaffInviteModalProps) {
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, setError, handleSubmit } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { displayName: '', email: '', role: 'moderator' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onInvited(await invite.mutateAsync(values));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(errorMessage(error, INVITE_FAILED));
      }
    }
  });

  const input = (name: keyof InviteFormValues) => ({
    id: `invite-${name}`,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`invite-${name}`, errors[name]?.message, true),
    ...register(name),
  });

  return (
    <FormModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Invite Staff Member"
      onSubmit={(event) => void submit(event)}
      submitLabel="Send Invite"
      submitting={invite.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField
        id="invite-displayName"
        label="Name"
        required
        error={errors.displayName?.message}
        hint="Shown to visitors on quick-chat replies."
      >
        <input {...input('displayName')} autoComplete="off" maxLength={STAFF_DISPLAY_NAME_MAX} />
      </FormField>
      <FormField
        id="invite-email"
        label="Email"
        required
        error={errors.email?.message}
        hint="The invite goes here; they sign in with this address and a password they choose. The link works for 72 hours."
      >
        <input {...input('email')} type="email" autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField
        id="invite-role"
        label="Role"
        required
        error={errors.role?.message}
        hint="Admins can do everything; moderators look after comments, chats, testimonies and messages."
      >
        <select {...input('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
    </FormModal>
  );
}
