import { createContext, useContext } from 'react';
import type { Theme } from '#shared/constants.js';

export interface ThemeState {
  theme: Theme;
  /** Flips dark and light and saves the choice. */
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
