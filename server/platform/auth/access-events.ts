import type { EventBus } from '#server/platform/realtime/event-bus.js';

/** Whose access changed: one session (signed out), or every session of one account. */
export type AccessChange = { sessionId: string } | { adminId: string };

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /**
     * A staff session ended (signed out), or an account's sessions ended or its role changed
     * (deleted, new password, demoted): every instance ends the panel streams it opened, which
     * are otherwise checked only on each heartbeat. A panel still allowed reconnects at once.
     */
    'admin.access.changed': AccessChange;
  }
}

/** Tells every instance, without making the change that caused it wait or fail. */
export function announceAccessChange(bus: EventBus, change: AccessChange): void {
  bus.publish('admin.access.changed', change).catch(() => {});
}
