/*
 * The load generator, in its own process: autocannon against one URL, warm-up first, then the
 * measured run; prints the figures as one JSON line.
 * Arguments: a JSON object { url, connections, seconds, warmupSeconds, headers } and, for a
 * write, { method, body }; with { addresses: N }, each request names the next of N addresses in
 * X-Forwarded-For (the app trusts one proxy), so a rate limit sees N senders.
 */
import autocannon, { type Request } from 'autocannon';

const { url, connections, seconds, warmupSeconds, headers, method, body, addresses } = JSON.parse(
  process.argv[2] ?? '{}',
) as {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  addresses?: number;
};
let sent = 0;
const nextAddress = () => {
  const n = sent++ % (addresses ?? 1);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const requests = addresses
  ? [
      {
        setupRequest: (request: Request): Request => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ]
  : undefined;
// autocannon takes a method given as undefined for no method at all: reads name theirs.
const options = {
  url,
  connections,
  headers,
  method: method ?? 'GET',
  ...(body === undefined ? {} : { body }),
  requests,
};
const warmup =
  warmupSeconds > 0 ? await autocannon({ ...options, duration: warmupSeconds }) : undefined;
const result = await autocannon({ ...options, duration: seconds });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    errors: result.errors + result.timeouts,
    // Every answer, warm-up included: what the server's CPU over the whole load was spent on.
    answered: result.requests.total + (warmup?.requests.total ?? 0),
  }),
);
