import './settings-layout.css';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface SettingsTab<Id extends string = string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface SettingsTabsProps<Id extends string> {
  /** The tab strip's name for screen readers ("Settings groups"). */
  label: string;
  tabs: readonly SettingsTab<Id>[];
  value: Id;
  onValueChange: (id: Id) => void;
  /**
   * Every tab's content stays mounted, the others hidden: a form then sends every group's
   * fields and shows their errors whichever tab is open.
   */
  keepMounted?: boolean;
  /**
   * A view rather than a form's groups: its content sits closer under the strip, as it is,
   * without the stack of cards.
   */
  compact?: boolean;
}

/** A strip of tabs over their contents; the strip wraps onto a second row on a phone. */
export function SettingsTabs<Id extends string>({
  label,
  tabs,
  value,
  onValueChange,
  keepMounted = false,
  compact = false,
}: SettingsTabsProps<Id>) {
  return (
    <Tabs.Root
      className={compact ? 'settings-tabs settings-tabs--compact' : 'settings-tabs'}
      value={value}
      onValueChange={(next) => onValueChange(next as Id)}
    >
      <Tabs.List className="settings-tabs__list" aria-label={label}>
        {tabs.map(({ id, label: tabLabel }) => (
          <Tabs.Trigger key={id} value={id} className="settings-tabs__tab">
            {tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, content }) =>
        keepMounted ? (
          <Tabs.Content
            key={id}
            value={id}
            className="settings-tabs__panel"
            forceMount
            hidden={id !== value}
          >
            {content}
          </Tabs.Content>
        ) : (
          <Tabs.Content key={id} value={id} className="settings-tabs__panel">
            {content}
          </Tabs.Content>
        ),
      )}
    </Tabs.Root>
  );
}
