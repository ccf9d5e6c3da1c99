// The files `npm run pars` writes can be merged by several runs at once: each reads what is on disk
// just before it writes, and writes through a temporary file, so a reader never sees half a file.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/** The JSON in `url`, or `{}` when there is no such file yet. */
export function readJson<T>(url: URL): T {
  return (existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : {}) as T;
}

/** Replaces the file at `url` with `text` through a temporary file beside it. */
export function writeAtomically(url: URL, text: string): void {
  const tmp = new URL(`${url.pathname}.${process.pid}.tmp`, 'file://');
  writeFileSync(tmp, text);
  renameSync(tmp, url);
}
