import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { appendPushed } from './apply-pushed.js';

interface Item {
  _id: string;
  createdAt: string;
}

const pushed: Item = { _id: 'pushed', createdAt: '2026-11-27T09:00:01.000Z' };
const older: Item = { _id: 'older', createdAt: '2026-11-27T09:00:00.000Z' };
const key = ['messages', 'stream-1', 'chat'] as const;

/**
 * A list whose loads the test answers by hand: each load waits until released with what the
 * server had stored when it was read.
 */
function listWithLoads() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loads: { release: (items: Item[]) => void }[] = [];
  const observer = new QueryObserver<Item[]>(queryClient, {
    queryKey: key,
    queryFn: () =>
      new Promise<Item[]>((resolve) => {
        loads.push({ release: resolve });
      }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const data = () => queryClient.getQueryData<Item[]>(key);
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (queryClient.isFetching({ queryKey: key }) === 0) resolve();
        else setImmediate(check);
      };
      check();
    });
  return { queryClient, loads, data, settled, unsubscribe };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('an item pushed while its list loads', () => {
  it('is kept when it arrives during the first load, read before it was stored', async () => {
    const list = listWithLoads();
    stop = list.unsubscribe;
    expect(list.loads).toHaveLength(1);
    appendPushed(list.queryClient, key, pushed);
    expect(list.data()).toBeUndefined();

    list.loads[0]!.release([older]);
    await new Promise(setImmediate);
    expect(list.loads).toHaveLength(2);
    list.loads[1]!.release([older, pushed]);
    await list.settled();
    expect(list.data()).toEqual([older, pushed]);
  });

  it('shows at once on a loaded list, and a refresh read before it was stored does not drop it', async () => {
    const list = listWithLoads();
    stop = list.unsubscribe;
    list.loads[0]!.release([older]);
    await list.settled();
    void list.queryClient.refetchQueries({ queryKey: key });
    expect(list.loads).toHaveLength(2);

    appendPushed(list.queryClient, key, pushed);
    await new Promise(setImmediate);
    expect(list.loads).toHaveLength(3);
    // The cancelled refresh lands late, and is ignored.
    list.loads[1]!.release([older]);
    list.loads[2]!.release([older, pushed]);
    await list.settled();
    expect(list.data()).toEqual([older, pushed]);
  });

  it('only shows once loaded when nothing is loading', async () => {
    const list = listWithLoads();
    stop = list.unsubscribe;
    list.loads[0]!.release([older]);
    await list.settled();
    appendPushed(list.queryClient, key, pushed);
    expect(list.data()).toEqual([older, pushed]);
    expect(list.loads).toHaveLength(1);
  });
});
