/*
 * The yardstick: a bare node:http server answering each path with exactly the status, headers
 * and body the app answered it with (sent by the parent over IPC). What the app costs beyond
 * this is the price of routing, hooks, the database and serialization.
 */
import { createServer } from 'node:http';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}
const answers = new Map<
  string,
  { status: number; headers: Record<string, string>; body: Buffer }
>();

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 65_000;

process.on('message', (message: { type: string; answers?: Record<string, Captured> }) => {
  if (message.type !== 'answers' || !message.answers) return;
  for (const [path, captured] of Object.entries(message.answers)) {
    answers.set(path, { ...captured, body: Buffer.from(captured.body, 'base64') });
  }
  process.send?.({ type: 'loaded' });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'ready', baseUrl: `http://127.0.0.1:${port}` });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'usage') {
    process.send?.({ type: 'usage', cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  }
});
process.on('disconnect', () => server.close(() => process.exit(0)));
