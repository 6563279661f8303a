import { useState, type FormEvent } from 'react';
import {
  CHAT_WHO,
  PINNED_MESSAGE_MAX_LENGTH,
  SLOW_MODE_MAX_SECONDS,
  type ChatRoom,
  type ChatWho,
} from '#shared/schemas/moderation.js';
import { Button } from '#web/components/Button.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField } from '#web/admin/kit/index.js';
import { useSaveChatRoom } from './api.js';

const WHO_LABELS: Record<ChatWho, string> = {
  everyone: 'Everyone',
  named: 'Only with a name and email',
  members: 'Only signed-in members',
};

/** Slow mode, the pinned message and who may post, for one stream's chat. */
export function RoomControls({ streamId, room }: { streamId: string; room: ChatRoom }) {
  const [slowMode, setSlowMode] = useState(String(room.slowModeSeconds));
  const [pinned, setPinned] = useState(room.pinnedMessage ?? '');
  const [who, setWho] = useState<ChatWho>(room.who);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveChatRoom();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate(
      {
        streamId,
        room: { slowModeSeconds: Number(slowMode), pinnedMessage: pinned.trim() || null, who },
      },
      {
        onSuccess: () => setNotice('Room controls saved: open pages update at once.'),
        onError: (error) => setNotice(errorMessage(error, 'Failed to save the room controls')),
      },
    );
  };
  return (
    <form className="room-controls" onSubmit={submit} aria-label="Room controls">
      <FormField
        id="room-slow-mode"
        label="Slow mode (seconds between one person's messages, 0 for off)"
      >
        <input
          id="room-slow-mode"
          className="field__input"
          type="number"
          min={0}
          max={SLOW_MODE_MAX_SECONDS}
          step={1}
          value={slowMode}
          onChange={(event) => setSlowMode(event.target.value)}
        />
      </FormField>
      <FormField id="room-who" label="Who may post">
        <select
          id="room-who"
          className="field__input"
          value={who}
          onChange={(event) => setWho(event.target.value as ChatWho)}
        >
          {CHAT_WHO.map((value) => (
            <option key={value} value={value}>
              {WHO_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="room-pinned" label="Pinned message (shown above the chat for everyone)">
        <textarea
          id="room-pinned"
          className="field__input"
          rows={2}
          maxLength={PINNED_MESSAGE_MAX_LENGTH}
          value={pinned}
          onChange={(event) => setPinned(event.target.value)}
        />
      </FormField>
      <div className="room-controls__actions">
        <Button type="submit" size="sm" busy={save.isPending}>
          Save room controls
        </Button>
        {notice ? (
          <p role="status" className="room-controls__notice">
            {notice}
          </p>
        ) : null}
      </div>
    </form>
  );
}
