import { Check, EyeOff } from 'lucide-react';
import type { AdminChatMessage } from '#shared/schemas/moderation.js';
import { Button } from '#web/components/Button.js';
import { PostCard, StatusPill, type PillTone, type SanctionChoice } from '#web/admin/kit/index.js';

const STATE_PILLS: Record<AdminChatMessage['state'], { tone: PillTone; label: string }> = {
  visible: { tone: 'approved', label: 'Visible' },
  hidden: { tone: 'danger', label: 'Hidden' },
  held: { tone: 'pending', label: 'Held for review' },
  shadow: { tone: 'neutral', label: 'Shadow-muted' },
};

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
    <PostCard
      post={message}
      member={message.memberId !== null}
      pills={
        <>
          <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
          {message.messageType === 'prayer' ? (
            <StatusPill tone="featured">Prayer request</StatusPill>
          ) : null}
        </>
      }
      actions={
        message.state === 'visible' ? (
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
        )
      }
      busy={busy}
      onSanction={(choice) => onSanction(message, choice)}
      onDelete={() => onDelete(message)}
    >
      {message.message}
    </PostCard>
  );
}
