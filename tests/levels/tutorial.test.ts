import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';

const text = readFileSync(new URL('../../levels/tutorial.xsb', import.meta.url), 'utf8');
const { collection, problems } = parseCollection(text);

describe('the tutorial collection', () => {
  it('has seven valid levels with a title, a teaching comment and a solution each', () => {
    expect(problems).toEqual([]);
    expect(collection.levels).toHaveLength(7);
    for (const level of collection.levels) {
      expect(level.title).toBeTruthy();
      expect(level.comment).toBeTruthy();
      expect(level.solutions).toHaveLength(1);
    }
  });

  it.each(collection.levels.map((l) => [l.index, l] as const))(
    'level %i replays its stored solution as solved',
    (_, level) => {
      const g = Game.fromLevel(level, { strict: true });
      expect(g.play(level.solutions[0])).toMatchObject({ ok: true });
      expect(g.solved).toBe(true);
      expect(g.deadlockedBoxes).toEqual([]);
    },
  );

  it('ends with a full puzzle of four or more boxes', () => {
    const last = Game.fromLevel(collection.levels[6]);
    expect(last.boxCount).toBeGreaterThanOrEqual(4);
  });
});
