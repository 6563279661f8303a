import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.js';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('the event stream parser', () => {
  it('reads named events with ids and ignores keep-alive comments', () => {
    const { events, retries } = parse([
      'retry: 4000\n: ping\n\nid: a-1\nevent: comment\ndata: {"x":1}\n\n',
    ]);
    expect(retries).toEqual([4000]);
    expect(events).toEqual([{ event: 'comment', data: '{"x":1}', id: 'a-1' }]);
  });

  it('joins an event split across chunks anywhere, with CRLF line ends', () => {
    const whole = 'id: 7\r\nevent: chat-message\r\ndata: one\r\ndata: two\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      const { events } = parse([whole.slice(0, cut), whole.slice(cut)]);
      expect(events).toEqual([{ event: 'chat-message', data: 'one\ntwo', id: '7' }]);
    }
  });

  it('dispatches nothing for an event without data and defaults the name to message', () => {
    const { events } = parse(['event: x\n\ndata: y\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'y', id: undefined }]);
  });
});
