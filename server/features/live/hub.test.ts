import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UNREAD_BYTES, createHub } from './hub.js';

/** A response that keeps what the hub writes (the hub only writes; nothing is read back). */
function recordingClient(channels: string[]) {
  const written: string[] = [];
  const writes = () => written.length;
  const response = {
    socket: { destroyed: false, writableLength: 0 },
    writableLength: 0,
    write(text: string | Buffer) {
      written.push(String(text));
      return true;
    },
    destroy() {},
    end() {},
  } as unknown as ServerResponse;
  return {
    client: { response, direct: false, channels },
    text: () => written.join(''),
    writes,
    last: () => written.at(-1) ?? '',
  };
}

const idsIn = (text: string) => [...text.matchAll(/^id: (.+)$/gm)].map((match) => match[1]);

describe('the live hub', () => {
  it('resumes after an id whose epoch itself holds a "-"', () => {
    const hub = createHub({ epoch: 'a-b_c-' });
    hub.publish('stream:1', 'chat-message', { n: 1 });
    hub.publish('stream:1', 'chat-message', { n: 2 });
    hub.publish('stream:1', 'chat-message', { n: 3 });

    const { client, text } = recordingClient(['stream:1']);
    hub.connect(client, 'a-b_c--1', 5000);

    expect(text()).not.toContain('event: reset');
    expect(text()).not.toContain('"n":1');
    expect(text()).toContain('data: {"n":2}');
    expect(text()).toContain('data: {"n":3}');
    expect(idsIn(text()).slice(-2)).toEqual(['a-b_c--2', 'a-b_c--3']);
  });

  it('sends reset for an id of another run, even one sharing the part after a "-"', () => {
    const hub = createHub({ epoch: 'x-yz' });
    hub.publish('stream:1', 'chat-message', { n: 1 });
    const { client, text } = recordingClient(['stream:1']);
    hub.connect(client, 'yz-1', 5000);
    expect(text()).toContain('event: reset');
  });

  it('numbers private channels apart: public ids stay consecutive, each resumes by its own', () => {
    const hub = createHub({ epoch: 'run', isPrivate: (key) => key.startsWith('chat:') });
    hub.publish('streams', 'streams', { n: 1 });
    hub.publish('chat:a', 'quick-chat-message', { a: 1 });
    hub.publish('chat:b', 'quick-chat-message', { b: 1 });
    hub.publish('streams', 'streams', { n: 2 });
    hub.publish('chat:a', 'quick-chat-message', { a: 2 });

    const watcher = recordingClient(['streams']);
    hub.connect(watcher.client, 'run-0', 5000);
    expect(idsIn(watcher.text())).toEqual(['run-2', 'run-1', 'run-2']);

    const holder = recordingClient(['streams', 'chat:a']);
    hub.connect(holder.client, 'run-1', 5000);
    const ids = idsIn(holder.text());
    // Its first chat event came after public event 1, the second after public event 2.
    expect(ids.slice(1)).toEqual([
      expect.stringMatching(/^run-1\.[0-9a-f]+\.1$/),
      'run-2',
      expect.stringMatching(/^run-2\.[0-9a-f]+\.2$/),
    ]);
    expect(holder.text()).not.toContain('"b":1');

    // Resuming after its own first chat event: only what followed it.
    const again = recordingClient(['streams', 'chat:a']);
    hub.connect(again.client, ids[1], 5000);
    expect(again.text()).not.toContain('"a":1');
    expect(again.text()).toContain('data: {"n":2}');
    expect(again.text()).toContain('data: {"a":2}');
    expect(again.text()).not.toContain('event: reset');

    // A count from another private channel cannot be resumed here.
    const elsewhere = recordingClient(['streams', 'chat:b']);
    hub.connect(elsewhere.client, ids[1], 5000);
    expect(elsewhere.text()).toContain('event: reset');
  });

  it('lets a resuming page catch up on more than the unread limit, then holds it to the limit', () => {
    const hub = createHub({ epoch: 'run', coalesceMs: 0 });
    const big = 'x'.repeat(1000);
    for (let n = 0; n < 400; n += 1) hub.publish('stream:1', 'chat-message', { big, n });

    // A socket that has read nothing yet: everything written is unread.
    let unread = 0;
    let drained: (() => void) | undefined;
    let destroyed = false;
    const response = {
      socket: {
        destroyed: false,
        get writableLength() {
          return unread;
        },
        once(_event: 'drain', listener: () => void) {
          drained = listener;
        },
      },
      writableLength: 0,
      write(text: string | Buffer) {
        unread += Buffer.byteLength(text);
        return true;
      },
      destroy() {
        destroyed = true;
      },
      end() {},
    } as unknown as ServerResponse;
    hub.connect({ response, direct: false, channels: ['stream:1'] }, 'run-0', 5000);
    expect(unread).toBeGreaterThan(MAX_UNREAD_BYTES);
    expect(destroyed).toBe(false);

    // Read at last: the allowance ends, and a reader falling behind again is dropped.
    unread = 0;
    drained?.();
    for (let n = 0; n < 300 && !destroyed; n += 1) {
      hub.publish('stream:1', 'chat-message', { big, n });
    }
    expect(destroyed).toBe(true);
  });

  describe('coalescing a busy stream', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function busyHub() {
      vi.useFakeTimers();
      return createHub({ epoch: 'run', now: () => Date.now(), coalesceMs: 250 });
    }

    it('sends an event on a quiet socket at once, and what follows within the window in one write', () => {
      const hub = busyHub();
      const viewer = recordingClient(['stream:1']);
      hub.connect(viewer.client, undefined, 5000);
      const afterConnect = viewer.writes();

      hub.publish('stream:1', 'chat-message', { n: 1 });
      expect(viewer.writes()).toBe(afterConnect + 1);
      vi.advanceTimersByTime(100);
      hub.publish('stream:1', 'chat-message', { n: 2 });
      hub.publish('stream:1', 'chat-message', { n: 3 });
      expect(viewer.writes()).toBe(afterConnect + 1);

      vi.advanceTimersByTime(150);
      expect(viewer.writes()).toBe(afterConnect + 2);
      expect(viewer.last()).toBe(
        'id: run-2\nevent: chat-message\ndata: {"n":2}\n\n' +
          'id: run-3\nevent: chat-message\ndata: {"n":3}\n\n',
      );

      // Quiet again after a window without writes: at once.
      vi.advanceTimersByTime(300);
      hub.publish('stream:1', 'chat-message', { n: 4 });
      expect(viewer.writes()).toBe(afterConnect + 3);
    });

    it('writes the panel and a quick chat every event at once: a handful of sockets someone waits on', () => {
      vi.useFakeTimers();
      const hub = createHub({ epoch: 'run', isPrivate: (key) => key === 'admin', coalesceMs: 250 });
      const panel = recordingClient(['admin']);
      hub.connect(panel.client, undefined, 5000);
      const afterConnect = panel.writes();
      hub.publish('admin', 'prayer-request', { n: 1 });
      hub.publish('admin', 'prayer-request', { n: 2 });
      hub.publish('admin', 'prayer-request', { n: 3 });
      expect(panel.writes()).toBe(afterConnect + 3);
    });

    it('sends only the newest of the counts that replaced each other while waiting', () => {
      const hub = busyHub();
      const viewer = recordingClient(['stream:1']);
      hub.connect(viewer.client, undefined, 5000);
      const counts = (n: number) =>
        hub.publish('stream:1', 'reactions', { n }, { item: 'stream:1', replaces: ['reactions'] });
      counts(1);
      counts(2);
      counts(3);
      hub.publish('stream:1', 'chat-message', { m: 1 });
      counts(4);
      vi.advanceTimersByTime(250);
      const text = viewer.text();
      expect(text).toContain('{"n":1}');
      expect(text).not.toContain('{"n":2}');
      expect(text).not.toContain('{"n":3}');
      expect(text.indexOf('{"m":1}')).toBeLessThan(text.indexOf('{"n":4}'));
    });

    it('never sends twice what a page that joined while events waited was replayed', () => {
      const hub = busyHub();
      const first = recordingClient(['stream:1']);
      hub.connect(first.client, undefined, 5000);
      hub.publish('stream:1', 'chat-message', { n: 1 });
      hub.publish('stream:1', 'chat-message', { n: 2 });

      const resumed = recordingClient(['stream:1']);
      hub.connect(resumed.client, 'run-1', 5000);
      const fresh = recordingClient(['stream:1']);
      hub.connect(fresh.client, undefined, 5000);
      hub.publish('stream:1', 'chat-message', { n: 3 });
      vi.advanceTimersByTime(250);

      expect(first.text().match(/"n":2/g)).toHaveLength(1);
      expect(resumed.text().match(/"n":2/g)).toHaveLength(1);
      expect(resumed.text()).toContain('{"n":3}');
      expect(fresh.text()).not.toContain('"n":2');
      expect(fresh.text()).toContain('{"n":3}');
    });
  });

  describe('numbered the same on every instance', () => {
    it('carries the shared position in the id, and sends nothing twice to a page ahead of it', () => {
      const hub = createHub({ epoch: 'own', coalesceMs: 0 });
      hub.begin({ era: 'shared', seq: 40 }, 40);
      hub.publish('stream:1', 'chat-message', { n: 41 }, { at: { era: 'shared', seq: 41 } });

      // It heard 42 on an instance that has told it before this one heard it.
      const ahead = recordingClient(['stream:1']);
      hub.connect(ahead.client, 'shared-42', 5000);
      expect(ahead.text()).not.toContain('event: reset');
      expect(ahead.text()).toContain('id: shared-42\n');
      hub.publish('stream:1', 'chat-message', { n: 42 }, { at: { era: 'shared', seq: 42 } });
      hub.publish('stream:1', 'chat-message', { n: 43 }, { at: { era: 'shared', seq: 43 } });
      expect(ahead.text()).not.toContain('"n":42');
      expect(idsIn(ahead.text()).slice(-1)).toEqual(['shared-43']);

      // The same event heard twice (the shared log and the subscription) is sent once.
      hub.publish('stream:1', 'chat-message', { n: 43 }, { at: { era: 'shared', seq: 43 } });
      expect(ahead.text().match(/"n":43/g)).toHaveLength(1);
    });

    it('sends reset for an id from before this instance knew the numbering, and on a gap', () => {
      const hub = createHub({ epoch: 'own', coalesceMs: 0 });
      hub.begin({ era: 'shared', seq: 40 }, 40);
      const before = recordingClient(['stream:1']);
      hub.connect(before.client, 'shared-39', 5000);
      expect(before.text()).toContain('event: reset');

      const open = recordingClient(['stream:1']);
      hub.connect(open.client, 'shared-40', 5000);
      expect(open.text()).not.toContain('event: reset');
      // 41 never arrived: the page may have missed it and must refetch.
      hub.publish('stream:1', 'chat-message', { n: 42 }, { at: { era: 'shared', seq: 42 } });
      expect(open.text()).toContain('event: reset');
      expect(open.text()).toContain('{"n":42}');
    });

    it('numbers alone, under its own era, while no shared position comes, and tells open pages', () => {
      const hub = createHub({ epoch: 'own', coalesceMs: 0 });
      hub.begin({ era: 'shared', seq: 10 }, 10);
      const page = recordingClient(['stream:1']);
      hub.connect(page.client, undefined, 5000);
      hub.publish('stream:1', 'chat-message', { n: 1 });
      expect(page.text()).toContain('event: reset');
      expect(idsIn(page.text()).at(-1)).toBe('own-1');
    });
  });
});
