import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from '#shared/schemas/settings.js';
import { CheckboxField, FormField, SettingsCard } from '#web/admin/kit/index.js';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The word filter: blocked words and phrases one per line, and whether links are held. A held
 * message or comment waits in Live Moderation (or Comment Management) for a moderator.
 */
export function ModerationPanel() {
  const { register, control } = useFormContext<AdminSettings>();
  const { field, fieldState } = useController({ control, name: 'moderation.blockedWords' });
  // The text as typed, for the list it gave; a reset or a save's answer shows the list anew.
  const [draft, setDraft] = useState({ text: field.value.join('\n'), value: field.value });
  const text = draft.value === field.value ? draft.text : field.value.join('\n');
  // A word's own error sits under its index; the field shows one line for the list.
  const error =
    fieldState.error?.message ??
    (fieldState.invalid
      ? `Each blocked word needs 1 to ${String(BLOCKED_WORD_MAX_LENGTH)} characters`
      : undefined);
  return (
    <SettingsCard>
      <FormField
        id="settings-blocked-words"
        label="Blocked words"
        hint={`One word or phrase per line (at most ${String(BLOCKED_WORDS_MAX)}). A chat message, prayer request or comment containing one is held for review: matched as a whole word in any letter case, also spaced out (b a d) or with look-alike digits and signs (b4d, $).`}
        error={error}
      >
        <textarea
          id="settings-blocked-words"
          className="field__input"
          rows={6}
          value={text}
          onChange={(event) => {
            const value = linesOf(event.target.value);
            setDraft({ text: event.target.value, value });
            field.onChange(value);
          }}
          onBlur={field.onBlur}
        />
      </FormField>
      <CheckboxField
        id="settings-hold-links"
        label="Hold links for review"
        hint="A message or comment with a web address waits for a moderator before anyone else sees it."
        {...register('moderation.holdLinks')}
      />
    </SettingsCard>
  );
}
