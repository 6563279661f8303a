/*
 * What every measured process does for the bench's parent: answer 'usage' with its CPU and
 * memory (and whatever else it reports), and close when the parent leaves.
 */
import { rmSync } from 'node:fs';

/** Answers each 'usage' message with this process's CPU and resident memory, plus `more()`. */
export function answerUsage(more: () => Record<string, unknown> = () => ({})) {
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'usage') return;
    process.send?.({
      type: 'usage',
      cpu: process.cpuUsage(),
      rss: process.memoryUsage().rss,
      ...more(),
    });
  });
}

/** Closes the app and removes its data directory when the parent leaves or sends SIGTERM. */
export function closeWhenParentLeaves(app: { close(): Promise<unknown> }, dataDir: string) {
  const stop = () => {
    void app.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
}
