import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, type Theme } from '#shared/constants.js';
import { useBrowserValue } from '#web/lib/staged-hydration.js';
import { ThemeContext } from './theme-context.js';
import {
  DARK_SCHEME_QUERY,
  applyTheme,
  initialTheme,
  saveTheme,
  savedTheme,
  unsavedTheme,
} from './theme-preference.js';

const subscribeToNothing = () => () => undefined;
const defaultTheme = () => DEFAULT_THEME;

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The theme the page was painted in (the inline script in index.html sets it before first
  // paint); the server, which cannot know it, renders the default, and so does hydration, every
  // stage of it.
  const painted = useBrowserValue(subscribeToNothing, initialTheme, defaultTheme);
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? painted;

  useEffect(() => {
    if (chosen) applyTheme(chosen);
  }, [chosen]);

  // Until the visitor picks a theme, follow the device when it switches (e.g. at sunset).
  useEffect(() => {
    const list = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => {
      if (savedTheme() === null) setChosen(unsavedTheme());
    };
    list.addEventListener('change', follow);
    return () => {
      list.removeEventListener('change', follow);
    };
  }, []);

  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    setChosen(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
