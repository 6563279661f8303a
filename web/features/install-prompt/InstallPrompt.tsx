import { useEffect, useId, useSyncExternalStore } from 'react';
import { APP_SHELL } from '#shared/app-shell.js';
import { PUSH_TEXTS } from '#shared/push.js';
import { Button } from '#web/components/Button.js';
import {
  captureInstallPrompt,
  installOffer,
  snoozeInstallPrompt,
} from '#web/lib/install-prompt.js';
import './install-prompt.css';

const noOffer = () => null;

/**
 * "Add to your home screen", where the browser offers to install the site: Install opens the
 * browser's own dialog; Not now puts the banner away for INSTALL_PROMPT_SNOOZE_DAYS. Once the
 * site is installed the browser stops offering, and the banner goes.
 */
export function InstallPrompt() {
  const titleId = useId();
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current, noOffer);
  useEffect(() => captureInstallPrompt(), []);
  if (!offer) return null;

  const install = async () => {
    installOffer.clear();
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') snoozeInstallPrompt();
  };
  const notNow = () => {
    snoozeInstallPrompt();
    installOffer.clear();
  };

  return (
    <section className="install-prompt" aria-labelledby={titleId}>
      <img className="install-prompt__icon" src={APP_SHELL.icon192} alt="" width={48} height={48} />
      <div className="install-prompt__text">
        <h2 id={titleId} className="install-prompt__title">
          {PUSH_TEXTS.installTitle}
        </h2>
        <p className="install-prompt__body">{PUSH_TEXTS.installBody}</p>
      </div>
      <div className="install-prompt__actions">
        <Button size="sm" onClick={() => void install()}>
          {PUSH_TEXTS.install}
        </Button>
        <Button size="sm" variant="ghost" onClick={notNow}>
          {PUSH_TEXTS.installDismiss}
        </Button>
      </div>
    </section>
  );
}
