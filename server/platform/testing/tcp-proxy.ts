import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis), so a test can make that server
 * freeze (bytes stop flowing, connections stay open), vanish (connections cut, new ones
 * refused) and come back, without touching the server other tests share.
 */
export interface TcpProxy {
  port: number;
  /** The target's URL with the proxy's host and port. */
  urlFor(targetUrl: string): string;
  /** Holds every byte in both directions: a server that stopped answering. */
  freeze(): void;
  /** Cuts every connection and refuses new ones: a server that went away. */
  cut(): void;
  /** Back to passing bytes and accepting connections. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'frozen' | 'cut' = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  // Unpiped as well as paused, so that a drain never resumes the flow behind the test's back.
  const hold = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const server: Server = createServer((client) => {
    if (state === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (state === 'open') flow(pair);
    else hold(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const proxy: TcpProxy = {
    port,
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    freeze() {
      state = 'frozen';
      for (const pair of pairs) hold(pair);
    },
    cut() {
      state = 'cut';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      if (state === 'frozen') for (const pair of pairs) flow(pair);
      state = 'open';
    },
    async close() {
      proxy.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
