import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardConnections } from './connection-guard.js';

/** A socket as the guard sees it: its address, and whether the guard destroyed it. */
function socketFrom(remoteAddress: string) {
  const socket = new EventEmitter() as EventEmitter & { remoteAddress: string; destroyed: boolean };
  socket.remoteAddress = remoteAddress;
  socket.destroyed = false;
  return Object.assign(socket, {
    destroy() {
      socket.destroyed = true;
      socket.emit('close');
    },
  });
}

describe('the connection cap', () => {
  it('counts every address of one IPv6 /64 as one address', () => {
    const server = new EventEmitter() as unknown as Server;
    guardConnections(server, { maxPerAddress: 3, firstRequestTimeoutMs: 60_000 });
    const sockets = Array.from({ length: 5 }, (_, n) => socketFrom(`2001:db8:9:9::${n + 1}`));
    for (const socket of sockets) server.emit('connection', socket as unknown as Socket);
    expect(sockets.map((socket) => socket.destroyed)).toEqual([false, false, false, true, true]);

    // Another /64 has its own allowance; a closed socket frees a place.
    const other = socketFrom('2001:db8:9:a::1');
    server.emit('connection', other as unknown as Socket);
    expect(other.destroyed).toBe(false);
    sockets[0]!.destroy();
    const again = socketFrom('2001:db8:9:9::99');
    server.emit('connection', again as unknown as Socket);
    expect(again.destroyed).toBe(false);
    for (const socket of [...sockets, other, again]) socket.destroy();
  });
});
