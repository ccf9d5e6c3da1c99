import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command';
import { main } from '../../src/cli/main';
import { detectFormat, readFormat } from '../../src/formats';
import { essentials } from './arbitraries';

const dir = new URL('../fixtures/formats/', import.meta.url);
const files: Record<string, string> = {
  'workshop.xsb': readFileSync(new URL('workshop.xsb', dir), 'utf8'),
  'workshop-yasc.sok': readFileSync(new URL('workshop-yasc.sok', dir), 'utf8'),
  'workshop.slc': readFileSync(new URL('workshop.slc', dir), 'utf8'),
  'workshop.url': readFileSync(new URL('workshop.url', dir), 'utf8'),
};

/** Runs the command against in-memory files; `-` reads `stdin`. */
async function run(args: string[], extra: Record<string, string> = {}, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const all = { ...files, ...extra };
  const io: CliIO = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    read: async (p) => {
      if (p === '-') return stdin;
      if (!(p in all)) throw new Error(p === 'locked.xsb' ? 'EACCES' : `no such file: ${p}`);
      return all[p];
    },
  };
  const code = await main(['convert', ...args], io);
  return { code, out: out.join('\n'), err };
}

describe('sokoban convert', () => {
  it.each([
    ['xsb', 'sok'],
    ['xsb', 'slc'],
    ['sok', 'xsb'],
    ['slc', 'sok'],
    ['xsb', 'url'],
  ] as const)('converts %s to %s and back to the same boards, titles and solutions', async (from, to) => {
    const source = Object.keys(files).find((f) => detectFormat(files[f], f) === from)!;
    const there = await run([source, '--to', to]);
    expect(there.code).toBe(0);
    expect(detectFormat(there.out)).toBe(to);
    const back = await run(['-', '--from', to, '--to', from], {}, there.out);
    expect(back.code).toBe(0);
    const original = readFormat(files[source], from).collection;
    const roundTripped = readFormat(back.out, from).collection;
    const keep = (c: typeof original) =>
      essentials(c).levels.map((l) => ({
        rows: l.rows,
        title: l.title,
        solutions: to === 'url' ? l.solutions.slice(0, 1) : l.solutions,
      }));
    expect(keep(roundTripped)).toEqual(keep(original));
  });

  it('detects formats by extension, else by content', () => {
    const jsoko = readFileSync(new URL('workshop-jsoko.sok', dir), 'utf8');
    expect(
      [
        files['workshop.xsb'],
        files['workshop-yasc.sok'],
        jsoko,
        files['workshop.slc'],
        files['workshop.url'],
      ].map((t) => detectFormat(t)),
    ).toEqual(['xsb', 'sok', 'sok', 'slc', 'url']);
    expect(detectFormat('anything', 'Levels.SOK')).toBe('sok');
    expect(detectFormat('anything', 'set.xml')).toBe('slc');
    expect(detectFormat('#####\n#@$.#\n#####\n')).toBe('xsb');
    // Links from the game's Share dialog, pasted into Import.
    expect(detectFormat('http://localhost:5173/#/share/1gcN6-suN\nhttps://x.org/#/share/1Ab/edit\n')).toBe(
      'url',
    );
  });

  it('guesses the input format from the content of standard input', async () => {
    for (const name of Object.keys(files)) {
      const r = await run(['-', '--to', 'xsb'], {}, files[name]);
      expect(r.code, name).toBe(0);
      expect(readFormat(r.out, 'xsb').collection.levels.map((l) => l.title)).toEqual([
        'Warm-up',
        'Corner Store',
        'Two Doors',
        'Stairwell',
        'Long Hall',
      ]);
    }
  });

  it('writes RLE boards, strict SLC and links on request, and says what a format drops', async () => {
    expect((await run(['workshop.xsb', '--to', 'xsb', '--rle'])).out).toContain(
      '\n5#|#.-.3#|#-$$--#|##-@--#|-6#\n',
    );
    const strict = await run(['workshop.xsb', '--to', 'slc', '--strict']);
    expect(strict.out).not.toContain('<Solution>');
    expect(strict.err).toEqual([
      'sokoban convert: note: --strict SLC leaves out comments, notes, headers and solutions',
    ]);
    const links = await run(['workshop.xsb', '--to=url', '--base', 'https://example.org/play']);
    expect(links.out.split('\n')).toHaveLength(5);
    expect(links.out).toMatch(/^https:\/\/example\.org\/play#\/share\/1[A-Za-z0-9_-]+$/m);
    expect(links.err).toContain('sokoban convert: note: 1 level keeps only its first solution');
  });

  it('fails with one line naming the problem, its line and column, and exit code 2', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [
        ['bad.xsb', '--to', 'sok'],
        { 'bad.xsb': '#####\n#@$x#\n#####\n' },
        /^sokoban convert: bad\.xsb:2:4: level 1 "Level 1": unknown character "x"/,
      ],
      [
        ['bad.slc', '--to', 'xsb'],
        { 'bad.slc': '<SokobanLevels>\n  <LevelCollection>\n</SokobanLevels>' },
        /^sokoban convert: bad\.slc:2:3: <LevelCollection> is never closed/,
      ],
      [
        ['codes.url', '--to', 'xsb'],
        { 'codes.url': '1Ab4T-fQpdmncEEA\n1Ab4T-fQpdmnXEEA\n' },
        /^sokoban convert: codes\.url:2: level 2: The share code is damaged/,
      ],
      [
        ['nothing.sok', '--to', 'xsb'],
        { 'nothing.sok': 'hello\n' },
        /^sokoban convert: nothing\.sok: No level found/,
      ],
      [['missing.xsb', '--to', 'sok'], {}, /^sokoban convert: no such file: missing\.xsb$/],
      [['locked.xsb', '--to', 'sok'], {}, /^sokoban convert: cannot read locked\.xsb: EACCES$/],
      [['workshop.xsb'], {}, /^sokoban convert: missing --to; usage: sokoban convert/],
      [
        ['workshop.xsb', '--to', 'pdf'],
        {},
        /^sokoban convert: --to must be one of xsb, sok, slc, url, not "pdf"$/,
      ],
      [['workshop.xsb', '--to', 'sok', '--fast'], {}, /^sokoban convert: unknown option --fast/],
      [[], {}, /^sokoban convert: missing input file/],
      [['a', 'b', '--to', 'xsb'], {}, /^sokoban convert: unexpected argument "b"/],
    ];
    for (const [args, extra, message] of cases) {
      const r = await run(args, extra);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toHaveLength(1);
      expect(r.err[0]).toMatch(message);
      expect(r.err[0]).not.toMatch(/\n|at .*\(/);
      expect(r.out).toBe('');
    }
  });

  it('words its errors as the other commands do: "sokoban convert:", double quotes, <stdin>', async () => {
    const r = await run(['-', '--to', 'sok'], {}, '#####\n#@$x#\n#####\n');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      'sokoban convert: <stdin>:2:4: level 1 "Level 1": unknown character "x" in the board',
    ]);
  });

  it('counts the other problems on the same line', async () => {
    const r = await run(['bad.xsb', '--to', 'sok'], { 'bad.xsb': '#####\n#@$xy#\n#####\n' });
    expect(r.err).toEqual([
      'sokoban convert: bad.xsb:2:4: level 1 "Level 1": unknown character "x" in the board (and 1 more problem)',
    ]);
  });

  it('prints usage for --help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: sokoban convert/);
  });
});
