import '#web/components/menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Check, ChevronDown, Clock, ShieldBan, VolumeX } from 'lucide-react';
import { useState } from 'react';
import type { SanctionKind } from '#shared/schemas/moderation.js';
import { buttonClass } from '#web/components/button-class.js';

export type SanctionChoice = {
  kind: SanctionKind;
  minutes?: number;
  label: string;
  /** Also every guest on the sender's network (their Wi-Fi, household, carrier's address). */
  coversAddress?: boolean;
};

/** What a moderator can do to the sender of a message or comment and for how long. */
export const SANCTION_CHOICES: readonly SanctionChoice[] = [
  { kind: 'timeout', minutes: 10, label: 'Timeout 10 min' },
  { kind: 'timeout', minutes: 60, label: 'Timeout 1 h' },
  { kind: 'timeout', minutes: 1440, label: 'Timeout 24 h' },
  { kind: 'ban', label: 'Ban' },
  { kind: 'shadow', label: 'Shadow-mute' },
];

const ICONS = { timeout: Clock, ban: Ban, shadow: VolumeX } as const;

/** What the network choice means, said before it is set: it silences more than one person. */
export const NETWORK_WARNING =
  'Everyone posting as a guest from their network is affected too: a church’s Wi-Fi, a household, or a mobile carrier’s shared address. Signed-in members never are.';

interface SanctionMenuProps {
  /** The sender's name, so a screen reader hears whom the menu acts on. */
  senderName: string;
  /** Whether the sender was signed in: a member's sanction is on their account alone. */
  member?: boolean | undefined;
  disabled?: boolean;
  onChoose: (choice: SanctionChoice) => void;
}

/**
 * The Sender menu of a message or comment card: time out, ban or shadow-mute whoever sent it.
 * One menu rather than five buttons keeps a card's action row short on a phone. A sanction
 * covers that person alone; for a guest the moderator may tick "Their network too", whose
 * effect the menu states before anything is set.
 */
export function SanctionMenu({ senderName, member, disabled, onChoose }: SanctionMenuProps) {
  const [network, setNetwork] = useState(false);
  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => (open ? undefined : setNetwork(false))}
    >
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
          <DropdownMenu.Label className="menu__label">
            {senderName}
            {member === undefined ? null : member ? ' · Member' : ' · Guest'}
          </DropdownMenu.Label>
          {member ? null : (
            <>
              <DropdownMenu.CheckboxItem
                className="menu__item"
                checked={network}
                onCheckedChange={(checked) => setNetwork(checked === true)}
                // Ticking it keeps the menu open: the moderator still has to choose what to set.
                onSelect={(event) => event.preventDefault()}
                aria-describedby="sanction-network-warning"
              >
                <span className="menu__icon menu__icon--box" aria-hidden="true">
                  <DropdownMenu.ItemIndicator>
                    <Check size={16} />
                  </DropdownMenu.ItemIndicator>
                </span>
                Their network too
              </DropdownMenu.CheckboxItem>
              <p
                id="sanction-network-warning"
                className={network ? 'menu__note menu__note--warning' : 'menu__note'}
              >
                {NETWORK_WARNING}
              </p>
              <DropdownMenu.Separator className="menu__separator" />
            </>
          )}
          {SANCTION_CHOICES.map((choice) => {
            const Icon = ICONS[choice.kind];
            return (
              <DropdownMenu.Item
                key={choice.label}
                className="menu__item"
                onSelect={() => onChoose(network ? { ...choice, coversAddress: true } : choice)}
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
