import type { CliIO } from '../../src/cli/command';
import { processIO } from '../../src/cli/io';
import { main } from '../../src/cli/main';

/** Runs the CLI in-process with files given as strings (other paths are read from disk). */
export async function run(argv: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    read: async (p) => {
      if (p in files) return files[p];
      return processIO.read(p);
    },
  };
  const code = await main(argv, io);
  return { code, out, err };
}
