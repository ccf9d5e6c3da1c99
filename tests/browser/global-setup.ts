import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = new URL('../../', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The preview server did not answer at ${url} within ${ms} ms.`);
}

let server: ChildProcess | undefined;

/** Builds the game once and serves the production build with `vite preview` for the browser tests. */
export default async function setup(project: TestProject): Promise<() => void> {
  execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(`${root}dist/index.html`)) throw new Error('vite build produced no dist/index.html');
  const port = await freePort();
  server = spawn(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const baseURL = `http://127.0.0.1:${port}/`;
  await waitFor(baseURL, 20_000);
  project.provide('baseURL', baseURL);
  return () => {
    server?.kill();
  };
}
