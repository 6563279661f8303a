import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

const PROXY = '10.0.0.5';

const contact = (n: number) => ({
  name: 'Visitor',
  email: `visitor${n}@example.org`,
  subject: 'General Inquiry',
  message: 'Hello',
});

describe('TRUST_PROXY=1: the address is the one the proxy saw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const send = (forwardedFor: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: API.contact,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: contact(n),
    });

  it('ignores the entries a client writes itself: it is limited as its real address', async () => {
    // The contact form allows 5 an hour per address; each call claims another first address.
    for (let n = 0; n < 5; n += 1) {
      const response = await send(`6.6.6.${n}, 203.0.113.7`, n);
      expect(response.statusCode).toBe(201);
    }
    const refused = await send('6.6.6.99, 203.0.113.7', 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });

    // Another real client behind the same proxy is counted on its own.
    expect((await send('6.6.6.6, 203.0.113.8', 100)).statusCode).toBe(201);
  });
});

/** Opens a socket and sends a request line and one header, never the blank line that ends them. */
function halfSentRequest(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve(socket);
    });
    // Refused beyond the per-address cap: closed before or right after connecting.
    socket.once('close', () => resolve(socket));
  });
}

function waitUntilClosed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.closed) resolve();
    else socket.once('close', () => resolve());
  });
}

/** A plain GET from another loopback address: another client than the one flooding. */
function getFrom(localAddress: string, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('Half-sent requests cannot take the site down', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '5',
      MAX_CONNECTIONS_PER_ADDRESS: '100',
    });
    port = Number(new URL(t.baseUrl).port);
  });
  afterAll(() => t.close());

  it('keeps answering others while one client holds 1,100 unfinished requests, then closes them', async () => {
    // Opened a hundred at a time, so the listen queue never overflows into SYN retries.
    const sockets: Socket[] = [];
    for (let batch = 0; batch < 11; batch += 1) {
      sockets.push(
        ...(await Promise.all(Array.from({ length: 100 }, () => halfSentRequest(port)))),
      );
    }
    expect(sockets).toHaveLength(1100);
    try {
      expect(await getFrom('127.0.0.2', port, API.health)).toBe(200);
      // The server closes every one of them: the cap at once, the time limits the rest.
      await Promise.all(sockets.map(waitUntilClosed));
      expect(sockets.every((socket) => socket.closed)).toBe(true);
      // And the flooding address itself is served again.
      expect((await t.request(API.health)).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);
});
