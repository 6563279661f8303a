import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { TwoFactorSetupResponse } from '#shared/schemas/two-factor.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { SettingsSection } from '#web/admin/kit/index.js';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from './api.js';

const FAILED = 'Two-factor sign-in could not be changed. Please try again.';

/** The 6-digit code box; Enter submits without submitting the settings form around it. */
function CodeInput({
  id,
  value,
  onChange,
  onEnter,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  error: string | null;
}) {
  return (
    <div className="field two-factor__code">
      <label htmlFor={id} className="field__label">
        Code from your app
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d ]/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const codeError = (error: unknown) =>
  isApiError(error) && error.errors?.code ? error.errors.code : errorMessage(error, FAILED);

/** This admin's own two-factor sign-in: set up with a QR code, or turn off with a code. */
export function TwoFactorPanel() {
  const id = useId();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const begin = () => {
    setError(null);
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (answer) => {
        setSetup(answer);
        setCode('');
      },
      onError: (failure) => setError(errorMessage(failure, FAILED)),
    });
  };

  const confirm = () => {
    setError(null);
    enable.mutate(code.replace(/\s/g, ''), {
      onSuccess: () => {
        setSetup(null);
        setCode('');
        setNotice('Two-factor sign-in is on. Sign-ins now ask for a code from your app.');
      },
      onError: (failure) => setError(codeError(failure)),
    });
  };

  const turnOff = () => {
    setError(null);
    disable.mutate(code.replace(/\s/g, ''), {
      onSuccess: () => {
        setCode('');
        setNotice('Two-factor sign-in is off for your account.');
      },
      onError: (failure) => setError(codeError(failure)),
    });
  };

  return (
    <SettingsSection
      icon={<KeyRound aria-hidden="true" size={20} />}
      title="Your two-factor sign-in"
    >
      {notice ? (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      ) : null}
      {status.isPending ? (
        <p className="two-factor__text" role="status">
          <Spinner size={18} /> Loading...
        </p>
      ) : status.isError ? (
        <Banner tone="error" onDismiss={() => void status.refetch()}>
          {errorMessage(status.error, 'Failed to fetch two-factor sign-in')}
        </Banner>
      ) : status.data.enabled ? (
        <>
          <p className="two-factor__text two-factor__text--on">
            <ShieldCheck aria-hidden="true" size={18} />
            On: signing in asks for a code from your authenticator app.
          </p>
          {status.data.required ? (
            <p className="two-factor__text">
              The church requires it of every admin, so it stays on while that setting is ticked.
            </p>
          ) : (
            <div className="two-factor__row">
              <CodeInput
                id={`${id}-off`}
                value={code}
                onChange={setCode}
                onEnter={turnOff}
                error={error}
              />
              <Button variant="outline" busy={disable.isPending} onClick={turnOff}>
                <ShieldOff aria-hidden="true" size={16} />
                Turn off
              </Button>
            </div>
          )}
        </>
      ) : setup ? (
        <div className="two-factor__setup">
          <img
            className="two-factor__qr"
            src={setup.qrCode}
            width={200}
            height={200}
            alt="QR code to scan with an authenticator app"
          />
          <div className="two-factor__steps">
            <ol>
              <li>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator,
                1Password...).
              </li>
              <li>Scan this QR code, or type the key below.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <p className="two-factor__secret">
              Key: <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
            <div className="two-factor__row">
              <CodeInput
                id={`${id}-on`}
                value={code}
                onChange={setCode}
                onEnter={confirm}
                error={error}
              />
              <Button busy={enable.isPending} onClick={confirm}>
                Turn on
              </Button>
              <Button variant="ghost" onClick={() => setSetup(null)} disabled={enable.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <>
          <p className="two-factor__text">
            Off. Add a code from an authenticator app on your phone to every sign-in, so a stolen
            password alone cannot open the panel.
          </p>
          {error ? (
            <Banner tone="error" onDismiss={() => setError(null)}>
              {error}
            </Banner>
          ) : null}
          <div>
            <Button variant="outline" busy={start.isPending} onClick={begin}>
              <ShieldCheck aria-hidden="true" size={16} />
              Set up two-factor sign-in
            </Button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
