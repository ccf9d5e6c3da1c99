import { describe, expect, it } from 'vitest';
import {
  cutWords,
  EditorModel,
  emptyRoom,
  sizeLimitWords,
  UNDO_CHARS,
  UNDO_STEPS,
} from '../../src/ui/app/editor/model';

const model = (rows: string[]) => new EditorModel(rows);

describe('EditorModel', () => {
  it('paints cells with the classic tools, layering goals under boxes and players', () => {
    const m = model(emptyRoom(6, 3));
    m.paint(1, 1, 'goal');
    m.paint(1, 1, 'box');
    expect(m.at(1, 1)).toBe('*');
    m.paint(2, 1, 'goal');
    m.paint(2, 1, 'player');
    expect(m.at(2, 1)).toBe('+');
    m.paint(1, 1, 'erase');
    expect(m.at(1, 1)).toBe('.');
    m.paint(1, 1, 'erase');
    expect(m.at(1, 1)).toBe(' ');
    expect(m.rows()).toEqual(['######', '# +  #', '######']);
  });

  it('keeps one player: a new player replaces the old one (leaving its goal)', () => {
    const m = model(['#####', '#+  #', '#####']);
    m.paint(3, 1, 'player');
    expect(m.rows()).toEqual(['#####', '#. @#', '#####']);
    m.paint(2, 1, { glyph: '&', player: true });
    expect(m.rows()).toEqual(['#####', '#.& #', '#####']);
  });

  it('treats a mod glyph declared as a player like the player', () => {
    const m = model(['#####', '#&  #', '#####']);
    m.setPlayerGlyphs(['&']);
    m.paint(3, 1, 'player');
    expect(m.rows()).toEqual(['#####', '#  @#', '#####']);
  });

  it('makes a drag stroke one undo step, and undo/redo walk the snapshots', () => {
    const m = model(emptyRoom(6, 4));
    const start = m.rows();
    m.beginStroke();
    for (let x = 1; x <= 4; x++) m.paint(x, 1, 'wall');
    expect(m.endStroke()).toBe(true);
    m.paint(2, 2, 'box');
    const painted = m.rows();
    expect(m.undo()).toBe(true);
    expect(m.rows()[1]).toBe('######');
    expect(m.undo()).toBe(true);
    expect(m.rows()).toEqual(start);
    expect(m.undo()).toBe(false);
    expect(m.redo()).toBe(true);
    expect(m.redo()).toBe(true);
    expect(m.rows()).toEqual(painted);
    expect(m.canRedo).toBe(false);
  });

  it('records no undo step for a stroke that changed nothing, and a new edit drops the redo branch', () => {
    const m = model(emptyRoom(5, 3));
    m.beginStroke();
    m.paint(0, 0, 'wall');
    expect(m.endStroke()).toBe(false);
    expect(m.canUndo).toBe(false);
    m.paint(1, 1, 'box');
    m.undo();
    m.paint(2, 1, 'goal');
    expect(m.canRedo).toBe(false);
  });

  it('fills rectangles in either drag direction, clipped to the board, as one step', () => {
    const m = model(['     ', '     ', '     ']);
    expect(m.fillRect(3, 2, 1, 0, 'wall')).toBe(true);
    expect(m.rows()).toEqual([' ###', ' ###', ' ###']);
    m.fillRect(-5, -5, 0, 9, 'goal');
    expect(m.rows()).toEqual(['.###', '.###', '.###']);
    m.undo();
    m.undo();
    expect(m.rows()).toEqual(['', '', '']);
  });

  it('resizes, shifting content when rows or columns are added at the top or left, and undoes it', () => {
    const m = model(['###', '#@#', '###']);
    expect(m.resize(5, 4)).toBe(true);
    expect([m.width, m.height]).toEqual([5, 4]);
    expect(m.rows()).toEqual(['###', '#@#', '###', '']);
    m.resize(5, 4, 1, 1);
    expect(m.rows()).toEqual(['', ' ###', ' #@#', ' ###']);
    m.resize(3, 3);
    expect(m.rows()).toEqual(['', ' ##', ' #@']);
    expect(m.resize(1000, 0)).toBe(true);
    expect([m.width, m.height]).toEqual([64, 3]);
    m.undo();
    m.undo();
    m.undo();
    m.undo();
    expect(m.rows()).toEqual(['###', '#@#', '###']);
    expect([m.width, m.height]).toEqual([3, 3]);
  });

  it('counts what a shrink cuts off, so the designer can be told', () => {
    const m = model(['#######', '#@ $ .#', '# *.~ #', '#######']);
    const none = { player: false, boxes: 0, goals: 0, others: 0, opened: [] };
    // Walls and floor are not pieces; a wall the room needed is named by its side.
    expect(m.cutBy(7, 3)).toEqual({ ...none, opened: ['bottom'] });
    expect(m.cutBy(4, 4)).toEqual({ ...none, goals: 1, others: 1, opened: ['right'] });
    expect(m.cutBy(3, 3)).toEqual({ ...none, boxes: 1, goals: 2, others: 1, opened: ['right', 'bottom'] });
    // Columns taken off the left side: the player goes, and a box on goal counts as both.
    expect(m.cutBy(4, 4, -3, 0)).toEqual({ player: true, boxes: 1, goals: 1, others: 0, opened: ['left'] });
    expect(m.cutBy(7, 3, 0, -1)).toEqual({ ...none, opened: ['top'] });
    // Growing cuts nothing, and what cutBy counts is what resize takes off.
    expect(m.cutBy(10, 10)).toEqual(none);
    m.resize(3, 4);
    expect(m.rows()).toEqual(['###', '#@', '# *', '###']);
  });

  it('names no wall when the room stays closed: a blank margin or a second wall cut off', () => {
    const none = { player: false, boxes: 0, goals: 0, others: 0, opened: [] };
    expect(model(['#####  ', '#@$.#  ', '#####  ']).cutBy(5, 3)).toEqual(none);
    expect(model(['######', '#@$.##', '######']).cutBy(5, 3)).toEqual(none);
    // A room already open on that side is not opened by the cut.
    expect(model(['#####', '#@$. ', '#####']).cutBy(4, 3)).toEqual(none);
  });

  it('words a cut for the designer, naming the player first and how to undo', () => {
    const none = { player: false, boxes: 0, goals: 0, others: 0, opened: [] };
    expect(cutWords(none)).toBeNull();
    expect(cutWords({ ...none, boxes: 2, goals: 1 })).toBe(
      'Shrinking removed 2 boxes and 1 goal. Ctrl+Z brings them back.',
    );
    expect(cutWords({ ...none, player: true }, 'Undo')).toBe(
      'Shrinking removed the player. Undo brings it back.',
    );
    expect(cutWords({ player: true, boxes: 1, goals: 2, others: 3, opened: [] })).toBe(
      'Shrinking removed the player, 1 box, 2 goals, and 3 other pieces. Ctrl+Z brings them back.',
    );
    // A room left open says which wall went, so the designer need not find it in the validation.
    expect(cutWords({ ...none, opened: ['bottom'] }, 'Undo')).toBe(
      'Shrinking removed the bottom wall. Undo brings it back.',
    );
    expect(cutWords({ ...none, player: true, boxes: 1, opened: ['right', 'bottom'] })).toBe(
      'Shrinking removed the player, 1 box, and the right and bottom walls. Ctrl+Z brings them back.',
    );
  });

  it('says why a typed size outside the editor’s range became another', () => {
    expect(sizeLimitWords('Width', 200)).toBe('Width goes from 3 to 64: 200 became 64.');
    expect(sizeLimitWords('Height', 1)).toBe('Height goes from 3 to 64: 1 became 3.');
    expect(sizeLimitWords('Width', 12)).toBeNull();
    expect(sizeLimitWords('Width', Number.NaN)).toBeNull();
  });

  it('ignores a size that is not a number (an emptied field) instead of shrinking the board', () => {
    const m = model(['#####', '#@$.#', '#####']);
    expect(m.resize(Number.NaN, 3)).toBe(false);
    expect(m.resize(5, Number.POSITIVE_INFINITY)).toBe(false);
    expect([m.width, m.height, m.canUndo]).toEqual([5, 3, false]);
  });

  it('keeps blank columns on the right in its grid, so a chosen width is saved and restored', () => {
    const m = model(['###', '#@#', '###']);
    m.resize(6, 4);
    expect(m.rows()).toEqual(['###', '#@#', '###', '']);
    expect(m.grid()).toEqual(['###   ', '#@#   ', '###   ', '      ']);
    const again = model(m.grid());
    expect([again.width, again.height]).toEqual([6, 4]);
    expect(again.grid()).toEqual(m.grid());
  });

  it('normalises (trim, wall off unreachable floor), a fixed point, undoable', () => {
    const rows = ['          ', '  ######  ', '  #@$ .#  ', '  ######  ', '     #  #', '     ####'];
    const m = model(rows);
    expect(m.normalise()).toBe(true);
    expect(m.rows()).toEqual(['######', '#@$ .#', '######']);
    expect(m.normalise()).toBe(false);
    m.undo();
    expect(m.rows()).toEqual(rows.map((r) => r.trimEnd()));
  });

  it('reads floor aliases as spaces and round-trips rows', () => {
    const m = model(['#####', '#@-$.#', '#____#', '######']);
    expect(m.rows()).toEqual(['#####', '#@ $.#', '#    #', '######']);
    expect(new EditorModel(m.rows()).rows()).toEqual(m.rows());
  });

  it("keeps the level's mods in its history: a load that added one, and a mod toggled, undo and redo", () => {
    const m = new EditorModel(['#####', '#@$.#', '#####'], 0, 0, ['ice']);
    expect(m.mods).toEqual(['ice']);
    expect(m.load(['######', '#@$ .#', '######'], ['ice', 'chain'])).toBe(true);
    expect(m.mods).toEqual(['ice', 'chain']);
    expect(m.setMods(['chain'])).toBe(true);
    expect(m.setMods(['chain'])).toBe(false);
    m.undo();
    expect(m.mods).toEqual(['ice', 'chain']);
    m.undo();
    expect(m.mods).toEqual(['ice']);
    expect(m.rows()).toEqual(['#####', '#@$.#', '#####']);
    m.redo();
    expect(m.mods).toEqual(['ice', 'chain']);
    // The same board with other mods is an edit; with the same mods it is none.
    expect(m.load(m.rows(), [])).toBe(true);
    expect(m.mods).toEqual([]);
    expect(m.load(m.rows())).toBe(false);
  });

  it("keeps the level's rules in its history: each change, and a mod unticked with its rules, is one step", () => {
    const m = new EditorModel(['#####', '#@$.#', '#####'], 0, 0, ['chain'], [['Date', 'today']]);
    expect(m.setHeaders([['Date', 'today']])).toBe(false);
    expect(
      m.setHeaders([
        ['Date', 'today'],
        ['Rules', 'maxChain=2'],
      ]),
    ).toBe(true);
    expect(
      m.setHeaders([
        ['Date', 'today'],
        ['Rules', 'maxChain=3'],
      ]),
    ).toBe(true);
    expect(m.setMods([], [['Date', 'today']])).toBe(true);
    expect(m.mods).toEqual([]);
    m.undo();
    expect(m.mods).toEqual(['chain']);
    expect(m.headers).toEqual([
      ['Date', 'today'],
      ['Rules', 'maxChain=3'],
    ]);
    m.undo();
    expect(m.headers).toEqual([
      ['Date', 'today'],
      ['Rules', 'maxChain=2'],
    ]);
    m.undo();
    expect(m.headers).toEqual([['Date', 'today']]);
    expect(m.canUndo).toBe(false);
    m.redo();
    expect(m.headers).toEqual([
      ['Date', 'today'],
      ['Rules', 'maxChain=2'],
    ]);
    // A board edit keeps the rules; a paste brings its own, and undo puts these back.
    m.paint(2, 1, 'wall');
    expect(m.headers).toEqual([
      ['Date', 'today'],
      ['Rules', 'maxChain=2'],
    ]);
    expect(m.load(['######', '#@$ .#', '######'], ['ice'], [])).toBe(true);
    expect(m.headers).toEqual([]);
    m.undo();
    expect(m.headers).toEqual([
      ['Date', 'today'],
      ['Rules', 'maxChain=2'],
    ]);
    expect(m.mods).toEqual(['chain']);
  });

  describe('saved edits', () => {
    /** A model on the board `m` has now, with the steps `m` saved (through JSON, as stored). */
    const reloaded = (m: EditorModel) => {
      const again = new EditorModel(m.grid(), 0, 0, m.mods, m.headers);
      expect(again.restoreEdits(JSON.parse(JSON.stringify(m.savedEdits())))).toBe(true);
      return again;
    };

    it('takes back paints, fills, resizes, loads and mod changes after a reload, undo and redo alike', () => {
      const m = model(emptyRoom(7, 6));
      const boards: string[][] = [m.grid()];
      m.paint(1, 1, 'player');
      boards.push(m.grid());
      m.fillRect(2, 2, 4, 3, 'box');
      boards.push(m.grid());
      m.resize(9, 4, 1, 0);
      boards.push(m.grid());
      m.setMods(['chain'], [['Rules', 'maxChain=2']]);
      boards.push(m.grid());
      m.load(['#####', '#@$.#', '#####']);
      boards.push(m.grid());
      m.undo(); // one step left to redo
      const again = reloaded(m);
      expect([again.canUndo, again.canRedo]).toEqual([true, true]);
      expect(again.redo()).toBe(true);
      expect(again.grid()).toEqual(boards[5]);
      expect(again.undo()).toBe(true);
      expect([again.mods, again.headers]).toEqual([['chain'], [['Rules', 'maxChain=2']]]);
      for (let i = 4; i > 0; i--) {
        expect(again.undo()).toBe(true);
        expect(again.grid()).toEqual(boards[i - 1]);
      }
      expect([again.width, again.height, again.mods, again.canUndo]).toEqual([7, 6, [], false]);
    });

    /** How many times `m` undoes before it can no more (it is left at the oldest board). */
    const undoes = (m: EditorModel) => {
      let steps = 0;
      while (m.undo()) steps++;
      return steps;
    };

    it('keeps a stroke as a few characters, and as many steps after a reload as before it: UNDO_STEPS', () => {
      const m = model(emptyRoom(40, 40));
      m.paint(5, 5, 'box');
      expect(JSON.stringify(m.savedEdits().past[0])).toBe('{"d":[[205," "]]}');
      for (let i = 0; i < 250; i++) m.paint(1 + (i % 38), 1 + Math.floor(i / 38), 'wall');
      const saved = m.savedEdits();
      expect(saved.past).toHaveLength(UNDO_STEPS);
      expect(JSON.stringify(saved).length).toBeLessThan(UNDO_STEPS * 30);
      const again = reloaded(m);
      expect(undoes(again)).toBe(UNDO_STEPS);
      expect(undoes(m)).toBe(UNDO_STEPS);
      // Undone, they are as many to redo, before a reload and after.
      expect(reloaded(m).canRedo).toBe(true);
      let redone = 0;
      const back = reloaded(m);
      while (back.redo()) redone++;
      expect(redone).toBe(UNDO_STEPS);
    });

    it('stores a resize as the cells it cut, so a history of resizes is kept whole', () => {
      const m = model(emptyRoom(64, 64));
      for (let i = 0; i < 100; i++) m.resize(i % 2 ? 64 : 63, 64);
      const saved = m.savedEdits();
      // A whole 64 x 64 board a step would be 100 x 4,096 characters.
      expect(JSON.stringify(saved).length).toBeLessThan(100 * 200);
      const again = reloaded(m);
      expect(undoes(again)).toBe(100);
      expect(again.grid()).toEqual(emptyRoom(64, 64));
    });

    it('lets go of the oldest steps past UNDO_CHARS in memory too, so a reload keeps what Undo reaches', () => {
      const m = model(emptyRoom(64, 64));
      // Whole boards, each unlike the last in every cell: some 4,100 characters a step.
      for (let i = 0; i < 60; i++) m.load(Array.from({ length: 64 }, () => '$.#'[i % 3].repeat(64)));
      const saved = m.savedEdits();
      const kept = saved.past.length;
      expect(kept).toBeLessThan(60);
      expect(kept).toBeGreaterThan(UNDO_CHARS / 5000);
      expect(JSON.stringify(saved.past).length).toBeLessThanOrEqual(UNDO_CHARS + kept + 1);
      const again = reloaded(m);
      expect(undoes(again)).toBe(kept);
      expect(undoes(m)).toBe(kept);
      expect(again.grid()).toEqual(m.grid());
    });

    it('is not taken onto another board, nor when damaged, leaving the history as it was', () => {
      const m = model(emptyRoom(7, 6));
      m.paint(1, 1, 'box');
      const saved = m.savedEdits();
      const other = model(emptyRoom(8, 6));
      expect(other.restoreEdits(saved)).toBe(false);
      const same = model(m.grid());
      for (const bad of [
        null,
        'x',
        { ...saved, past: [{ d: [[9999, '#']] }] },
        { ...saved, past: [{ m: ['200x1', '', '[]'], c: '#' }] },
        { ...saved, past: [{ m: ['7x6', '', '{'] }] },
        { ...saved, past: [{ c: '###' }] },
        { ...saved, future: [7] },
      ])
        expect(same.restoreEdits(bad)).toBe(false);
      expect(same.canUndo).toBe(false);
      expect(same.restoreEdits(saved)).toBe(true);
      expect(same.undo()).toBe(true);
      expect(same.grid()).toEqual(emptyRoom(7, 6));
    });
  });
});
