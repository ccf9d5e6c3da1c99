import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DesignsData } from '../../src/ui/app/editor/designs';
import { BACKUP_FORMAT, mergeBackup, readBackup, writeBackup } from '../../src/ui/app/storage/backup';
import {
  type Best,
  DEFAULT_SETTINGS,
  emptySave,
  type LevelProgress,
  MAX_SAVED_GAMES,
  type SaveData,
  storageKey,
  writePart,
} from '../../src/ui/app/storage/schema';
import { type Backend, Store } from '../../src/ui/app/storage/store';

const best = (lurd: string): Best => ({
  moves: lurd.length,
  pushes: lurd.replace(/[lurd]/g, '').length,
  lurd,
});

const save = (parts: Partial<SaveData>): SaveData => ({ ...emptySave(), ...parts });

const design = (id: string, rows = ['#####', '#@$.#', '#####']) => ({
  id,
  title: id,
  rows,
  mods: [],
  updated: 1,
});

describe('readBackup', () => {
  it('reads back what writeBackup wrote', () => {
    const data = save({
      progress: { 'microban/1': { solved: true, bestMoves: best('lU') } },
      games: { 'microban/2': { history: '1:lr', at: 5, marks: ['l'] } },
      imports: [{ id: 'my-abc', title: 'A', text: '#', added: 1 }],
      designs: { collections: [{ id: 'c1', title: 'Mine', designs: [design('d1')] }] },
      settings: { ...DEFAULT_SETTINGS, dpad: true },
      current: 'microban/2',
    });
    const text = writeBackup(data, new Date(0));
    expect(JSON.parse(text)).toMatchObject({ format: BACKUP_FORMAT, version: 1 });
    expect(readBackup(text)).toEqual({ ok: true, data, dropped: 0 });
  });

  it('names what is wrong with a file that is no backup of this game', () => {
    const problem = (text: string) => {
      const read = readBackup(text);
      return read.ok ? null : read.problem;
    };
    expect(problem('Title: Levels\n#####')).toMatch(/not JSON/);
    expect(problem(JSON.stringify({ v: 1, data: {} }))).toMatch(/not a progress file of this game/);
    expect(problem(JSON.stringify({ format: BACKUP_FORMAT, version: 2, data: {} }))).toMatch(
      /newer version of the game/,
    );
    expect(problem(JSON.stringify({ format: BACKUP_FORMAT, version: 'one', data: {} }))).toMatch(/version/);
  });

  it('keeps what the store would keep of damaged entries, and counts the rest', () => {
    const text = JSON.stringify({
      format: BACKUP_FORMAT,
      version: 1,
      data: {
        progress: {
          'microban/1': { solved: true },
          'microban/2': { solved: 'yes' },
          'Bad Id': { solved: true },
        },
      },
    });
    expect(readBackup(text)).toEqual({
      ok: true,
      data: save({ progress: { 'microban/1': { solved: true } } }),
      dropped: 2,
    });
  });
});

describe('mergeBackup', () => {
  it('keeps the better best of each kind and says what it added', () => {
    const ours = save({
      progress: { 'a/1': { solved: true, bestMoves: best('rrU'), bestPushes: best('rrU') } },
    });
    const theirs = save({
      progress: {
        'a/1': { solved: true, bestMoves: best('rU'), bestPushes: best('rrrUlU') },
        'a/2': { solved: true, bestMoves: best('L'), bestPushes: best('L') },
      },
    });
    const { data, added } = mergeBackup(ours, theirs);
    expect(data.progress['a/1']).toEqual({ solved: true, bestMoves: best('rU'), bestPushes: best('rrU') });
    expect(data.progress['a/2']).toEqual(theirs.progress['a/2']);
    expect(added).toMatchObject({ solved: 1, bests: 1 });
  });

  it('keeps the game in progress here, adding the backup’s saved positions', () => {
    const ours = save({ games: { 'a/1': { history: '1:lr', at: 1, marks: ['l'] } } });
    const theirs = save({
      games: {
        'a/1': { history: '1:rr', at: 9, marks: ['r', 'l'] },
        'a/2': { history: '1:u', at: 2 },
      },
    });
    const { data, added } = mergeBackup(ours, theirs);
    expect(data.games).toEqual({
      'a/1': { history: '1:lr', at: 1, marks: ['l', 'r'] },
      'a/2': { history: '1:u', at: 2 },
    });
    expect(added).toMatchObject({ games: 1, positions: 1 });
  });

  it('adds games only into the room under the limit, keeping every game here', () => {
    const mine = Object.fromEntries(
      Array.from({ length: MAX_SAVED_GAMES - 2 }, (_, i) => [`a/${i + 1}`, { history: '1:l', at: 100 + i }]),
    );
    const theirs = save({
      games: {
        'x/1': { history: '1:r', at: 1, marks: ['r'] },
        'x/2': { history: '1:r', at: 5 },
        'x/3': { history: '1:r', at: 9 },
        'x/4': { history: '1:r', at: 3 },
      },
    });
    const { data, added } = mergeBackup(save({ games: mine }), theirs);
    // The one with a saved position, then the latest.
    expect(Object.keys(data.games).filter((id) => id.startsWith('x/'))).toEqual(['x/1', 'x/3']);
    expect(Object.keys(data.games)).toHaveLength(MAX_SAVED_GAMES);
    expect(added).toMatchObject({ games: 2, positions: 1 });
    expect(mergeBackup(data, theirs).added.games).toBe(0);
  });

  it('adds missing collections and designs, with the records of own levels only where they fit', () => {
    const ours = save({
      designs: { collections: [{ id: 'c1', title: 'Here', designs: [design('d1')] }] },
      progress: { 'own-c1/1': { solved: true } },
    });
    const theirs = save({
      designs: {
        collections: [
          { id: 'c1', title: 'Here', designs: [design('d2'), design('d1')] },
          { id: 'c2', title: 'There', designs: [design('d3')] },
        ],
      },
      // own-c1/2 is d1 in the backup but would be d2 here: not taken.
      progress: { 'own-c1/2': { solved: true }, 'own-c2/1': { solved: true } },
      imports: [{ id: 'my-abc', title: 'A', text: '#', added: 1 }],
    });
    const { data, added } = mergeBackup(ours, theirs);
    expect(data.designs.collections.map((c) => [c.id, c.designs.map((d) => d.id)])).toEqual([
      ['c1', ['d1', 'd2']],
      ['c2', ['d3']],
    ]);
    expect(data.progress).toEqual({ 'own-c1/1': { solved: true }, 'own-c2/1': { solved: true } });
    expect(data.imports.map((c) => c.id)).toEqual(['my-abc']);
    expect(added).toMatchObject({ designs: 2, imports: 1, solved: 1 });
  });

  it('takes a setting from the backup only where this browser still has the default', () => {
    const ours = save({ settings: { ...DEFAULT_SETTINGS, undo: 'move' } });
    const theirs = save({ settings: { ...DEFAULT_SETTINGS, undo: 'group', dpad: true } });
    const { data } = mergeBackup(ours, theirs);
    expect(data.settings).toEqual({ ...DEFAULT_SETTINGS, undo: 'move', dpad: true });
  });

  // Saves as the store would read them: generated loosely, then put through the backup's reader.
  const lurd = fc.stringMatching(/^[lurdLURD]{1,6}$/);
  const levelIds = fc.constantFrom('a/1', 'a/2', 'b/1', 'my-x/1', 'own-c1/1', 'own-c1/2', 'own-c2/1');
  const progress = fc.record(
    {
      solved: fc.boolean(),
      bestMoves: lurd.map(best),
      bestPushes: lurd.map(best),
      hints: fc.nat(3),
      helped: fc.boolean(),
    },
    { requiredKeys: ['solved'] },
  );
  const game = fc.record(
    { history: fc.constant('1:lr'), at: fc.nat(9), marks: fc.array(lurd, { maxLength: 14 }) },
    { requiredKeys: ['history', 'at'] },
  );
  const designs: fc.Arbitrary<DesignsData> = fc
    .uniqueArray(fc.constantFrom('c1', 'c2'), { maxLength: 2 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc
            .uniqueArray(fc.constantFrom('d1', 'd2', 'd3'), { maxLength: 3 })
            .map((ds) => ({ id, title: id, designs: ds.map((d) => design(`${id}${d}`)) })),
        ),
      ),
    )
    .map((collections) => ({ collections }));
  const saves: fc.Arbitrary<SaveData> = fc
    .record({
      progress: fc.dictionary(levelIds, progress),
      games: fc.dictionary(levelIds, game),
      imports: fc.uniqueArray(fc.constantFrom('my-x', 'my-y'), { maxLength: 2 }),
      designs,
      settings: fc.record({ dpad: fc.boolean(), undo: fc.constantFrom('move', 'group') }),
      current: fc.option(levelIds, { nil: null }),
    })
    .map(({ imports, ...data }) => {
      const read = readBackup(
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: 1,
          data: { ...data, imports: imports.map((id) => ({ id, title: id, text: '#', added: 1 })) },
        }),
      );
      if (!read.ok) throw new Error(read.problem);
      return read.data;
    });

  it('changes nothing when a backup is merged into itself, or merged again', () => {
    fc.assert(
      fc.property(saves, saves, (a, b) => {
        expect(mergeBackup(a, a).data).toEqual(a);
        const once = mergeBackup(a, b).data;
        expect(mergeBackup(once, b).data).toEqual(once);
      }),
    );
  });

  it('never loses a best, a solve, a game or a design of either side that fits', () => {
    const fewer = (p: LevelProgress | undefined, key: 'bestMoves' | 'bestPushes', by: 'moves' | 'pushes') =>
      p?.[key]?.[by] ?? Number.POSITIVE_INFINITY;
    fc.assert(
      fc.property(saves, saves, (ours, theirs) => {
        const { data } = mergeBackup(ours, theirs);
        for (const [id, p] of Object.entries(ours.progress)) {
          const m = data.progress[id];
          expect(m.solved || !p.solved).toBe(true);
          expect(fewer(m, 'bestMoves', 'moves')).toBeLessThanOrEqual(fewer(p, 'bestMoves', 'moves'));
          expect(fewer(m, 'bestPushes', 'pushes')).toBeLessThanOrEqual(fewer(p, 'bestPushes', 'pushes'));
        }
        for (const [id, game] of Object.entries(ours.games))
          expect(data.games[id].history).toBe(game.history);
        expect(data.imports.slice(0, ours.imports.length)).toEqual(ours.imports);
        const all = (d: DesignsData) => d.collections.flatMap((c) => c.designs.map((x) => x.id));
        expect(all(data.designs)).toEqual(
          expect.arrayContaining([...all(ours.designs), ...all(theirs.designs)]),
        );
        // A level of the backup with no own-level doubt is never worse than in the backup.
        for (const [id, p] of Object.entries(theirs.progress)) {
          if (id.startsWith('own-')) continue;
          const m = data.progress[id];
          expect(m.solved || !p.solved).toBe(true);
          expect(fewer(m, 'bestMoves', 'moves')).toBeLessThanOrEqual(fewer(p, 'bestMoves', 'moves'));
          expect(fewer(m, 'bestPushes', 'pushes')).toBeLessThanOrEqual(fewer(p, 'bestPushes', 'pushes'));
        }
      }),
    );
  });
});

describe('Store.tryReplace', () => {
  class FullBackend implements Backend {
    readonly items = new Map<string, string>();
    limit = Number.POSITIVE_INFINITY;
    getItem(key: string) {
      return this.items.get(key) ?? null;
    }
    setItem(key: string, value: string) {
      if (value.length > this.limit) throw new DOMException('full', 'QuotaExceededError');
      this.items.set(key, value);
    }
    removeItem(key: string) {
      this.items.delete(key);
    }
  }

  it('writes every part, or, when one does not fit, leaves storage and the store as they were', () => {
    const backend = new FullBackend();
    backend.items.set(storageKey('progress'), writePart('progress', { 'a/1': { solved: true } }));
    const store = new Store(backend);
    const stored = new Map(backend.items);
    const progress = store.data.progress;
    const big = save({
      progress: { 'a/2': { solved: true } },
      imports: [{ id: 'my-big', title: 'Big', text: '#'.repeat(500), added: 1 }],
    });
    backend.limit = 400;
    expect(store.tryReplace(big)).toBe(false);
    expect(backend.items).toEqual(stored);
    expect(store.data.progress).toBe(progress);
    expect(store.data.imports).toEqual([]);

    backend.limit = Number.POSITIVE_INFINITY;
    expect(store.tryReplace(big)).toBe(true);
    expect(new Store(backend).data).toEqual(big);
  });
});
