import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import type { LevelSource } from '../../src/core/level/types';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { MOD_GLYPHS, MOD_NAMES, readCollection, shortestSolution } from './support';

/** The same board in classic glyphs (`Game.classicRows`): mod cells become floor, boxes and the player on them stay. */
const classicShadow = (level: LevelSource): LevelSource => ({
  ...level,
  mods: [],
  headers: [],
  rows: [...Game.fromLevel(level, { catalogue: MODS }).classicRows],
});

describe.each(MOD_NAMES)('levels/mods/%s.xsb', (name) => {
  const { collection, problems } = parseCollection(readCollection(name), { glyphs: MOD_GLYPHS });

  it('parses cleanly into at least four titled levels that need the mod, each with a solution', () => {
    expect(problems).toEqual([]);
    expect(collection.title).toBeTruthy();
    // The Title: before the first board names the set; a level's own follows its board.
    expect(collection.title).not.toBe(collection.levels[0].title);
    expect(collection.mods).toEqual([name]);
    expect(collection.levels.length).toBeGreaterThanOrEqual(4);
    for (const level of collection.levels) {
      expect(level.title).toBeTruthy();
      expect(level.comment).toBeTruthy();
      expect(level.solutions).toHaveLength(1);
      expect(Game.tryLevel(level, { catalogue: MODS }).problems).toEqual([]);
    }
  });

  it.each(collection.levels.map((l) => [l.index, l.title, l] as const))(
    'level %i "%s" replays its stored solution as solved, in strict mode',
    (_i, _title, level) => {
      const g = Game.fromLevel(level, { catalogue: MODS, strict: true });
      expect(g.solved).toBe(false);
      expect(g.play(level.solutions[0])).toEqual({ ok: true, moves: level.solutions[0].length });
      expect(g.solved).toBe(true);
    },
  );

  // Adding mechanics (ice, teleports, chains) make the stored solution fail under classic rules.
  // Restricting ones (arrows, glue) leave it valid there, but then classic rules allow a shorter one.
  if (name !== 'holes')
    it('every level needs its mechanic: classic rules would play it differently', () => {
      for (const level of collection.levels) {
        // Classic rules may not even load the board (a goal beyond a wall that a teleporter reaches).
        const shadow = Game.tryLevel(classicShadow(level)).game;
        if (!shadow) continue;
        shadow.play(level.solutions[0]);
        if (!shadow.solved) continue;
        const modded = shortestSolution(Game.fromLevel(level, { catalogue: MODS }));
        // Skipping what classic's detector proves lost can only lengthen classic's answer, so the check
        // below stays as strict; the open rooms of a board whose doors became floor shrink to a third.
        const classic = shortestSolution(Game.fromLevel(classicShadow(level)), { skipLost: true });
        expect(modded, `level ${level.index}`).toBe(level.solutions[0].length);
        expect(classic, `level ${level.index}`).toBeLessThan(modded!);
      }
    });

  if (name === 'holes')
    it('every level has spare boxes for its holes, which classic rejects', () => {
      for (const level of collection.levels) {
        const codes = Game.tryLevel({ ...level, mods: [] }).problems.map((p) => p.code);
        expect(codes).toContain('unknown-glyph');
        const filled = { ...level, mods: [], rows: level.rows.map((r) => r.replaceAll('^', ' ')) };
        expect(Game.tryLevel(filled).problems.map((p) => p.code)).toEqual(['box-goal-mismatch']);
      }
    });
});
