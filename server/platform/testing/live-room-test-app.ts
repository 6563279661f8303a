import { type TestApp, adminAuthHeader, buildTestApp } from './build-test-app.js';
import type { EventStreamClient } from './event-stream.js';
import { factories } from './factories.js';

export interface LiveRoomTestApp {
  t: TestApp;
  make: ReturnType<typeof factories>;
  admin: Record<string, string>;
}

/**
 * The live room's API tests start alike: an app behind one trusted proxy hop (so each test
 * picks its own address with X-Forwarded-For, as sanctions and limits count per address), the
 * factories, and a signed-in admin's header.
 */
export async function liveRoomTestApp(): Promise<LiveRoomTestApp> {
  const t = await buildTestApp({ TRUST_PROXY: '1' });
  return { t, make: factories(t.app), admin: await adminAuthHeader(t) };
}

/** Closes the event streams a test file opened, then its app (open streams would hold it). */
export async function closeLiveRoomTestApp(t: TestApp, open: EventStreamClient[]) {
  for (const client of open) client.close();
  await t.close();
}
