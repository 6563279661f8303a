import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Owner-only modes for what DATA_DIR holds: members' data, uploads and the signing secret. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/**
 * Checks DATA_DIR before anything is opened in it, so a volume that was not mounted or is
 * read-only stops start-up with one line naming it instead of a stack trace later, or, worse,
 * a fresh empty database where the real one should be.
 *
 * `create`: the folder may be made when missing (only for the default `./data`; an explicit
 * DATA_DIR that is missing is almost always a volume that did not mount).
 */
export function prepareDataDir(dir: string, { create }: { create: boolean }): void {
  let stats;
  try {
    stats = statSync(dir);
  } catch {
    if (!create) {
      throw new DataDirError(
        `DATA_DIR ${dir} does not exist: create it (or mount its volume) and start again.`,
      );
    }
    try {
      mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    } catch (error) {
      throw new DataDirError(`DATA_DIR ${dir} could not be created (${codeOf(error)}).`);
    }
    stats = statSync(dir);
  }
  if (!stats.isDirectory()) throw new DataDirError(`DATA_DIR ${dir} is not a folder.`);
  // A real write, since access() may say yes on a file system that was remounted read-only.
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    accessSync(dir, constants.R_OK | constants.W_OK);
    writeFileSync(probe, '', { mode: PRIVATE_FILE_MODE });
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dir} is not writable by this process (${codeOf(error)}).`);
  }
}

/** Narrows an existing file to the owner (installations from before these modes were set). */
export function keepPrivate(path: string, mode = PRIVATE_FILE_MODE): void {
  try {
    if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
  } catch {
    // Missing or owned by someone else: nothing to narrow, and not a reason to stop.
  }
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'unknown error';
}
