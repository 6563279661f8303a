import '#web/components/menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, ChevronDown, Clock, ShieldBan, VolumeX } from 'lucide-react';
import type { SanctionKind } from '#shared/schemas/moderation.js';
import { buttonClass } from '#web/components/button-class.js';

export type SanctionChoice = { kind: SanctionKind; minutes?: number; label: string };

/** What a moderator can do to the sender of a message or comment (issue 17). */
export const SANCTION_CHOICES: readonly SanctionChoice[] = [
  { kind: 'timeout', minutes: 10, label: 'Timeout 10 min' },
  { kind: 'timeout', minutes: 60, label: 'Timeout 1 h' },
  { kind: 'timeout', minutes: 1440, label: 'Timeout 24 h' },
  { kind: 'ban', label: 'Ban' },
  { kind: 'shadow', label: 'Shadow-mute' },
];

const ICONS = { timeout: Clock, ban: Ban, shadow: VolumeX } as const;

interface SanctionMenuProps {
  /** The sender's name, so a screen reader hears whom the menu acts on. */
  senderName: string;
  disabled?: boolean;
  onChoose: (choice: SanctionChoice) => void;
}

/**
 * The Sender menu of a message or comment card: time out, ban or shadow-mute whoever sent it.
 * One menu rather than five buttons keeps a card's action row short on a phone.
 */
export function SanctionMenu({ senderName, disabled, onChoose }: SanctionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        disabled={disabled}
        aria-label={`Sender: time out, ban or shadow-mute ${senderName}`}
      >
        <ShieldBan aria-hidden="true" size={16} />
        Sender
        <ChevronDown aria-hidden="true" size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu menu--compact"
          align="start"
          sideOffset={6}
          collisionPadding={16}
        >
          <DropdownMenu.Label className="menu__label">{senderName}</DropdownMenu.Label>
          {SANCTION_CHOICES.map((choice) => {
            const Icon = ICONS[choice.kind];
            return (
              <DropdownMenu.Item
                key={choice.label}
                className="menu__item"
                onSelect={() => onChoose(choice)}
              >
                <span className="menu__icon" aria-hidden="true">
                  <Icon size={18} />
                </span>
                {choice.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
