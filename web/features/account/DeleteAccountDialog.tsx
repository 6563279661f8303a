import { useId, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  type AccountDelete,
  type AccountPostChoice,
} from '#shared/schemas/account.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { Modal } from '#web/components/modal/Modal.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Deletes the account; rejects with the server's refusal (a wrong password). */
  onDelete: (body: AccountDelete) => Promise<unknown>;
}

/** The last question: the password, and what becomes of the member's posts. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  busy,
  onDelete,
}: DeleteAccountDialogProps) {
  const uid = useId();
  const formId = `${uid}-form`;
  const [password, setPassword] = useState('');
  const [posts, setPosts] = useState<AccountPostChoice>('keep');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setPasswordError(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    setFailure(null);
    if (password === '') {
      setPasswordError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    try {
      await onDelete({ password, posts });
    } catch (error) {
      const field = isApiError(error) ? error.errors?.password : undefined;
      if (field) setPasswordError(field);
      else setFailure(errorMessage(error, 'Your account could not be deleted. Please try again.'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Delete my account"
      description="This cannot be undone: you will be signed out and your account removed."
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            Delete my account
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="account__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="account__choice">
          <legend className="field__label">What you wrote here</legend>
          <label className="check">
            <input
              type="radio"
              name={`${uid}-posts`}
              checked={posts === 'keep'}
              onChange={() => setPosts('keep')}
            />
            Keep my posts as a guest’s (my first name only, without my email)
          </label>
          <label className="check">
            <input
              type="radio"
              name={`${uid}-posts`}
              checked={posts === 'erase'}
              onChange={() => setPosts('erase')}
            />
            Erase my comments, chat messages, prayer requests and quick chats
          </label>
        </fieldset>
        <FormField htmlFor={`${uid}-password`} label="Your password" error={passwordError}>
          <PasswordInput
            id={`${uid}-password`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(undefined);
            }}
            {...invalidProps(`${uid}-password`, passwordError)}
          />
        </FormField>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
      </form>
    </Modal>
  );
}
