import type { IncomingMessage } from 'node:http';

export interface UploadRate {
  minBytesPerSecond: number;
  graceMs: number;
}

/** How often the bytes received so far are compared with the minimum. */
const CHECK_EVERY_MS = 1_000;

/**
 * Holds a request body to a minimum average rate once the grace period is over: a client that
 * trickles an upload (or stops sending) would otherwise keep its socket, and the partial file on
 * disk, until the request's time limit. The bytes are the socket's, so nothing is added to the
 * body's stream. `tripped` tells the caller why the body then failed.
 */
export function watchUploadRate(request: IncomingMessage, rate: UploadRate) {
  const state = { tripped: false, stop: () => undefined as void };
  if (rate.minBytesPerSecond <= 0) return state;
  const socket = request.socket;
  const started = Date.now();
  const bytesAtStart = socket.bytesRead;
  const timer = setInterval(() => {
    const pastGrace = Date.now() - started - rate.graceMs;
    if (pastGrace <= 0) return;
    if (socket.bytesRead - bytesAtStart < (rate.minBytesPerSecond * pastGrace) / 1000) {
      state.tripped = true;
      clearInterval(timer);
      request.destroy();
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  state.stop = () => clearInterval(timer);
  return state;
}
