import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as a real process: how it finds out it is the entry script, and what it does when its output fails.

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs Node with tsx from the repository root. `stdout` may be a file descriptor to write into, or
 * 'closed': a pipe whose reading end is closed before the process starts, as `| head` does early.
 */
function node(args: string[], stdout: 'pipe' | 'closed' | number = 'pipe'): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      stdio: ['ignore', stdout === 'closed' ? 'pipe' : stdout, 'pipe'],
    });
    if (stdout === 'closed') child.stdout?.destroy();
    let out = '';
    let err = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('the CLI as a process', () => {
  const temp: string[] = [];
  afterAll(() => {
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  });

  it('runs main.ts from a path with a space, and through a symlink to it', async () => {
    // A copy of src/ under a folder whose name has a space, so import.meta.url has a %20 in it.
    const dir = mkdtempSync(join(tmpdir(), 'sokoban cli-'));
    temp.push(dir);
    cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    symlinkSync(join(dir, 'src/cli/main.ts'), join(dir, 'linked main.ts'));
    for (const script of [join(dir, 'src/cli/main.ts'), join(dir, 'linked main.ts')]) {
      const r = await node([script, 'help']);
      expect(r.err).toBe('');
      expect(r.out).toMatch(/^usage: sokoban <command>/);
      expect(r.code).toBe(0);
    }
  }, 60_000);

  it('installs no stream listeners when io.ts is only imported', async () => {
    const r = await node([
      '--input-type=module',
      '-e',
      `const before = process.stdout.listenerCount('error') + process.stderr.listenerCount('error');
       await import('./src/cli/io.ts');
       console.log(process.stdout.listenerCount('error') + process.stderr.listenerCount('error') - before);`,
    ]);
    expect(r.err).toBe('');
    expect(r.out.trim()).toBe('0');
  }, 60_000);

  it('ends quietly with exit 0 when the reader has closed the pipe', async () => {
    const r = await node(['bin/sokoban.mjs', 'help'], 'closed');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  }, 60_000);

  it('reports a failed write to standard output as one line and exit 3', async () => {
    // Writing to /dev/full fails with ENOSPC.
    const full = openSync('/dev/full', 'w');
    try {
      const r = await node(['bin/sokoban.mjs', 'help'], full);
      expect(r.err).toBe('sokoban: cannot write to standard output: ENOSPC\n');
      expect(r.code).toBe(3);
    } finally {
      closeSync(full);
    }
  }, 60_000);
});
