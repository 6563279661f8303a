/** One event as the server framed it: `event:` (default `message`), `id:` and joined `data:`. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParserCallbacks {
  onEvent: (event: SseEvent) => void;
  /** The server's `retry:` advice, in milliseconds. */
  onRetry?: (ms: number) => void;
}

/**
 * A parser of the `text/event-stream` format (WHATWG HTML, "Parsing an event stream"), fed text
 * as it arrives in chunks of any size. Lines may end in LF, CR or CRLF; comment lines (the
 * server's keep-alive) are ignored; an event is dispatched at its blank line.
 */
export function createSseParser({ onEvent, onRetry }: SseParserCallbacks) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  // A chunk ending in CR may be the first half of a CRLF: its LF must not end a second line.
  let skipLeadingLf = false;

  function dispatch() {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
    data = [];
    event = '';
    id = undefined;
  }

  function line(text: string) {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    push(chunk: string) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
