import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#server/platform/project-root.js';

/** A folder this process really cannot write into, and how to give it back. */
export interface ReadOnlyFolder {
  /** How the folder was made read-only, for the test's failure messages. */
  how: string;
  /** Whom to run the server as (only when no way made the folder read-only for root). */
  runAs: { uid?: number; gid?: number };
  release(): void;
}

function unwritable(dir: string): boolean {
  const probe = join(dir, '.write-probe');
  try {
    writeFileSync(probe, '');
    rmSync(probe);
    return false;
  } catch {
    return true;
  }
}

function attempt(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether the user "nobody" can read the checkout, which a private (0700) folder forbids. */
function nobodyReadsTheCheckout(): boolean {
  const root = projectRoot();
  const check = spawnSync(
    process.execPath,
    ['-e', `require('fs').readdirSync(${JSON.stringify(root)})`],
    {
      uid: 65534,
      gid: 65534,
      stdio: 'ignore',
    },
  );
  return check.status === 0;
}

/**
 * Makes `dir` read-only for whoever runs the tests, wherever the checkout lies. A mode does it
 * for an ordinary user; root writes through modes, so for root the folder becomes a read-only
 * file system (a tmpfs mounted read-only), else immutable (chattr +i), else the server runs as
 * "nobody" when that user can read the checkout. With none of these it throws, saying why,
 * rather than letting the test pass without checking anything.
 */
export function makeReadOnly(dir: string): ReadOnlyFolder {
  if (process.getuid?.() !== 0) {
    chmodSync(dir, 0o555);
    if (unwritable(dir))
      return { how: 'mode 0555', runAs: {}, release: () => chmodSync(dir, 0o700) };
  }
  if (attempt('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'lampstand-read-only', dir])) {
    if (unwritable(dir)) {
      return { how: 'read-only tmpfs', runAs: {}, release: () => void attempt('umount', [dir]) };
    }
    attempt('umount', [dir]);
  }
  if (attempt('chattr', ['+i', dir])) {
    if (unwritable(dir)) {
      return { how: 'chattr +i', runAs: {}, release: () => void attempt('chattr', ['-i', dir]) };
    }
    attempt('chattr', ['-i', dir]);
  }
  chmodSync(dir, 0o555);
  if (nobodyReadsTheCheckout()) {
    return {
      how: 'mode 0555, server as nobody',
      runAs: { uid: 65534, gid: 65534 },
      release: () => {},
    };
  }
  throw new Error(
    `Cannot make ${dir} read-only for root here: mounting a read-only tmpfs and chattr +i both ` +
      'failed, and the user "nobody" cannot read the checkout. Run the tests as an ordinary user, ' +
      'or give root CAP_SYS_ADMIN or CAP_LINUX_IMMUTABLE.',
  );
}
