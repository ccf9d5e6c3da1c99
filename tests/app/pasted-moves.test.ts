import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { looksLikeMoves, planPastedMoves } from '../../src/ui/app/assist/pasted-moves';
import { moves, randomLevel } from '../arbitraries';

const options = { catalogue: MODS };
const levelOf = (text: string) => parseCollection(text).collection.levels[0];

// Player at 2,2; a box right of it, its goal two cells right.
const CORRIDOR = levelOf(['#######', '#     #', '# @$ .#', '#     #', '#######'].join('\n'));

describe('looksLikeMoves', () => {
  it('takes LURD in either case, with run counts and line breaks', () => {
    for (const t of ['r', 'rRuL', '3r2U', ' lurd\nLURD\n', 'ruldRR ddd'])
      expect(looksLikeMoves(t)).toBe(true);
  });

  it('refuses a level, other text, and bare counts', () => {
    for (const t of ['#####\n#@$.#\n#####', 'hello', 'rx', '12', '', '   ', 'r3'])
      expect(looksLikeMoves(t)).toBe(false);
  });
});

describe('planPastedMoves', () => {
  it('plays on from here when the moves fit the present position', () => {
    const plan = planPastedMoves(CORRIDOR, options, 'R', false, 'R');
    expect(plan).toEqual({ kind: 'here', lurd: 'R' });
  });

  it('goes back to the start when they fit only there (a whole solution pasted mid-attempt)', () => {
    const plan = planPastedMoves(CORRIDOR, options, 'R', false, 'RR');
    expect(plan).toEqual({ kind: 'start', lurd: 'RR' });
  });

  it('expands run counts and keeps their case', () => {
    expect(planPastedMoves(CORRIDOR, options, '', false, '2R')).toEqual({ kind: 'here', lurd: 'RR' });
  });

  it('says which move is blocked when they fit nowhere', () => {
    const plan = planPastedMoves(CORRIDOR, options, 'R', false, 'RRR');
    expect(plan.kind).toBe('blocked');
    expect(plan.kind === 'blocked' && plan.message).toBe(
      'These moves do not fit this level from here or from the start: move 3 (right) is blocked.',
    );
    const fresh = planPastedMoves(CORRIDOR, options, '', false, 'uuu');
    expect(fresh.kind === 'blocked' && fresh.message).toContain('from the start: move 2 (up) is blocked');
  });

  it('after a win, plays from the start', () => {
    expect(planPastedMoves(CORRIDOR, options, 'RR', true, 'RR').kind).toBe('start');
  });

  it('refuses absurdly many moves without playing them', () => {
    const plan = planPastedMoves(CORRIDOR, options, '', false, '999999r999999l');
    expect(plan.kind === 'blocked' && plan.message).toMatch(/too many/);
  });

  it('any played prefix followed by any playable rest is planned from here, and lands where a game does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), moves(40), (seed, walk) => {
        const level = levelOf(randomLevel(seed));
        // The game keeps only the moves that moved, so its LURD is playable as written.
        const g = Game.fromLevel(level, options);
        for (const m of walk) g.move(m);
        const all = g.lurd();
        const before = all.slice(0, Math.floor(all.length / 2));
        const after = all.slice(before.length);
        if (!after) return;
        const plan = planPastedMoves(level, options, before, false, after);
        expect(plan.kind).toBe('here');
        expect(plan.kind !== 'blocked' && plan.lurd).toBe(after);
      }),
    );
  });
});
