/*
 * The load generator, in its own process: autocannon against one URL, warm-up first, then the
 * measured run; prints the figures as one JSON line.
 * Arguments: a JSON object { url, connections, seconds, warmupSeconds, headers }.
 */
import autocannon from 'autocannon';

const { url, connections, seconds, warmupSeconds, headers } = JSON.parse(
  process.argv[2] ?? '{}',
) as {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
};
if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
const result = await autocannon({ url, connections, duration: seconds, headers });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }),
);
