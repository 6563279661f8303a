import { freshClient } from '#server/platform/testing/factories.js';
import {
  type ServerProcess,
  spawnServer,
  waitUntilServing,
} from '#server/platform/testing/server-process.js';

/*
 * The real server as its own process, sent concurrent public writes (comments, chat messages,
 * prayer requests, contacts) and killed with SIGKILL in the middle of them. The durability
 * tests then look for every write it had acknowledged (2xx) in the database it used.
 */
const WORKERS = 12;
/** Acknowledged writes before the kill; writes keep going until the process dies. */
const ACKNOWLEDGED_BEFORE_KILL = 240;

export type WrittenTable = 'comments' | 'chat_messages' | 'contacts';

export interface AcknowledgedWrite {
  table: WrittenTable;
  id: string;
}

interface Write {
  path: string;
  table: WrittenTable;
  body: (n: number) => Record<string, unknown>;
  id: (response: Record<string, { _id: string }>) => string;
}

function writesTo(streamId: string): Write[] {
  return [
    {
      path: '/api/user/comment',
      table: 'comments',
      body: (n) => ({ streamId, userName: 'Grace', content: `Comment ${n}` }),
      id: (response) => response.comment!._id,
    },
    {
      path: '/api/user/chat-message',
      table: 'chat_messages',
      body: (n) => ({ streamId, userName: 'Samuel', message: `Chat ${n}` }),
      id: (response) => response.chatMessage!._id,
    },
    {
      path: '/api/user/chat-message',
      table: 'chat_messages',
      body: (n) => ({
        streamId,
        userName: 'Hannah',
        message: `Please pray for us, ${n}`,
        messageType: 'prayer',
      }),
      id: (response) => response.chatMessage!._id,
    },
    {
      path: '/api/user/contact',
      table: 'contacts',
      body: (n) => ({
        name: 'Dorcas',
        email: `dorcas-${n}@example.com`,
        subject: 'Prayer Request',
        message: `Contact ${n}`,
      }),
      id: (response) => response.contact!._id,
    },
  ];
}

/**
 * Starts the server with `env`, writes under `streamId` from many clients until enough writes
 * are acknowledged, kills it with SIGKILL, and answers what it had acknowledged. The caller
 * kills the returned processes in its clean-up.
 */
export async function killUnderLoad(
  env: Record<string, string>,
  streamId: string,
  servers: ServerProcess[],
): Promise<AcknowledgedWrite[]> {
  const writes = writesTo(streamId);
  const server = await spawnServer({ TRUST_PROXY: '1', ...env });
  servers.push(server);
  await waitUntilServing(server);

  const acknowledged: AcknowledgedWrite[] = [];
  let dead = false;
  let reachedTarget: () => void = () => {};
  const target = new Promise<void>((resolve) => (reachedTarget = resolve));
  let sent = 0;
  const worker = async () => {
    while (!dead) {
      const n = sent++;
      const write = writes[n % writes.length]!;
      try {
        const response = await fetch(server.baseUrl + write.path, {
          method: 'POST',
          // A new address each time, so the per-address limits never refuse the load.
          headers: { 'content-type': 'application/json', ...freshClient() },
          body: JSON.stringify(write.body(n)),
        });
        if (response.status !== 201) {
          throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        }
        const body = (await response.json()) as Record<string, { _id: string }>;
        acknowledged.push({ table: write.table, id: write.id(body) });
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
      } catch (error) {
        // After the kill, requests in flight fail: those were never acknowledged.
        if (!dead) throw error;
      }
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));
  await Promise.race([target, load]);
  // Requests still in flight meet the kill; from here a failed request is expected.
  dead = true;
  server.child.kill('SIGKILL');
  const exit = await server.exited;
  await load;
  if (exit !== 'SIGKILL') throw new Error(`the server ended with ${exit}, not SIGKILL`);
  if (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL) {
    throw new Error(`only ${acknowledged.length} writes were acknowledged`);
  }
  return acknowledged;
}

/** Starts the server again on the same data, waits until it serves, and stops it cleanly. */
export async function restartAndStop(
  env: Record<string, string>,
  servers: ServerProcess[],
): Promise<number | string> {
  const restarted = await spawnServer(env);
  servers.push(restarted);
  await waitUntilServing(restarted);
  restarted.child.kill('SIGTERM');
  return restarted.exited;
}
