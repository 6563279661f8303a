/*
 * The yardstick for the live fan-out: a bare node:http server that answers every request with
 * an event stream and writes one ready-made chunk of `--bytes` to every open socket `--rate`
 * times a second, as the hub does for a busy stream (one write per coalescing window). What it
 * costs per write is this machine's price of a socket write, which no design of ours goes under.
 */
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { answerUsage } from './child.js';

const option = (flag: string, fallback: number) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const rate = option('--rate', 4);
const size = option('--bytes', 650);

const sockets = new Set<Socket>();
const body = Buffer.from(`data: ${'x'.repeat(Math.max(0, size - 8))}\n\n`);
const chunk = Buffer.concat([
  Buffer.from(`${body.length.toString(16)}\r\n`),
  body,
  Buffer.from('\r\n'),
]);

const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  response.flushHeaders();
  const socket = request.socket;
  socket.setNoDelay(true);
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let writes = 0;
const timer = setInterval(() => {
  for (const socket of sockets) socket.write(chunk);
  writes += sockets.size;
}, 1000 / rate);

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'ready', baseUrl: `http://127.0.0.1:${port}`, streamId: 'bare' });
});
answerUsage(() => ({ writes }));
process.on('disconnect', () => {
  clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
});
