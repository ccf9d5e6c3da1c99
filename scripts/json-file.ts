// The files `npm run pars` writes are merged by several runs at once: each changes them under a lock
// file, reading what is on disk just before it writes, and writes through a temporary file, so a
// reader never sees half a file and no run's change is lost to another's.
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';

/** The JSON in `url`, or `{}` when there is no such file yet. */
export function readJson<T>(url: URL): T {
  return (existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : {}) as T;
}

/** Replaces the file at `url` with `text` through a temporary file beside it. */
function writeAtomically(url: URL, text: string): void {
  const tmp = new URL(`${url.pathname}.${process.pid}.tmp`, 'file://');
  writeFileSync(tmp, text);
  renameSync(tmp, url);
}

/** A lock older than this was left by a run that died holding it: a change takes milliseconds. */
const STALE_LOCK_MS = 10_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Reads the JSON in `url` (`{}` when absent), lets `change` turn it into the new text, and writes
 * that (nothing when `change` returns undefined), holding `url`'s lock file throughout so that two
 * runs never merge into the same old text.
 */
export function updateJson<T>(url: URL, change: (value: T) => string | undefined): void {
  const lock = `${url.pathname}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (lockAge(lock) > STALE_LOCK_MS) unlinkQuietly(lock);
      else Atomics.wait(pause, 0, 0, 5);
    }
  }
  try {
    const text = change(readJson<T>(url));
    if (text !== undefined) writeAtomically(url, text);
  } finally {
    unlinkQuietly(lock);
  }
}

function lockAge(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0; // released meanwhile, so not stale
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Another run broke the same stale lock first.
  }
}
