import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isMailAddress } from '#shared/email.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminMember } from '#shared/schemas/admin-members.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { useSaveMember } from './api.js';

/** Name and email required, with the texts the registration form shows too. */
const memberFormSchema = z.object({
  name: z.string().trim().min(1, { error: MESSAGES.registration.nameRequired }),
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.registration.emailRequired })
    .refine(isMailAddress, { error: MESSAGES.registration.emailInvalid }),
  phone: z.string(),
  location: z.string(),
  isBlocked: z.boolean(),
  password: z.string(),
});
type MemberFormValues = z.infer<typeof memberFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'location', 'password'] as const;

const SAVE_FAILED = 'Failed to save user';

interface MemberFormModalProps {
  /** The member being edited, or null to add one. */
  member: AdminMember | null;
  onClose: () => void;
  onSaved: (member: AdminMember, added: boolean) => void;
}

/** Edit User / Add New User; mounted per opening, so it starts from the member's values. */
export function MemberFormModal({ member, onClose, onSaved }: MemberFormModalProps) {
  const save = useSaveMember();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, setError, handleSubmit } = useForm<MemberFormValues>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      location: member?.location ?? '',
      isBlocked: member?.isBlocked ?? false,
      password: '',
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ password, ...values }) => {
    setFailure(null);
    try {
      const body = { ...values, ...(password && !member ? { password } : {}) };
      const saved = await save.mutateAsync({ id: member?._id, body });
      onSaved(saved, !member);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(errorMessage(error, SAVE_FAILED));
      }
    }
  });

  // The Security settings' minimum, shown before the password is sent.
  const { passwordMinLength } = usePublicSettings().settings;
  const input = (name: keyof MemberFormValues, hint = false) => ({
    id: `member-${name}`,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`member-${name}`, errors[name]?.message, hint),
    ...register(name),
  });

  return (
    <FormModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={member ? 'Edit User' : 'Add New User'}
      onSubmit={(event) => void submit(event)}
      submitLabel={member ? 'Save Changes' : 'Add User'}
      submitting={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField id="member-name" label="Name" required error={errors.name?.message}>
        <input {...input('name')} autoComplete="off" maxLength={100} />
      </FormField>
      <FormField id="member-email" label="Email" required error={errors.email?.message}>
        <input {...input('email')} type="email" autoComplete="off" maxLength={254} />
      </FormField>
      <div className="form-modal__row">
        <FormField id="member-phone" label="Phone" error={errors.phone?.message}>
          <input {...input('phone')} type="tel" autoComplete="off" maxLength={40} />
        </FormField>
        <FormField id="member-location" label="Location" error={errors.location?.message}>
          <input {...input('location')} autoComplete="off" maxLength={100} />
        </FormField>
      </div>
      {member ? null : (
        <FormField
          id="member-password"
          label="First password (optional)"
          error={errors.password?.message}
          hint={`At least ${passwordMinLength} characters. Share it with the member so they can sign in. Leave empty if they will not sign in here.`}
        >
          <input {...input('password', true)} type="password" autoComplete="new-password" />
        </FormField>
      )}
      <CheckboxField
        id="member-isBlocked"
        label="Blocked"
        hint="A blocked member can watch but cannot comment, chat or react."
        {...register('isBlocked')}
      />
    </FormModal>
  );
}
