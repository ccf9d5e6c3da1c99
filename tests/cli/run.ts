import type { CliIO } from '../../src/cli/command';
import { processIO } from '../../src/cli/io';
import { main } from '../../src/cli/main';

/** CLI input and output in memory: files given as strings (other paths are read from disk). */
export function memoryIO(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    read: async (p) => {
      if (p in files) return files[p];
      return processIO.read(p);
    },
  };
  return { cli, out, err };
}

/** Runs the CLI in-process with files given as strings. */
export async function run(argv: string[], files: Record<string, string> = {}) {
  const { cli, out, err } = memoryIO(files);
  const code = await main(argv, cli);
  return { code, out, err };
}
