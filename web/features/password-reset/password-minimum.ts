import { createElement } from 'react';
import { API_MESSAGES } from '#shared/api-messages.js';
import { formatMessage } from '#shared/messages.js';
import { usePublicSettings } from '#web/features/settings/index.js';

/** The Security settings' password minimum, and the server's own words for a shorter one. */
export function usePasswordMinimum() {
  const { settings, isLoading, isFallback } = usePublicSettings();
  const { passwordMinLength } = settings;
  return {
    min: passwordMinLength,
    /** False while the defaults stand in: then only the server can tell. */
    known: !isLoading && !isFallback,
    tooShort: formatMessage(API_MESSAGES.fields.passwordTooShort, {
      min: String(passwordMinLength),
    }),
  };
}

/** "At least 8 characters.", under every field that sets a member password. */
export function PasswordMinimumHint() {
  const { min } = usePasswordMinimum();
  return createElement('span', null, `At least ${min} characters.`);
}
