import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it from then on so it can close
 * gently. With a lazy dialog inside, its code (forms, validation) loads when it is first opened
 * rather than with the page.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
