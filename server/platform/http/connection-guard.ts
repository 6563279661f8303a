import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from './client-address.js';

export interface ConnectionGuardOptions {
  /** Open connections one address (an IPv6 /64 as one) may hold; 0: no cap. */
  maxPerAddress: number;
  /** A connection whose first request has not arrived whole by then is closed. */
  firstRequestTimeoutMs: number;
}

/**
 * Two guards on the server's sockets, before HTTP parsing. The cap: beyond it, an address's new
 * connections are closed before a byte is read, so one client cannot hold every socket the
 * process can open. The deadline: a connection that never finishes its first request's headers
 * is closed by a plain timer, whatever the parser's own checks do (Node's headersTimeout also
 * applies, on its checking interval).
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const open = new Map<string, number>();
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();

  server.on('connection', (socket: Socket) => {
    // One machine or home holds a whole IPv6 /64: stepping through it gains no sockets.
    const address = addressGroup(socket.remoteAddress ?? 'unknown');
    const count = open.get(address) ?? 0;
    if (options.maxPerAddress > 0 && count >= options.maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    const deadline = setTimeout(() => socket.destroy(), options.firstRequestTimeoutMs);
    deadline.unref();
    deadlines.set(socket, deadline);
    socket.once('close', () => {
      clearTimeout(deadline);
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  // Headers complete: from here the request's own limits apply (an upgrade leaves HTTP).
  const headersArrived = (request: IncomingMessage) => {
    const deadline = deadlines.get(request.socket);
    if (deadline) {
      clearTimeout(deadline);
      deadlines.delete(request.socket);
    }
  };
  server.on('request', headersArrived);
  server.on('upgrade', headersArrived);
}
