import { COMMENT_REACTION_TYPES, REACTION_LABELS, type ReactionType } from '#shared/constants.js';
import type { Reactions } from '#shared/schemas/fields.js';
import { REACTION_ICONS } from '#web/features/livestream/reaction-icons.js';

interface ReactionChipsProps {
  reactions: Reactions;
  onReact: (reactionType: ReactionType) => void;
  /** What is reacted to, for screen readers ("comment by Grace"). */
  subject: string;
}

/** Spec section 9: comments offer the first three reaction types; messages do the same. */
export function ReactionChips({ reactions, onReact, subject }: ReactionChipsProps) {
  return (
    <div className="chips" role="group" aria-label={`React to ${subject}`}>
      {COMMENT_REACTION_TYPES.map((type) => {
        const Icon = REACTION_ICONS[type];
        return (
          <button
            key={type}
            type="button"
            className={`chip chip--${type}`}
            onClick={() => {
              onReact(type);
            }}
            aria-label={`${REACTION_LABELS[type]}, ${String(reactions[type])}`}
            title={REACTION_LABELS[type]}
          >
            <Icon aria-hidden="true" size={14} />
            <span aria-hidden="true">{reactions[type]}</span>
          </button>
        );
      })}
    </div>
  );
}
