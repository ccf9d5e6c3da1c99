import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/io';
import { run } from './run';

const spec = { level: 'string', base: 'string', json: 'boolean' } as const;

describe('parseArgs', () => {
  it('reads --name value, --name=value, switches and positionals', () => {
    expect(parseArgs(['a.xsb', '--level', '3', '--json'], spec)).toEqual({
      positionals: ['a.xsb'],
      flags: { level: '3', json: true },
    });
    expect(parseArgs(['--level=3'], spec).flags).toEqual({ level: '3' });
  });

  it('keeps an inline value whole when it has an = of its own', () => {
    expect(parseArgs(['--base=https://example.org/?a=b'], spec).flags).toEqual({
      base: 'https://example.org/?a=b',
    });
  });

  it('knows no option that is only a property every object inherits', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(() => parseArgs([`--${name}`, 'x'], spec)).toThrow(new UsageError(`unknown option --${name}`));
  });

  it('refuses a value on a switch rather than reading --json=false as --json', () => {
    for (const a of ['--json=false', '--json=', '--json=true'])
      expect(() => parseArgs([a], spec)).toThrow(/^--json takes no value/);
  });
});

describe('the CLI with a bad option', () => {
  const level = '#####\n#@$.#\n#####';

  it('exits 2 naming the switch given a value', async () => {
    const r = await run(['solve', 'a.xsb', '--json=false'], { 'a.xsb': level });
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['sokoban solve: --json takes no value (got "--json=false")']);
  });

  it('exits 2 on --constructor, as on any unknown option', async () => {
    const r = await run(['validate', 'a.xsb', '--constructor'], { 'a.xsb': level });
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['sokoban validate: unknown option --constructor']);
  });
});
