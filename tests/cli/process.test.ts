import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as a real process: how it finds out it is the entry script.

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Runs Node with tsx from the repository root. */
function node(args: string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
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
});
