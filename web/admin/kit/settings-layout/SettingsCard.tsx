import './settings-layout.css';
import { useId, type ReactNode } from 'react';

/**
 * One group of settings on its card. `close` spaces its lines as a section of text and
 * buttons rather than a column of fields.
 */
export function SettingsCard({
  close = false,
  children,
}: {
  close?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={close ? 'settings-card settings-card--close' : 'settings-card'}>{children}</div>
  );
}

/**
 * A named group of fields on its card: a fieldset, its name on the card's border; or, `inline`,
 * as the card's first line, where it reads as a heading among the cards around it.
 */
export function SettingsFieldset({
  legend,
  inline = false,
  children,
}: {
  legend: string;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={inline ? 'settings-card' : 'settings-card settings-card--close'}>
      <legend className={inline ? 'settings-card__heading' : 'settings-card__legend'}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** A card with a heading (an icon before it) that names the region, as My Account's are. */
export function SettingsSection({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="settings-card settings-card--close" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-card__heading">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A group of fields inside a card, named but not boxed again (the church's social links). */
export function SettingsSubgroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-subgroup">
      <legend className="settings-subgroup__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** Fields side by side from a tablet's width up, one under another on a phone. */
export function SettingsRow({ children }: { children: ReactNode }) {
  return <div className="settings-row">{children}</div>;
}
