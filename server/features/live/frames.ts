/** Bytes as a client reads them, and the same as one HTTP/1.1 chunk, ready for the socket. */
export interface Encoded {
  bytes: Buffer;
  chunk: Buffer;
}

function encodeBody(body: Buffer): Encoded {
  const head = `${body.length.toString(16)}\r\n`;
  const chunk = Buffer.allocUnsafe(head.length + body.length + 2);
  chunk.write(head, 0, 'latin1');
  body.copy(chunk, head.length);
  chunk.write('\r\n', head.length + body.length, 'latin1');
  return { chunk, bytes: chunk.subarray(head.length, head.length + body.length) };
}

export const encode = (text: string): Encoded => encodeBody(Buffer.from(text));

/** Several frames as one write: their bytes one after the other, in one chunk. */
export const joinFrames = (frames: readonly Encoded[]): Encoded =>
  frames.length === 1 ? frames[0]! : encodeBody(Buffer.concat(frames.map((frame) => frame.bytes)));

/**
 * Where an event stands: the public sequence when it was sent, and for an event on a private
 * channel its number within that channel (0 for a public event, which comes first).
 */
export interface Position {
  seq: number;
  sub: number;
}

export const after = (a: Position, b: Position) =>
  a.seq > b.seq || (a.seq === b.seq && a.sub > b.sub);

export interface Frame extends Encoded, Position {
  name: string;
  /** The one thing (a comment, a chat message) the event is about, when it is about one. */
  item: string | undefined;
  /** Kept for replay and carrying an id; a state sent without one goes to every client. */
  kept: boolean;
}
