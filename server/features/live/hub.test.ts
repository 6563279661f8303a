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
});
