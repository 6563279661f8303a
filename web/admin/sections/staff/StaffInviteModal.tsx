import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isMailAddress } from '#shared/email.js';
import { MESSAGES } from '#shared/messages.js';
import { STAFF_ROLES } from '#shared/schemas/auth.js';
import { STAFF_DISPLAY_NAME_MAX, type StaffMemberInfo } from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { FormField, FormModal } from '#web/admin/kit/index.js';
import { useInviteStaff } from './api.js';
import { RoleField, useStaffDialog } from './StaffDialog.js';

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

interface StaffInviteModalProps {
  onClose: () => void;
  onInvited: (member: StaffMemberInfo) => void;
}

/** Invite Staff Member: a name, an address and a role; they choose their own password. */
export function StaffInviteModal({ onClose, onInvited }: StaffInviteModalProps) {
  const invite = useInviteStaff();
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { displayName: '', email: '', role: 'moderator' },
  });
  const { field, input, modal } = useStaffDialog({
    form,
    idPrefix: 'invite',
    serverFields: ['displayName', 'email', 'role'],
    send: async (values) => onInvited(await invite.mutateAsync(values)),
    sending: invite.isPending,
    failedText: 'Failed to send the invite',
    onClose,
  });

  return (
    <FormModal {...modal} title="Invite Staff Member" submitLabel="Send Invite">
      <FormField
        {...field('displayName')}
        label="Name"
        required
        hint="Shown to visitors on quick-chat replies."
      >
        <input {...input('displayName')} autoComplete="off" maxLength={STAFF_DISPLAY_NAME_MAX} />
      </FormField>
      <FormField
        {...field('email')}
        label="Email"
        required
        hint="The invite goes here; they sign in with this address and a password they choose. The link works for 72 hours."
      >
        <input {...input('email')} type="email" autoComplete="off" spellCheck={false} />
      </FormField>
      <RoleField {...field('role')} select={input('role')} />
    </FormModal>
  );
}
