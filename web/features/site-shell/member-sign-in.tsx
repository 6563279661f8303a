import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { loadMemberSignIn } from '#web/features/livestream/index.js';
import { clearLivestreamUser } from '#web/lib/livestream-user.js';

type SignInDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

// One sign-in dialog for the page, opened from the header or its phone menu.
let isOpen = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  isOpen = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the member sign-in dialog (its code loads the first time). */
export const openMemberSignIn = () => setOpen(true);

/** Signs the member out on this device. */
export const signOutMember = () => clearLivestreamUser();

/** "Not you?": signs out and offers the sign-in form at once. */
export function switchMember() {
  clearLivestreamUser();
  setOpen(true);
}

/**
 * Where the header's sign-in dialog lives. Nothing is rendered (on the server or before anyone
 * asks), so the page's markup never depends on the device's session.
 */
export function MemberSignInHost() {
  const open = useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
  const [Dialog, setDialog] = useState<SignInDialog | null>(null);
  useEffect(() => {
    if (!open || Dialog) return;
    loadMemberSignIn().then(
      (loaded) => setDialog(() => loaded),
      () => setOpen(false),
    );
  }, [open, Dialog]);
  return Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null;
}
