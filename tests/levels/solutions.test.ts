import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { parseLurd } from '../../src/core/lurd';

const fixtures = ['microban-solved.xsb', 'sokevo-solved.xsb', '../../levels/tutorial.xsb'];

describe.each(fixtures)('known solutions in %s', (file) => {
  const { collection } = parseCollection(
    readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8'),
  );

  it('replay as solved, and the deadlock phase never flags a position along them', () => {
    let positions = 0;
    for (const level of collection.levels) {
      const g = Game.fromLevel(level);
      const moves = parseLurd(level.solutions[0]);
      if (!moves.ok) throw new Error(moves.message);
      for (const m of moves.moves) {
        const r = g.move(m);
        expect(r.moved, `level ${level.index}`).toBe(true);
        expect(r.deadlocked, `level ${level.index} after ${g.moves} moves`).toEqual([]);
        positions++;
      }
      expect(g.solved, `level ${level.index}`).toBe(true);
    }
    expect(positions).toBeGreaterThan(100);
  });
});

describe('the deadlock phase', () => {
  it('flags a box pushed onto a dead square, naming the class', () => {
    const g = Game.fromText('#####\n#  .#\n#$  #\n#@  #\n#####');
    const r = g.move('u');
    expect(r.deadlocked).toHaveLength(1);
    expect(r.deadlockFindings).toContainEqual({ class: 'dead-square', boxes: r.deadlocked });
  });

  it('flags two boxes frozen side by side against a wall (freeze or pattern)', () => {
    // A goal on the top row keeps the wall cells there alive; two boxes side by side still freeze.
    const g = Game.fromText('########\n# .    #\n#  $$  #\n#  @   #\n#   .  #\n########');
    expect(g.move('U').deadlocked).toEqual([]);
    g.play('dr');
    const dead = g.move('U');
    expect(dead.deadlocked.length).toBeGreaterThan(0);
    expect(dead.deadlockFindings.map((f) => f.class)).toEqual(
      expect.arrayContaining([expect.stringMatching(/freeze|pattern/)]),
    );
    g.undo();
    expect(g.deadlockedBoxes).toEqual([]);
  });
});
