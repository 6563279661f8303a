import { SmilePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { COMMENT_REACTION_TYPES, REACTION_LABELS, type ReactionType } from '#shared/constants.js';
import type { Reactions } from '#shared/schemas/fields.js';
import { REACTION_ICONS } from '#web/features/livestream/reaction-icons.js';

interface ReactionChipsProps {
  reactions: Reactions;
  onReact: (reactionType: ReactionType) => void;
  /** What is reacted to, for screen readers ("comment by Grace"). */
  subject: string;
}

/**
 * Comments offer the first three reaction types; messages do the same, so both read alike. A chip
 * appears only once its type has a count, so a quiet chat stays one line a message; the add button
 * (shown on hover or focus, always on touch screens) opens the three types in place.
 */
export function ReactionChips({ reactions, onReact, subject }: ReactionChipsProps) {
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const counted = COMMENT_REACTION_TYPES.filter((type) => reactions[type] > 0);

  const react = (type: ReactionType) => {
    setPicking(false);
    onReact(type);
  };

  return (
    <div
      className={`chips${counted.length ? ' chips--counted' : ''}`}
      role="group"
      aria-label={`React to ${subject}`}
    >
      {counted.map((type) => {
        const Icon = REACTION_ICONS[type];
        return (
          <button
            key={type}
            type="button"
            className={`chip chip--${type}`}
            onClick={() => {
              react(type);
            }}
            aria-label={`${REACTION_LABELS[type]}, ${String(reactions[type])}`}
            title={REACTION_LABELS[type]}
          >
            <Icon aria-hidden="true" size={14} />
            <span aria-hidden="true">{reactions[type]}</span>
          </button>
        );
      })}
      {picking ? (
        <span
          id={pickerId}
          className="chips__picker"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setPicking(false);
            }
          }}
        >
          {COMMENT_REACTION_TYPES.map((type) => {
            const Icon = REACTION_ICONS[type];
            return (
              <button
                key={type}
                type="button"
                className={`chip chip--pick chip--${type}`}
                onClick={() => {
                  react(type);
                }}
                aria-label={`${REACTION_LABELS[type]}, ${String(reactions[type])}`}
                title={REACTION_LABELS[type]}
                // The first choice takes focus so the keyboard lands where the choices are.
                autoFocus={type === COMMENT_REACTION_TYPES[0]}
              >
                <Icon aria-hidden="true" size={14} />
              </button>
            );
          })}
        </span>
      ) : null}
      <button
        type="button"
        className={`chip chip--add${picking ? ' chip--add-open' : ''}`}
        aria-expanded={picking}
        aria-controls={picking ? pickerId : undefined}
        aria-label={picking ? 'Close reactions' : 'Add a reaction'}
        title={picking ? 'Close reactions' : 'Add a reaction'}
        onClick={() => {
          setPicking((open) => !open);
        }}
      >
        <SmilePlus aria-hidden="true" size={14} />
      </button>
    </div>
  );
}
