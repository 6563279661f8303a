import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '#shared/constants.js';
import { ThemeContext } from './theme-context.js';
import {
  LIGHT_SCHEME_QUERY,
  applyTheme,
  initialTheme,
  saveTheme,
  savedTheme,
} from './theme-preference.js';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  // Until the visitor picks a theme, follow the device when it switches (e.g. at sunset).
  useEffect(() => {
    const list = window.matchMedia(LIGHT_SCHEME_QUERY);
    const follow = (event: MediaQueryListEvent) => {
      if (savedTheme() === null) setTheme(event.matches ? 'light' : 'dark');
    };
    list.addEventListener('change', follow);
    return () => {
      list.removeEventListener('change', follow);
    };
  }, []);

  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    setTheme(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
