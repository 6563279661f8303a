import { afterEach, describe, expect, it } from 'vitest';
import type { LiveViewers } from '#shared/live-events.js';
import { type LiveViewer, liveViewerOf } from '#server/features/streams/index.js';
import type { LiveRepository, WatchSession } from './repository.js';
import {
  DEVICES_PER_ADDRESS_GROUP,
  POLLER_WINDOW_MS,
  type ViewerCounter,
  createViewerCounter,
} from './viewers.js';

const SECRET = 'a-secret-for-viewer-tests-only-0123456789';
const STREAM = 'stream-1';

/** A counter on a clock the test moves; its timer never fires by itself (ticks are called). */
function counterAt(start = Date.UTC(2026, 10, 1, 10, 0, 0)) {
  let time = start;
  const sent: LiveViewers[] = [];
  const sessions: WatchSession[] = [];
  const peaks = new Map<string, number>();
  const hourPeaks: { hourStart: string; peak: number }[] = [];
  const repository = {
    insertSessions: async (batch: readonly WatchSession[]) => void sessions.push(...batch),
    raiseHourPeak: async (_streamId: string, hourStart: string, peak: number) =>
      void hourPeaks.push({ hourStart, peak }),
  } as LiveRepository;
  const counter = createViewerCounter({
    redis: undefined,
    repository,
    peaks: {
      get: async (streamId) => peaks.get(streamId) ?? 0,
      raise: async (streamId, watching) => void peaks.set(streamId, watching),
    },
    onChange: (viewers) => sent.push(viewers),
    intervalMs: 3_600_000,
    now: () => time,
  });
  return {
    counter,
    sent,
    sessions,
    peaks,
    hourPeaks,
    advance: (ms: number) => (time += ms),
    watching: () => counter.current(STREAM)?.watching ?? 0,
  };
}

const browser = (device: string, ip = '203.0.113.7'): LiveViewer =>
  liveViewerOf(SECRET, { memberId: null, ip, userAgent: 'Browser/1.0', deviceKey: device });

describe('the viewer counter', () => {
  let counter: ViewerCounter | undefined;
  afterEach(async () => counter?.close());

  it('counts a browser with its event stream open that also polls the chat list once', async () => {
    const at = counterAt();
    counter = at.counter;
    const ada = browser('ada-device-key-0001');
    at.counter.opened(STREAM, ada);
    at.counter.polled(STREAM, ada);
    at.advance(1000);
    at.counter.polled(STREAM, ada);
    at.counter.polled(STREAM, ada);
    await at.counter.tick();
    expect(at.watching()).toBe(1);
    expect(at.sent).toEqual([{ streamId: STREAM, watching: 1, peak: 1 }]);
  });

  it('counts two tabs of one browser once, and three browsers as three', async () => {
    const at = counterAt();
    counter = at.counter;
    const tab1 = at.counter.opened(STREAM, browser('ada-device-key-0001'));
    at.counter.opened(STREAM, browser('ada-device-key-0001'));
    await at.counter.tick();
    expect(at.watching()).toBe(1);

    at.counter.opened(STREAM, browser('bola-device-key-002'));
    at.counter.opened(STREAM, browser('chidi-device-key-03'));
    await at.counter.tick();
    expect(at.watching()).toBe(3);

    // One of Ada's tabs closes: she still watches in the other.
    tab1();
    await at.counter.tick();
    expect(at.watching()).toBe(3);
    expect(at.sent.map((one) => one.watching)).toEqual([1, 3]);
  });

  it('counts pollers once they poll twice, and lets them go after the window', async () => {
    const at = counterAt();
    counter = at.counter;
    const poller = browser('poller-device-key-1');
    at.counter.polled(STREAM, poller);
    await at.counter.tick();
    expect(at.watching()).toBe(0);
    at.advance(5000);
    at.counter.polled(STREAM, poller);
    await at.counter.tick();
    expect(at.watching()).toBe(1);
    at.advance(POLLER_WINDOW_MS + 1);
    await at.counter.tick();
    expect(at.watching()).toBe(0);
    expect(at.sessions).toMatchObject([{ streamId: STREAM, seconds: 5 }]);
  });

  it('decreases as people leave, keeps the peak of people, and records one session per spell', async () => {
    const at = counterAt();
    counter = at.counter;
    const ada = browser('ada-device-key-0001');
    const adaTabs = [at.counter.opened(STREAM, ada), at.counter.opened(STREAM, ada)];
    const bola = at.counter.opened(STREAM, browser('bola-device-key-002'));
    at.counter.polled(STREAM, ada);
    at.counter.polled(STREAM, ada);
    await at.counter.tick();
    expect(at.sent.at(-1)).toEqual({ streamId: STREAM, watching: 2, peak: 2 });

    at.advance(60_000);
    bola();
    await at.counter.tick();
    expect(at.sent.at(-1)).toEqual({ streamId: STREAM, watching: 1, peak: 2 });

    at.advance(60_000);
    // Her last tab closes: the lists her page read do not hold her.
    for (const close of adaTabs) close();
    await at.counter.tick();
    expect(at.watching()).toBe(0);
    expect(at.sent.at(-1)).toEqual({ streamId: STREAM, watching: 0, peak: 2 });
    expect(at.peaks.get(STREAM)).toBe(2);
    expect(Math.max(...at.hourPeaks.map((one) => one.peak))).toBe(2);
    // One session for Ada's two tabs and her polls, one for Bola.
    expect(at.sessions.map((one) => one.seconds).sort((a, b) => a - b)).toEqual([60, 120]);
    expect(new Set(at.sessions.map((one) => one.viewerKey)).size).toBe(2);
  });

  it('lets a viewer go when their last tab closes, though their page read the chat lists', async () => {
    const at = counterAt();
    counter = at.counter;
    const ada = browser('ada-device-key-0001');
    const close = at.counter.opened(STREAM, ada);
    at.counter.polled(STREAM, ada);
    at.advance(1000);
    at.counter.polled(STREAM, ada);
    await at.counter.tick();
    at.advance(30_000);
    close();
    await at.counter.tick();
    expect(at.watching()).toBe(0);
    expect(at.sessions).toMatchObject([{ streamId: STREAM, seconds: 31 }]);
  });

  it('counts guests without a device key by address slot, an IPv6 /64 as one address', async () => {
    const at = counterAt();
    counter = at.counter;
    for (let n = 1; n <= 20; n += 1) {
      at.counter.opened(
        STREAM,
        liveViewerOf(SECRET, {
          memberId: null,
          ip: `2001:db8:5:6::${n.toString(16)}`,
          userAgent: 'Browser/1.0',
          deviceKey: null,
        }),
      );
    }
    at.counter.opened(
      STREAM,
      liveViewerOf(SECRET, {
        memberId: 'm1',
        ip: '2001:db8:5:6::99',
        userAgent: 'X',
        deviceKey: null,
      }),
    );
    await at.counter.tick();
    expect(at.watching()).toBe(2);
  });

  it('lets one address group bring a bounded number of devices; more keys count as its slots', async () => {
    const at = counterAt();
    counter = at.counter;
    const invented = DEVICES_PER_ADDRESS_GROUP + 200;
    for (let n = 0; n < invented; n += 1) {
      at.counter.opened(
        STREAM,
        liveViewerOf(SECRET, {
          memberId: null,
          ip: `2001:db8:7:8::${(n + 1).toString(16)}`,
          userAgent: `Script/${n}`,
          deviceKey: `invented-device-key-${n}`,
        }),
      );
    }
    // Another network is not held back by it.
    at.counter.opened(STREAM, browser('elsewhere-device-01', '198.51.100.4'));
    await at.counter.tick();
    expect(at.watching()).toBeGreaterThan(DEVICES_PER_ADDRESS_GROUP);
    expect(at.watching()).toBeLessThanOrEqual(DEVICES_PER_ADDRESS_GROUP + 8 + 1);
  });
});
