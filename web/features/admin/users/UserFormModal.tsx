import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.js';
import type { AdminUser } from '../../../../shared/schemas/admin-users.js';
import { errorMessage } from '../../../lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '../kit/index.js';
import { useSaveUser } from './save-user.js';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5: name and email required. */
const userFormSchema = z.object({
  name: z.string().trim().min(1, { error: MESSAGES.registration.nameRequired }),
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.registration.emailRequired })
    .regex(SIMPLE_EMAIL, { error: MESSAGES.registration.emailInvalid }),
  phone: z.string(),
  location: z.string(),
  isBlocked: z.boolean(),
  password: z.string(),
});
type UserFormValues = z.infer<typeof userFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'location', 'password'] as const;

const SAVE_FAILED = 'Failed to save user';

interface UserFormModalProps {
  /** The member being edited, or null to add one. */
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (user: AdminUser, added: boolean) => void;
}

/** Edit User / Add New User; mounted per opening, so it starts from the member's values. */
export function UserFormModal({ user, onClose, onSaved }: UserFormModalProps) {
  const save = useSaveUser();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, setError, handleSubmit } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      location: user?.location ?? '',
      isBlocked: user?.isBlocked ?? false,
      password: '',
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ password, ...values }) => {
    setFailure(null);
    try {
      const body = { ...values, ...(password && !user ? { password } : {}) };
      const saved = await save.mutateAsync({ id: user?._id, body });
      onSaved(saved, !user);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(errorMessage(error, SAVE_FAILED));
      }
    }
  });

  const input = (name: keyof UserFormValues, hint = false) => ({
    id: `user-${name}`,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`user-${name}`, errors[name]?.message, hint),
    ...register(name),
  });

  return (
    <FormModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={user ? 'Edit User' : 'Add New User'}
      onSubmit={(event) => void submit(event)}
      submitLabel={user ? 'Save Changes' : 'Add User'}
      submitting={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField id="user-name" label="Name" required error={errors.name?.message}>
        <input {...input('name')} autoComplete="off" maxLength={100} />
      </FormField>
      <FormField id="user-email" label="Email" required error={errors.email?.message}>
        <input {...input('email')} type="email" autoComplete="off" maxLength={254} />
      </FormField>
      <div className="form-modal__row">
        <FormField id="user-phone" label="Phone" error={errors.phone?.message}>
          <input {...input('phone')} type="tel" autoComplete="off" maxLength={40} />
        </FormField>
        <FormField id="user-location" label="Location" error={errors.location?.message}>
          <input {...input('location')} autoComplete="off" maxLength={100} />
        </FormField>
      </div>
      {user ? null : (
        <FormField
          id="user-password"
          label="First password (optional)"
          error={errors.password?.message}
          hint="Share it with the member so they can sign in. Leave empty if they will not sign in here."
        >
          <input {...input('password', true)} type="password" autoComplete="new-password" />
        </FormField>
      )}
      <CheckboxField
        id="user-isBlocked"
        label="Blocked"
        hint="A blocked member can watch but cannot comment, chat or react."
        {...register('isBlocked')}
      />
    </FormModal>
  );
}
