import { Moon, Sun } from 'lucide-react';
import { UI_TEXT } from '#web/i18n/i18n.js';
import { useTheme } from './theme-context.js';

interface ThemeToggleProps {
  /** Shows the theme's name beside the icon (the mobile menu); icon only otherwise. */
  withLabel?: boolean;
  className?: string;
}

export function ThemeToggle({ withLabel = false, className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const name = isDark ? UI_TEXT.switchToLight : UI_TEXT.switchToDark;
  const Icon = isDark ? Sun : Moon;

  return (
    <button
      type="button"
      className={['theme-toggle', withLabel ? 'theme-toggle--labelled' : '', className ?? '']
        .join(' ')
        .trim()}
      onClick={toggleTheme}
      aria-label={withLabel ? undefined : name}
      title={withLabel ? undefined : name}
    >
      <Icon aria-hidden="true" size={20} strokeWidth={1.9} />
      {withLabel ? <span>{name}</span> : null}
    </button>
  );
}
