import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { StaffNotifications } from '#shared/schemas/staff.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import {
  CheckboxField,
  FormField,
  SettingsSection,
  fieldDescribedBy,
} from '#web/admin/kit/index.js';
import { useSaveStaffNotifications, useStaffNotifications } from './api.js';

const FAILED = 'Your notification emails could not be saved. Please try again.';

/**
 * My Account: where this staff member's notification emails go and which they want. Nothing is
 * sent until an address is given and a box ticked (and the Settings switches allow it).
 */
export function NotificationEmailsPanel({ role }: { role: StaffRole }) {
  const current = useStaffNotifications();
  return (
    <SettingsSection icon={<Mail aria-hidden="true" size={20} />} title="Notification emails">
      {current.isPending ? (
        <Spinner size={20} />
      ) : current.isError ? (
        <Banner tone="error">{errorMessage(current.error, 'Could not load your choices.')}</Banner>
      ) : (
        <NotificationEmailsForm role={role} initial={current.data} />
      )}
    </SettingsSection>
  );
}

/** Mounted once the saved choices are loaded, so it starts from them. */
function NotificationEmailsForm({
  role,
  initial,
}: {
  role: StaffRole;
  initial: StaffNotifications;
}) {
  const id = useId();
  const save = useSaveStaffNotifications();
  const [email, setEmail] = useState(initial.email);
  const [moderation, setModeration] = useState(initial.notifyModeration);
  const [newMembers, setNewMembers] = useState(initial.notifyNewMembers);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    setError(null);
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync({
        email: email.trim(),
        notifyModeration: moderation,
        notifyNewMembers: newMembers,
      });
      setSaved(true);
    } catch (caught) {
      if (isApiError(caught) && caught.errors?.email) setError(caught.errors.email);
      else setFailure(errorMessage(caught, FAILED));
    }
  };

  return (
    <form
      className="notification-emails"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        id={`${id}-email`}
        label="Your email"
        error={error ?? undefined}
        hint="Used only for the emails you tick here."
      >
        <input
          id={`${id}-email`}
          type="email"
          className="field__input"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(`${id}-email`, error ?? undefined, true)}
        />
      </FormField>
      <CheckboxField
        id={`${id}-moderation`}
        label="Email me when comments or chat messages wait for review"
        hint="At most one every 15 minutes, with a link to the panel."
        checked={moderation}
        onChange={(event) => setModeration(event.currentTarget.checked)}
      />
      {role === 'admin' ? (
        <CheckboxField
          id={`${id}-new-members`}
          label="Email me about new members"
          hint="The first at once, then at most one summary an hour."
          checked={newMembers}
          onChange={(event) => setNewMembers(event.currentTarget.checked)}
        />
      ) : null}
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      {saved ? (
        <p className="two-factor__text" role="status">
          Saved.
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={save.isPending}>
          Save notification emails
        </Button>
      </div>
    </form>
  );
}
