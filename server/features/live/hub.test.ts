import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHub } from './hub.js';

/** A response that keeps what the hub writes (the hub only writes; nothing is read back). */
function recordingClient(channels: string[]) {
  const written: string[] = [];
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
  return { client: { response, direct: false, channels }, text: () => written.join('') };
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
});
