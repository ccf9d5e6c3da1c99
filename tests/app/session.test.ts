import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game';
import type { Direction } from '../../src/core/pipeline/turn';
import type { Plugin } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import type { BoardView } from '../../src/ui/app/board-view';
import type { Command } from '../../src/ui/app/commands';
import { Catalogue } from '../../src/ui/app/levels/catalogue';
import type { SolveReport } from '../../src/ui/app/progress';
import { SavedPositions } from '../../src/ui/app/saved-positions';
import { Session, type SessionEvent } from '../../src/ui/app/session';
import { MAX_MARKS } from '../../src/ui/app/storage/schema';
import { type Backend, Store } from '../../src/ui/app/storage/store';

const MICROBAN_1 = 'dlUrrrdLullddrUluRuulDrddrruLdlUU';

/** A board that draws nothing and records what the session asked of it. */
function fakeBoard(
  plugin: Plugin = { name: 'fake-board', description: 'records nothing', setup: () => {} },
): BoardView & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    plugin,
    show: (g: Game) => calls.push(`show ${g.level.index}`),
    sync: () => calls.push('sync'),
    busy: false,
    idle: () => Promise.resolve(),
    setReducedMotion: () => {},
    cellAt: () => null,
    cellRect: () => ({ left: 0, top: 0, width: 0, height: 0 }),
    highlight: () => {},
    clearHighlights: () => {},
    celebrate: () => calls.push('celebrate'),
    destroy: () => {},
  };
}

const memory = (): Backend => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
};

/** `plugin`: the board's plugin, in every game the session builds (a test's mod rides on it). */
function setup(backend = memory(), plugin?: Plugin) {
  const store = new Store(backend);
  const board = fakeBoard(plugin);
  const catalogue = new Catalogue(store.data.imports);
  const session = new Session(board, store, catalogue);
  const events: SessionEvent['type'][] = [];
  session.on((e) => events.push(e.type));
  return { store, board, session, events, backend, catalogue };
}

const DIR = { l: 'left', u: 'up', r: 'right', d: 'down' } as const;
const dirs = (lurd: string): Direction[] => [...lurd].map((c) => DIR[c.toLowerCase() as keyof typeof DIR]);

/** Plays moves as "Solve from here" does; whether every one moved. */
const playSolution = (session: Session, lurd: string): boolean =>
  dirs(lurd).every((dir, i) => session.playSolutionMove(dir, i === 0));

const moves = (lurd: string, repeat = false): Command[] =>
  dirs(lurd).map((dir, i) => ({ kind: 'move', dir, repeat: repeat && i > 0 }));

describe('Session', () => {
  it('opens a level, shows it, and remembers it as current', async () => {
    const { session, board, store, events } = setup();
    expect(await session.open('microban/1')).toEqual({ ok: true });
    expect(session.playing?.id).toBe('microban/1');
    expect(board.calls).toEqual(['show 1']);
    expect(store.data.current).toBe('microban/1');
    expect(events).toContain('load');
  });

  it('says so when a saved game no longer fits its level, and starts it afresh', async () => {
    const { session, store } = setup();
    store.putGame('microban/1', '4:uuuu');
    expect(await session.open('microban/1')).toEqual({
      ok: true,
      note: 'Your saved moves on this level no longer fit it (the level has changed): it starts afresh.',
    });
    expect(session.playing?.game.lurd()).toBe('');
    expect(store.data.games['microban/1']).toBeUndefined();
  });

  it('refuses an unknown level and keeps the one being played', async () => {
    const { session } = setup();
    await session.open('microban/1');
    session.run(moves('d')[0]);
    for (const bad of ['microban/999', 'nowhere/1', 'junk']) {
      const r = await session.open(bad);
      expect(r.ok).toBe(false);
    }
    expect(session.playing?.id).toBe('microban/1');
    expect(session.playing?.game.lurd()).toBe('d');
  });

  it('wins once, celebrates, and records the best with its solution', async () => {
    const { session, board, store, events } = setup();
    await session.open('microban/1');
    for (const c of moves(MICROBAN_1)) session.run(c);
    expect(events.filter((e) => e === 'win')).toHaveLength(1);
    expect(board.calls).toContain('celebrate');
    expect(store.data.progress['microban/1']).toEqual({
      solved: true,
      bestMoves: { moves: 33, pushes: 8, lurd: MICROBAN_1 },
      bestPushes: { moves: 33, pushes: 8, lurd: MICROBAN_1 },
    });
  });

  it('undoes a held key’s walk as one step in group mode, one move otherwise', async () => {
    const { session, store } = setup();
    await session.open('microban/1');
    const game = () => session.playing!.game;
    // d, then "held" l-U-r-r (one group), then a fresh r.
    session.run(moves('d')[0]);
    for (const c of moves('lUrr', true)) session.run(c);
    session.run(moves('r')[0]);
    store.data.settings = { ...store.data.settings, undo: 'group' };
    session.run({ kind: 'undo' });
    expect(game().lurd()).toBe('dlUrr');
    session.run({ kind: 'undo' });
    expect(game().lurd()).toBe('d');
    store.data.settings = { ...store.data.settings, undo: 'move' };
    session.run({ kind: 'redo' });
    expect(game().lurd()).toBe('dl');
  });

  it('saves the history so a new session restores it, redo branch included', async () => {
    const first = setup();
    await first.session.open('microban/1');
    for (const c of moves('dlUrrr')) first.session.run(c);
    first.session.run({ kind: 'undo' });
    first.session.run({ kind: 'undo' });
    first.store.flush();
    const second = setup(first.backend);
    await second.session.open(second.store.data.current!);
    const g = second.session.playing!.game;
    expect(g.lurd()).toBe('dlUr');
    second.session.run({ kind: 'redo' });
    second.session.run({ kind: 'redo' });
    expect(g.lurd()).toBe('dlUrrr');
    expect(second.board.calls).toContain('sync');
  });

  it('keeps a solution played from here one undo step in a new session', async () => {
    const first = setup();
    await first.session.open('microban/1');
    first.session.run(moves('d')[0]);
    // Played back like "Solve from here": a fresh group, the rest joining it, kept whole.
    expect(playSolution(first.session, 'lUrr')).toBe(true);
    first.store.flush();
    const second = setup(first.backend);
    second.store.data.settings = { ...second.store.data.settings, undo: 'move' };
    await second.session.open('microban/1');
    const g = second.session.playing!.game;
    expect(g.lurd()).toBe('dlUrr');
    // Undo goes move by move, but the played solution comes off whole.
    second.session.run({ kind: 'undo' });
    expect(g.lurd()).toBe('d');
    second.session.run({ kind: 'redo' });
    expect(g.lurd()).toBe('dlUrr');
  });

  it('records a win the solver finished as solved with help, and keeps no best from it', async () => {
    const { session, store } = setup();
    await session.open('microban/1');
    const reports: SolveReport[] = [];
    session.on((e) => e.type === 'win' && reports.push(e.report));
    for (const c of moves(MICROBAN_1.slice(0, 5))) session.run(c);
    expect(playSolution(session, MICROBAN_1.slice(5))).toBe(true);
    expect(session.playing!.game.solved).toBe(true);
    expect(reports.map((r) => r.helped)).toEqual([true]);
    expect(store.data.progress['microban/1']).toEqual({ solved: true, helped: true });
    // Undoing the solver's part and finishing by hand is the player's own solve.
    session.run({ kind: 'undo' });
    expect(session.playing!.game.lurd()).toBe(MICROBAN_1.slice(0, 5));
    for (const c of moves(MICROBAN_1.slice(5))) session.run(c);
    expect(reports.map((r) => [r.helped, r.firstSolve])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(store.data.progress['microban/1']?.bestMoves?.lurd).toBe(MICROBAN_1);
    expect(store.data.progress['microban/1']?.helped).toBeUndefined();
  });

  it("counts a solve by hand after a restart as the player's own, whatever the solver played before", async () => {
    const { session, store } = setup();
    await session.open('microban/1');
    expect(playSolution(session, MICROBAN_1.slice(0, 7))).toBe(true);
    session.run({ kind: 'restart' });
    for (const c of moves(MICROBAN_1)) session.run(c);
    expect(session.playing!.game.solved).toBe(true);
    expect(store.data.progress['microban/1']).toMatchObject({
      solved: true,
      bestMoves: { moves: MICROBAN_1.length },
    });
    expect(store.data.progress['microban/1']?.helped).toBeUndefined();
  });

  it('knows an edited level under the same id is no longer the one being played', async () => {
    const { session, catalogue } = setup();
    const mine = (text: string) => ({ id: 'own-t', title: 'Mine', text, added: 0 });
    catalogue.addImport(mine('#####\n#@$.#\n#####'));
    await session.open('own-t/1');
    expect(await session.isOpen('own-t/1')).toBe(true);
    expect(await session.isOpen('microban/1')).toBe(false);
    catalogue.removeImport('own-t');
    catalogue.addImport(mine('######\n#@$ .#\n######'));
    expect(await session.isOpen('own-t/1')).toBe(false);
    await session.open('own-t/1');
    expect(session.playing!.game.toXsb()).toContain('#@$ .#');
    expect(await session.isOpen('own-t/1')).toBe(true);
  });

  it('goes on within a collection, then into the one that follows, and never back past the first', async () => {
    const { session, catalogue } = setup();
    await session.open('microban/1');
    expect(session.neighbour(1)).toBe('microban/2');
    expect(session.neighbour(-1)).toBeNull();
    await session.open('microban/155');
    expect(session.neighbour(-1)).toBe('microban/154');
    expect(session.neighbour(1)).toBe('microban-ii/1');
    expect(session.playing!.next).toEqual({
      id: 'microban-ii/1',
      title: catalogue.info('microban-ii')!.title,
    });
    // The tutorial leads into the first classic set.
    await session.open('tutorial/7');
    expect(session.neighbour(1)).toBe('microban/1');
    // The last classic set does not lead into the bonus levels, nor an import anywhere.
    await session.open('dh5/1');
    const last = session.playing!.count;
    await session.open(`dh5/${last}`);
    expect(session.neighbour(1)).toBeNull();
    catalogue.addImport({ id: 'my-x', title: 'Mine', text: '#####\n#@$.#\n#####', added: 0 });
    await session.open('my-x/1');
    expect([session.neighbour(1), session.neighbour(-1)]).toEqual([null, null]);
  });

  it('reports a blocked move without changing anything, and a box pushed into a corner', async () => {
    const { session, events } = setup();
    await session.open('microban/1');
    expect(session.run(moves('l')[0])).toBe(false); // the box on the goal has a wall behind it
    expect(events.at(-1)).toBe('blocked');
    expect(session.playing!.game.moves).toBe(0);
    expect(session.deadlocked).toBe(false);
    for (const c of moves('dR')) session.run(c);
    expect(session.deadlocked).toBe(true);
    session.run({ kind: 'undo' });
    expect(session.deadlocked).toBe(false);
  });
});

describe('SavedPositions', () => {
  const positions = async (backend = memory()) => {
    const s = setup(backend);
    await s.session.open('microban/1');
    return { ...s, marks: new SavedPositions(s.session, s.store, { catalogue: MODS }) };
  };

  it('saves positions with the game, survives a reload, and brings one back as an undoable jump', async () => {
    const { session, marks, backend, store } = await positions();
    expect(marks.save()).toEqual({ ok: false, message: 'This is the start: Restart comes back here.' });
    for (const c of moves('dlUrr')) session.run(c);
    expect(marks.save()).toEqual({ ok: true, number: 1 });
    for (const c of moves('rdL')) session.run(c);
    expect(marks.save()).toEqual({ ok: true, number: 2 });
    // Another path to the same position is the same position.
    for (const c of moves('rl')) session.run(c);
    expect(marks.save()).toEqual({ ok: false, message: 'This position is already saved (number 2).' });
    expect(marks.list().map((v) => [v.lurd, v.label])).toEqual([
      ['dlUrr', '5 moves, 1 push'],
      ['dlUrrrdL', '8 moves, 2 pushes'],
    ]);
    expect(marks.list()[0].rows.join('\n')).toContain('@');
    store.flush(); // as on page hide

    const again = await positions(backend);
    expect(again.marks.list().map((v) => v.lurd)).toEqual(['dlUrr', 'dlUrrrdL']);
    const game = again.session.playing!.game;
    expect(game.lurd()).toBe('dlUrrrdLrl');
    expect(again.marks.goTo(0)).toBe(true);
    expect(game.lurd()).toBe('dlUrr');
    // One undo takes back the whole jump, restart and moves: where the player was.
    again.session.run({ kind: 'undo' });
    expect(game.lurd()).toBe('dlUrrrdLrl');
    again.session.run({ kind: 'redo' });
    expect(game.lurd()).toBe('dlUrr');
    expect(again.marks.remove(0)).toBe('dlUrr');
    expect(again.marks.list().map((v) => v.lurd)).toEqual(['dlUrrrdL']);
    expect(again.marks.remove(5)).toBeNull();
    // An undone delete puts it back where it was, once.
    expect(again.marks.restore(0, 'dlUrr')).toBe(true);
    expect(again.marks.list().map((v) => v.lurd)).toEqual(['dlUrr', 'dlUrrrdL']);
    expect(again.marks.restore(0, 'dlUrr')).toBe(false);
    expect(again.marks.count()).toBe(2);
  });

  it('refuses a solved board and a full list', async () => {
    const { session, marks, store } = await positions();
    session.run(moves('d')[0]);
    store.putMarks(
      'microban/1',
      Array.from({ length: MAX_MARKS }, (_, i) => 'du'.repeat(i + 1)),
    );
    expect(marks.save()).toEqual({
      ok: false,
      message: `${MAX_MARKS} positions are saved: delete one in Saved positions first.`,
    });
    for (const c of moves(MICROBAN_1.slice(1))) session.run(c);
    expect(session.playing!.game.solved).toBe(true);
    expect(marks.save().ok).toBe(false);
  });

  it('a jump that does not fit leaves the board as it was', async () => {
    const { session, marks, store } = await positions();
    for (const c of moves('dl')) session.run(c);
    store.putMarks('microban/1', ['uuuuuuu']);
    expect(marks.goTo(0)).toBe(false);
    expect(session.playing!.game.lurd()).toBe('dl');
  });
});

describe('Session with a mod that throws as the board is played', () => {
  /** A board whose plugin breaks on demand: its turn system after the moves, and its undo hook. */
  function brokenSetup() {
    const broken = { turn: false, restore: false };
    const brittle: Plugin = {
      name: 'brittle',
      description: 'throws when told to',
      setup(api) {
        api.system({
          id: 'brittle/crack',
          phase: 'movement',
          after: 'classic/applyMoves',
          create: () => (turn) => {
            if (turn.command && broken.turn) throw new Error('cracked');
          },
        });
        api.onRestore(() => {
          if (broken.restore) throw new Error('shattered');
        });
      },
    };
    const { session, board, backend, store } = setup(memory(), brittle);
    const said: string[] = [];
    session.on((e) => e.type === 'mod-error' && said.push(e.message));
    return { session, board, broken, said, backend, store };
  }

  it('refuses the move, names the mod and its system, and plays on once it works', async () => {
    // game.move threw out of Session.run: a key press ended in an uncaught error and no word.
    const { session, broken, said } = brokenSetup();
    await session.open('microban/1');
    const game = session.playing!.game;
    const start = game.toXsb();
    broken.turn = true;
    expect(session.run({ kind: 'move', dir: 'down', repeat: false })).toBe(false);
    expect(said).toEqual([
      'A mod of this level failed, so that was not played (brittle: running system "brittle/crack" failed: cracked). Your moves so far are kept.',
    ]);
    expect(game.toXsb()).toBe(start);
    expect(game.moves).toBe(0);
    broken.turn = false;
    expect(session.run({ kind: 'move', dir: 'down', repeat: false })).toBe(true);
    expect(game.moves).toBe(1);
  });

  it('says so when undo or a jump to a saved position meets a failing onRestore, and saves where the board is', async () => {
    const { session, broken, said, backend, store } = brokenSetup();
    await session.open('microban/1');
    const game = session.playing!.game;
    for (const c of moves('dl')) session.run(c);
    broken.restore = true;
    // The undo itself was made (the hook runs after the board is put back): the board shows it.
    expect(session.run({ kind: 'undo' })).toBe(false);
    expect(game.lurd()).toBe('d');
    const board = game.toXsb();
    // The jump's restart and its taking back both meet the hook: the board stays where it was (the
    // restart was applied before it was recorded, and stayed on a board its history did not show).
    expect(session.jumpTo('r')).toBe(false);
    expect(game.lurd()).toBe('d');
    expect(game.toXsb()).toBe(board);
    expect(said).toHaveLength(2);
    for (const s of said) expect(s).toContain('(brittle: restoring its state (onRestore) failed: shattered)');
    store.flush(); // as on page hide
    const reloaded = setup(backend).session;
    await reloaded.open('microban/1');
    expect(reloaded.playing!.game.lurd()).toBe('d');
    broken.restore = false;
    expect(session.run({ kind: 'undo' })).toBe(true);
    expect(game.moves).toBe(0);
  });
});
