import { useSyncExternalStore } from 'react';

/**
 * What the panel knows about the admin session between renders: when it ends by this browser's
 * clock (worked out from the time the server said it had left), and whether it has ended while
 * the panel was open.
 */
export interface SessionWatchState {
  /** `Date.now()` at which the session ends unless renewed; null until an answer said. */
  endsAt: number | null;
  /** The time left when `endsAt` was learned, for spacing the warning on short timeouts. */
  span: number;
  /** The session ended while the panel was open: ask to sign in again in place. */
  ended: boolean;
}

let state: SessionWatchState = { endsAt: null, span: 0, ended: false };
/** Set while the admin shell shows a signed-in panel; a 401 then asks in place. */
let panelOpen = false;
const listeners = new Set<() => void>();

function set(next: Partial<SessionWatchState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const sessionWatch = {
  /** An admin answer said how long the session has left. */
  remaining(ms: number) {
    if (state.ended) return;
    set({ endsAt: Date.now() + ms, span: ms });
  },
  ended() {
    if (!state.ended) set({ ended: true });
  },
  /** Signed in again (or afresh): the panel carries on. */
  resumed(remainingMs: number) {
    set({ ended: false, endsAt: Date.now() + remainingMs, span: remainingMs });
  },
  setPanelOpen(open: boolean) {
    panelOpen = open;
    if (!open) set({ ended: false });
  },
  isPanelOpen: () => panelOpen,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSessionWatch(): SessionWatchState {
  return useSyncExternalStore(subscribe, () => state);
}
