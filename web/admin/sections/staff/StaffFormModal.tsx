import { zodResolver } from '@hookform/resolvers/zod';
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
import { CheckboxField, FormField, FormModal } from '#web/admin/kit/index.js';
import { useSaveStaff } from './api.js';
import { RoleField, useStaffDialog } from './StaffDialog.js';

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
  const form = useForm<StaffFormValues>({
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
  const { field, input, modal } = useStaffDialog({
    form,
    idPrefix: 'staff',
    serverFields: ['username', 'displayName', 'role', 'email'],
    send: async (values) => onSaved(await save.mutateAsync({ id: member._id, body: values })),
    sending: save.isPending,
    failedText: 'Failed to save staff member',
    onClose,
  });

  return (
    <FormModal {...modal} title="Edit Staff Member" submitLabel="Save Changes">
      <FormField
        {...field('displayName')}
        label="Display name"
        required
        hint="Shown to visitors on quick-chat replies."
      >
        <input {...input('displayName')} autoComplete="off" maxLength={STAFF_DISPLAY_NAME_MAX} />
      </FormField>
      <FormField {...field('username')} label="Username" required hint="What they type to sign in.">
        <input
          {...input('username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={STAFF_USERNAME_MAX}
        />
      </FormField>
      <RoleField {...field('role')} select={input('role')} />
      <FormField
        {...field('email')}
        label="Email (optional)"
        hint="For the emails ticked below and for “Forgot password?”; they can change it under My Account."
      >
        <input {...input('email')} type="email" autoComplete="off" spellCheck={false} />
      </FormField>
      <CheckboxField
        id="staff-notify-moderation"
        label="Email when posts wait for review"
        hint="At most one every 15 minutes, while Comment Moderation emails are on in Settings."
        {...form.register('notifyModeration')}
      />
      <CheckboxField
        id="staff-notify-new-members"
        label="Email about new members"
        hint="Admins only: the first at once, then at most one summary an hour."
        {...form.register('notifyNewMembers')}
      />
    </FormModal>
  );
}
