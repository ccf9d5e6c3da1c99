import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { Catalogue, headerTitle, parseLevelId } from '../../src/ui/app/levels/catalogue';
import { importLevels } from '../../src/ui/app/levels/import';
import { parFor, readParTable } from '../../src/ui/app/levels/pars';
import { formatRoute, parseRoute } from '../../src/ui/app/screens/router';

const LEVEL = '#####\n#@$.#\n#####';

describe('Catalogue', () => {
  it('lists the tutorial first when it ships, then Microban, Sasquatch in order, SokEvo and dh5', () => {
    const catalogue = new Catalogue();
    const ids = catalogue.list().map((c) => c.id);
    const classic = catalogue.list('classic').map((c) => c.id);
    expect(ids[0]).toBe(ids.includes('tutorial') ? 'tutorial' : 'microban');
    expect(catalogue.list('bonus').every((c) => c.id.startsWith('bonus-'))).toBe(true);
    expect(classic.slice(0, 6)).toEqual([
      'microban',
      'microban-ii',
      'microban-iii',
      'microban-iv',
      'sasquatch',
      'sasquatch-ii',
    ]);
    expect(classic.indexOf('sasquatch-ix')).toBeLessThan(classic.indexOf('sasquatch-x'));
    expect(classic.slice(-2)).toEqual(['sokevo', 'dh5']);
  });

  it("names the bonus sets by their files' own titles, before any is opened", () => {
    const bonus = new Catalogue().list('bonus');
    expect(bonus.find((c) => c.id === 'bonus-oneway')?.title).toBe('One-way floors');
    expect(bonus.find((c) => c.id === 'bonus-chain')?.title).toBe('Chain push');
    // Only the header's Title names the set: a level's own Title comes after its board.
    expect(headerTitle('; a comment\nTitle:  Ice  \n\n#####\n#@$.#\n#####\nTitle: First')).toBe('Ice');
    expect(headerTitle('#####\n#@$.#\n#####\nTitle: First')).toBeUndefined();
  });

  it('credits the authors and loads a collection on demand', async () => {
    const c = new Catalogue();
    expect(c.info('microban')?.author).toBe('David W. Skinner');
    expect(c.info('sokevo')?.author).toBe('Lee J Haywood');
    expect(c.info('dh5')?.author).toBe('David Holland');
    const loaded = await c.load('microban');
    expect(loaded.levels).toHaveLength(155);
    expect(loaded.problems).toEqual([]);
    const g = Game.fromLevel(loaded.levels[0]);
    expect(g.play('dlUrrrdLullddrUluRuulDrddrruLdlUU')).toEqual({ ok: true, moves: 33 });
    expect(g.solved).toBe(true);
  });

  it('adds and removes imported collections in the "mine" section', async () => {
    const c = new Catalogue([{ id: 'my-x1', title: 'Mine', text: LEVEL, added: 1 }]);
    expect(c.list('mine').map((x) => x.title)).toEqual(['Mine']);
    expect((await c.load('my-x1')).levels).toHaveLength(1);
    c.removeImport('my-x1');
    expect(c.list('mine')).toEqual([]);
    await expect(c.load('my-x1')).rejects.toThrow();
  });
});

describe('importLevels', () => {
  it('imports a pasted level under a stable id', () => {
    const a = importLevels(LEVEL, undefined, 5);
    const b = importLevels(LEVEL, undefined, 9);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.collection.id).toMatch(/^my-[a-z0-9]+$/);
    expect(a.collection.id).toBe(b.collection.id);
    expect(a.collection.title).toBe('Pasted level');
    expect(a.levels).toHaveLength(1);
  });

  it('finds the same collection again in the same levels saved with other line endings, notes or solutions', () => {
    const text = `; My pack\nTitle: One\n${LEVEL}\n`;
    const id = (t: string) => {
      const r = importLevels(t);
      return r.ok ? r.collection.id : r.problems;
    };
    const first = id(text);
    expect(id(text.replace(/\n/g, '\r\n'))).toBe(first);
    expect(id(`${text}Solution: R\nComment: solved in JSoko\n`)).toBe(first);
    expect(id(`Title: Another name\n${LEVEL}\n`)).toBe(first);
    // Other levels, or the same board under other rules, are another collection.
    expect(id(`${LEVEL}\nRules: maxChain=2\n`)).not.toBe(first);
    expect(id(`${text}\n${LEVEL}\n`)).not.toBe(first);
  });

  it('shortens a long collection name to 80 characters, on one line', () => {
    const r = importLevels(`Title: ${'Very long\tname '.repeat(20)}\n\n${LEVEL}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.collection.title).toHaveLength(80);
    expect(r.collection.title).toMatch(/^Very long name Very long name .*…$/);
  });

  it('names pasted levels by their count, grouped from 10,000 as the numbers on screen are', () => {
    for (const [n, said] of [
      [2, '2'],
      [10_000, (10_000).toLocaleString()],
    ] as const) {
      const r = importLevels(Array(n).fill(LEVEL).join('\n\n'));
      expect(r.ok && r.collection.title).toBe(`Pasted levels (${said})`);
    }
  });

  it('names a file import after the file and keeps only playable levels', async () => {
    const text = `${LEVEL}\n\n#####\n#@$ #\n#####\n\n####\n#@*#\n####\n\n${LEVEL.replace('@', '@ ')}`;
    const r = importLevels(text, 'mine.xsb');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.collection.title).toBe('mine');
    expect(r.levels).toHaveLength(2);
    expect(r.skipped.map((p) => p.code)).toEqual(['box-goal-mismatch', 'solved-at-start']);
    await expect(new Catalogue([r.collection]).load(r.collection.id)).resolves.toMatchObject({
      levels: { length: 2 },
    });
  });

  it('refuses text without a playable level, with the parser problems and their positions', () => {
    const garbage = importLevels('hello world');
    expect(garbage.ok).toBe(false);
    if (!garbage.ok) expect(garbage.problems[0].code).toBe('no-levels');
    const bad = importLevels('#####\n#@x.#\n#####');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]).toMatchObject({ code: 'unknown-glyph', line: 2, column: 3 });
  });

  it('keeps the good level of a file with 150,000 bad rows (their problems used to overflow the stack)', () => {
    const text = `#####\n#@$.#\n#####\n\n${'#x#\n'.repeat(150_000)}`;
    const r = importLevels(text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.levels).toHaveLength(1);
      expect(r.skipped.length).toBeGreaterThan(100_000);
    }
  });

  it("names an SLC file's problems at their lines in the file, its broken XML first", () => {
    const level = (id: string, ...rows: string[]) => [
      `  <Level Id="${id}" Width="6" Height="3">`,
      ...rows.map((r) => `    <L>${r}</L>`),
      '  </Level>',
    ];
    const slc = [
      '<?xml version="1.0"?>',
      '<SokobanLevels>',
      '<LevelCollection>',
      ...level('ok', '#####', '#@$.#', '#####'),
      ...level('two boxes', '######', '#@$$.#', '######'),
      '</LevelCollection>',
      '</SokobanLevels>',
    ].join('\n');
    // Line 9 holds <Level Id="two boxes">: the rewrite as XSB put it on line 6.
    const mixed = importLevels(slc, 'mixed.slc');
    expect(mixed.ok && mixed.skipped).toEqual([
      { code: 'box-goal-mismatch', message: '2 boxes but 1 goal', level: 2, title: 'two boxes', line: 9 },
    ]);
    // An <L> left open: the XML error was dropped and a wall-less board reported in its place.
    const broken = importLevels(slc.replace('#@$.#</L>', '#@$.#'), 'broken.slc');
    expect(broken.ok).toBe(false);
    if (!broken.ok)
      expect(broken.problems[0]).toMatchObject({
        code: 'bad-xml',
        message: '<L> is never closed (found </Level>)',
        line: 6,
      });
  });

  it('refuses a binary file at once, saying what it is', () => {
    const png = `\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR${'\u0000\u0001'.repeat(500)}`;
    const r = importLevels(png, 'board.xsb');
    expect(r).toEqual({
      ok: false,
      problems: [{ code: 'no-levels', message: 'this is not level text (it looks like a binary file)' }],
    });
    // Latin-1 accents and tabs are text.
    expect(importLevels('Title: Café\t1\n#####\n#@$.#\n#####').ok).toBe(true);
  });
});

describe('pars', () => {
  it('reads numbers and objects, ignoring anything else', () => {
    expect(readParTable({ microban: { 1: 33, 2: { moves: 20, pushes: 5 }, 3: 'x', 4: -1 }, bad: 7 })).toEqual(
      { microban: { 1: { moves: 33 }, 2: { moves: 20, pushes: 5 } } },
    );
    expect(readParTable(null)).toEqual({});
    expect(readParTable({ 'microban.xsb': { 1: { pushes: 8, moves: 33, optimal: true } } })).toEqual({
      'microban.xsb': { 1: { moves: 33, pushes: 8, optimal: true } },
    });
  });

  it('finds the par of a shipped level', async () => {
    const c = await new Catalogue().load('microban');
    expect(await parFor('microban', c.levels[0])).toMatchObject({ moves: 33, pushes: 8 });
  });
});

describe('routes and level ids', () => {
  it('round-trips play and level-screen routes', () => {
    for (const r of [
      { screen: 'play', level: 'microban/3' },
      { screen: 'levels' },
      { screen: 'levels', collection: 'sasquatch-ii' },
    ] as const) {
      expect(parseRoute(formatRoute(r))).toEqual(r);
    }
    expect(parseRoute('#/nonsense/0')).toEqual({ screen: 'play', unknown: '#/nonsense/0' });
    expect(parseRoute('#/levels/')).toEqual({ screen: 'play', unknown: '#/levels/' });
    for (const bare of ['', '#', '#/']) expect(parseRoute(bare)).toEqual({ screen: 'play' });
  });

  it('parses level ids', () => {
    expect(parseLevelId('my-abc/12')).toEqual({ collection: 'my-abc', index: 12 });
    expect(parseLevelId('microban/0')).toBeNull();
    expect(parseLevelId('../x/1')).toBeNull();
  });
});
