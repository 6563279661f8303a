/** Dark and light theme: the provider, the toggle button and the current theme. */
export { useTheme } from './theme-context.js';
export { ThemeProvider } from './ThemeProvider.js';
export { ThemeToggle } from './ThemeToggle.js';
