import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The repository root (this file lives in scripts/). */
export const root = new URL('../', import.meta.url).pathname;
const vite = `${root}node_modules/vite/bin/vite.js`;

/** Builds the production game into `outDir` (dist/ by default). */
export function buildGame(outDir = `${root}dist`): void {
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`vite build produced no ${outDir}/index.html`);
}

/** A TCP port nobody listens on now, for a server started next. */
export function freePort(): Promise<number> {
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

/** Serves a build (dist/ by default) with `vite preview` on a free port; `stop` ends the server. */
export async function startPreview(outDir = `${root}dist`): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
    { cwd: root, stdio: 'ignore' },
  );
  const baseURL = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(baseURL, 20_000);
  } catch (e) {
    server.kill();
    throw e;
  }
  return { baseURL, stop: () => server.kill() };
}
