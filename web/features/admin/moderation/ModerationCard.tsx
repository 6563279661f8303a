import { Ban, Check, Clock, EyeOff, VolumeX } from 'lucide-react';
import type { AdminChatMessage, SanctionKind } from '#shared/schemas/moderation.js';
import { Button } from '#web/components/Button.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  AdminCard,
  DeleteButton,
  StatusPill,
  type PillTone,
} from '#web/features/admin/kit/index.js';

export type SanctionChoice = { kind: SanctionKind; minutes?: number; label: string };

/** The sanctions a moderator can take from a message. */
export const SANCTION_CHOICES: readonly SanctionChoice[] = [
  { kind: 'timeout', minutes: 10, label: 'Timeout 10 min' },
  { kind: 'timeout', minutes: 60, label: 'Timeout 1 h' },
  { kind: 'timeout', minutes: 1440, label: 'Timeout 24 h' },
  { kind: 'ban', label: 'Ban' },
  { kind: 'shadow', label: 'Shadow-mute' },
];

const STATE_PILLS: Record<AdminChatMessage['state'], { tone: PillTone; label: string }> = {
  visible: { tone: 'approved', label: 'Visible' },
  hidden: { tone: 'danger', label: 'Hidden' },
  held: { tone: 'pending', label: 'Held for review' },
  shadow: { tone: 'neutral', label: 'Shadow-muted' },
};

const ICONS = { timeout: Clock, ban: Ban, shadow: VolumeX } as const;

interface ModerationCardProps {
  message: AdminChatMessage;
  busy: boolean;
  onState: (message: AdminChatMessage, state: 'visible' | 'hidden') => void;
  onSanction: (message: AdminChatMessage, choice: SanctionChoice) => void;
  onDelete: (message: AdminChatMessage) => void;
}

/** One chat message or prayer request: sender, email, state, text and what a moderator can do. */
export function ModerationCard({
  message,
  busy,
  onState,
  onSanction,
  onDelete,
}: ModerationCardProps) {
  const pill = STATE_PILLS[message.state];
  return (
    <AdminCard
      title={message.userName}
      pills={
        <>
          <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
          {message.messageType === 'prayer' ? (
            <StatusPill tone="featured">Prayer request</StatusPill>
          ) : null}
        </>
      }
      meta={
        <>
          <span>{message.userEmail}</span>
          {message.memberId ? <span>Member</span> : <span>Guest</span>}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </>
      }
      actions={
        <>
          {message.state === 'visible' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onState(message, 'hidden')}
            >
              <EyeOff aria-hidden="true" size={16} />
              Hide
            </Button>
          ) : (
            <Button
              size="sm"
              variant="subtle"
              disabled={busy}
              onClick={() => onState(message, 'visible')}
            >
              <Check aria-hidden="true" size={16} />
              {message.state === 'hidden' ? 'Show' : 'Approve'}
            </Button>
          )}
          {SANCTION_CHOICES.map((choice) => {
            const Icon = ICONS[choice.kind];
            return (
              <Button
                key={choice.label}
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onSanction(message, choice)}
              >
                <Icon aria-hidden="true" size={16} />
                {choice.label}
              </Button>
            );
          })}
          <DeleteButton disabled={busy} onClick={() => onDelete(message)} />
        </>
      }
    >
      {message.message}
    </AdminCard>
  );
}
