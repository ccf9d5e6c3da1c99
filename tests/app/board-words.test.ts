import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { figure } from '../../src/ui/app/plural';
import {
  cellName,
  describeBoard,
  describeGame,
  progressWords,
  spokenEvent,
  turnWords,
} from '../../src/ui/app/screens/board-words';
import type { Playing } from '../../src/ui/app/session';
import { moves, randomLevel } from '../arbitraries';

describe('describeBoard', () => {
  it('says where the player is, what is on each side, and where the boxes and empty goals are', () => {
    const rows = ['#######', '#.  $ #', '# @*  #', '#######'];
    expect(describeBoard(rows)).toBe(
      'You are at column 3, row 3. Left: floor; up: floor; right: box on a goal; down: wall. ' +
        '2 boxes, 1 on goals. Boxes off goals: column 5, row 2. Empty goals: column 2, row 2.',
    );
  });

  it('names a player on a goal, and mod cells as special floor', () => {
    expect(describeBoard(['####', '#+~#', '####'])).toContain(
      'You are at column 2, row 2, on a goal. Left: wall; up: wall; right: special floor',
    );
  });

  it("finds the player and the boxes on a mod's cells, and names those cells as the mod does", () => {
    const g = Game.fromText('Mods: ice, paint\n\n#######\n#&=◇ ▣#\n#   . #\n#######', 1, {
      catalogue: MODS,
    });
    expect(describeBoard(g.toXsb().split('\n'), { glyphs: g.ruleset.glyphs })).toBe(
      'You are at column 2, row 2, on ice. Left: wall; up: wall; right: box on ice; down: floor. ' +
        '2 boxes, 1 on goals. Boxes off goals: column 3, row 2, on ice. ' +
        'Empty goals: column 5, row 3.',
    );
  });

  it('says a box on a goal that the level does not count (Uncounted) is not home, as the HUD counts it', () => {
    // Paint: the bare box on the goal at column 3 counts for nothing until it has a coat; V said
    // "2 boxes, 2 on goals" while the HUD said "Painted 1/2".
    const g = Game.fromText('Mods: paint\n\n######\n#@ *▣#\n######', 1, { catalogue: MODS });
    expect(progressWords(g.progress())).toBe('Painted: 1 of 2.');
    expect(describeGame(g)).toBe(
      'You are at column 2, row 2. Left: wall; up: wall; right: floor; down: wall. ' +
        '2 boxes, 1 on goals. Boxes on goals that do not count: column 4, row 2.',
    );
  });

  it('counts exactly the boxes and goals of any position a game reaches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), moves(30), (seed, walk) => {
        const g = Game.fromText(randomLevel(seed));
        for (const m of walk) g.move(m);
        const rows = g.toXsb().split('\n');
        const count = (re: RegExp) => rows.join('').match(re)?.length ?? 0;
        const text = describeBoard(rows);
        expect(text).toContain(`${count(/[$*]/g)} box`);
        expect(text).toContain(`, ${count(/\*/g)} on goals.`);
        const at = (g.player ?? { x: -1, y: -1 }) as { x: number; y: number };
        expect(text).toContain(`You are at ${cellName(at.x, at.y)}`);
      }),
    );
  });
});

describe('turnWords', () => {
  it('says a step by its direction, and the progress after pushes, undo and restart', () => {
    const progress = progressWords({ label: 'Boxes', done: 1, total: 3 });
    expect(progress).toBe('1 of 3 boxes on goals.');
    expect(turnWords('move', 'up', progress)).toBe('Up.');
    expect(turnWords('push', 'left', progress)).toBe('Pushed left. 1 of 3 boxes on goals.');
    expect(turnWords('blocked', null, progress)).toBe('Blocked.');
    expect(turnWords('undo', null, progress)).toBe('Undone. 1 of 3 boxes on goals.');
    expect(turnWords('restart', null, '')).toBe('Restarted.');
  });

  it("words a mod's own progress label as it is, and says nothing of a level without boxes", () => {
    expect(progressWords({ label: 'Goals', done: 2, total: 2 })).toBe('Goals: 2 of 2.');
    expect(progressWords({ label: 'Boxes', done: 0, total: 0 })).toBe('');
    expect(progressWords({ label: 'Boxes', done: 1, total: 1 })).toBe('1 of 1 box on goals.');
  });
});

describe('spokenEvent', () => {
  it("says a new level's place as the screen writes it, a big collection's count grouped", () => {
    const text = '#####\n#@$.#\n#####';
    const game = Game.fromText(text, 1);
    const [level] = parseCollection(text).collection.levels;
    const p = {
      collection: { title: 'Pasted levels' },
      level,
      index: 12,
      count: 10_000,
      game,
    } as unknown as Playing;
    const said = spokenEvent({ type: 'load' }, p, null);
    expect(said).toContain(`level 12 of ${figure(10_000)}:`);
    expect(said).not.toContain('10000');
  });
});
