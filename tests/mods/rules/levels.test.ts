import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/core/game';
import { levelTitle } from '../../../src/core/level/types';
import { MODS } from '../../../src/mods';
import { shippedLevels, solve } from './support';
import { TRICKS } from './tricks';

const levels = shippedLevels();
const load = (i: number, strict = true) => Game.fromLevel(levels[i], { catalogue: MODS, strict });

describe('levels/mods/rules.xsb', () => {
  it('holds at least 8 valid rules levels, each with a stored solution and a lesson', () => {
    expect(levels.length).toBeGreaterThanOrEqual(8);
    for (const [i, level] of levels.entries()) {
      expect(level.mods).toEqual(['rules']);
      expect(level.solutions).toHaveLength(1);
      expect(Object.keys(TRICKS)).toContain(levelTitle(level));
      expect(Game.tryLevel(level, { catalogue: MODS }).problems).toEqual([]);
      expect(load(i).analysisNotes).toEqual(['Hints are unavailable for rule levels.']);
    }
  });

  it('writes every starting board back as it was read', () => {
    for (const [i, level] of levels.entries()) expect(load(i).toXsb()).toBe(level.rows.join('\n'));
  });

  it('replays every stored solution as won', () => {
    for (const [i, level] of levels.entries()) {
      const g = load(i);
      expect(g.play(level.solutions[0]), levelTitle(level)).toEqual({
        ok: true,
        moves: level.solutions[0].length,
      });
      expect(g.solved, levelTitle(level)).toBe(true);
      expect(g.lurd()).toBe(level.solutions[0]);
    }
  });

  it('level 1 is short enough to solve by keys in a browser test', () => {
    expect(levels[0].solutions[0].length).toBeLessThanOrEqual(8);
  });

  // A breadth-first search over every position: each level is solvable no faster than its stored
  // solution, and no solution avoids the level's lesson.
  for (const [i, level] of levels.entries()) {
    const title = levelTitle(level);
    it(`"${title}" needs its trick: ${TRICKS[title]?.lesson}`, { timeout: 120_000 }, () => {
      const best = solve(load(i, false), { maxStates: 50_000 });
      expect(best.truncated).toBe(false);
      expect(best.solution?.length).toBe(level.solutions[0].length);
      const without = solve(load(i, false), { maxStates: 50_000, avoid: TRICKS[title].uses });
      expect(without).toMatchObject({ solution: null, truncated: false });
    });
  }
});
