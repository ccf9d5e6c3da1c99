import { spawn } from 'node:child_process';

/** Runs `source` (an ES module) in a Node process of its own, with tsx for the TypeScript it imports. */
export function runNode(source: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}: ${err}`))));
  });
}
