import { REACTION_LABELS, REACTION_TYPES, type ReactionType } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useReactToStream } from '#web/features/livestream/api/react-to-stream.js';
import { useNotify } from '#web/features/livestream/notice.js';
import { usePostFailure } from '#web/features/livestream/use-post-failure.js';
import { REACTION_ICONS } from '#web/features/livestream/reaction-icons.js';

const COUNT = new Intl.NumberFormat(undefined, { notation: 'compact' });

interface StreamReactionsProps {
  stream: PublicStream;
  user: LivestreamUser | null;
  onNeedIdentity: () => void;
}

/** The five reactions as big buttons with their counts. */
export function StreamReactions({ stream, user, onNeedIdentity }: StreamReactionsProps) {
  const notify = useNotify();
  const failed = usePostFailure(onNeedIdentity);
  const react = useReactToStream(stream._id, user?.token);

  const send = (reactionType: ReactionType) => {
    // Reactions need a stream and a stored name and email, like every post on the page.
    if (!stream._id || !user?.name || !user.email) {
      notify(MESSAGES.reactions.needStreamAndUser, 'error', {
        label: 'Join now',
        onClick: onNeedIdentity,
      });
      return;
    }
    react.mutate(
      { streamId: stream._id, userName: user.name, userEmail: user.email, reactionType },
      {
        onError: (error) => {
          failed(error, MESSAGES.reactions.failed);
        },
      },
    );
  };

  return (
    <div className="reactions" role="group" aria-label="React to this service">
      {REACTION_TYPES.map((type) => {
        const Icon = REACTION_ICONS[type];
        const count = stream.reactions[type];
        return (
          <button
            key={type}
            type="button"
            className={`reaction reaction--${type}`}
            onClick={() => {
              send(type);
            }}
            aria-label={`${REACTION_LABELS[type]}, ${String(count)}`}
          >
            <Icon aria-hidden="true" size={20} />
            <span className="reaction__label">{REACTION_LABELS[type]}</span>
            <span className="reaction__count" aria-hidden="true">
              {COUNT.format(count)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
