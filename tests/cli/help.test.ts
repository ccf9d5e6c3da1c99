import { describe, expect, it } from 'vitest';
import { run } from './run';

const COMMANDS = ['validate', 'replay', 'solve', 'optimize', 'deadlocks', 'convert', 'bench'];

describe('sokoban help', () => {
  it.each(COMMANDS)('%s --help, -h and help <command> print its usage and exit 0', async (name) => {
    const runs = [await run([name, '--help']), await run([name, '-h']), await run(['help', name])];
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.err).toEqual([]);
      expect(r.out[0]).toMatch(new RegExp(`^usage: sokoban ${name}\\b`));
      // One line per option, each with what it does.
      expect(r.out.some((l) => /^ {2}--?\w/.test(l))).toBe(name !== 'validate');
      expect(r.out.join('\n')).toMatch(/^exit codes?: .*0/m);
    }
    expect(runs[1].out).toEqual(runs[0].out);
    expect(runs[2].out).toEqual(runs[0].out);
  });

  it('lists every option of a command, one line each', async () => {
    const solve = (await run(['solve', '--help'])).out;
    for (const option of ['--level', '--timeout', '--nodes', '--optimal', '--order', '--seed', '--weight']) {
      expect(solve.filter((l) => l.trimStart().startsWith(option))).toHaveLength(1);
    }
    const convert = (await run(['help', 'convert'])).out;
    for (const option of ['--from', '--to', '--rle', '--strict', '--base'])
      expect(convert.filter((l) => l.trimStart().startsWith(option))).toHaveLength(1);
  });

  it("the general usage names convert's --rle, --strict and --base, and how to get a command's help", async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/convert .*--rle.*--strict.*--base/);
    expect(text).toContain('sokoban help <command>');
  });

  it('help of an unknown command is an error', async () => {
    const r = await run(['help', 'frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('unknown command "frobnicate"');
  });
});
