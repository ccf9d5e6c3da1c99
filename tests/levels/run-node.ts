import { spawn } from 'node:child_process';

/**
 * Runs `source` (an ES module) in a Node process of its own, with tsx for the TypeScript it imports.
 * Resolves with what it printed.
 */
export function runNode(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

/**
 * Source defining `meet(round)` and `now()` for writer processes run by `runNode`: `meet` waits
 * until all `count` processes have reached the same round (marker files in `dir`), sleeping rather
 * than spinning, so processes that start at different times still write at the same time.
 */
export function meetingSource(dir: string, me: number, count: number): string {
  const at = JSON.stringify(dir);
  return `
    import { existsSync as __exists, writeFileSync as __write } from 'node:fs';
    const __nap = new Int32Array(new SharedArrayBuffer(4));
    const meet = (round) => {
      __write(${at} + '/' + round + '-' + ${me}, '');
      const all = () => Array.from({ length: ${count} }, (_, q) => q).every((q) => __exists(${at} + '/' + round + '-' + q));
      while (!all()) Atomics.wait(__nap, 0, 0, 2);
    };
    const now = () => performance.timeOrigin + performance.now();`;
}

/** Whether every process began writing before any had finished (each printed `{ first, last }`). */
export function overlapped(outputs: readonly string[]): boolean {
  const spans = outputs.map((out) => JSON.parse(out) as { first: number; last: number });
  return Math.max(...spans.map((s) => s.first)) < Math.min(...spans.map((s) => s.last));
}
