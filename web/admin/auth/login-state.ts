/** What other screens pass to /admin/login in the navigation state. */
export interface LoginLocationState {
  /** The admin session ended (a call answered 401): say so above the form. */
  sessionEnded?: boolean;
}

export function sessionEnded(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as LoginLocationState).sessionEnded === true
  );
}
