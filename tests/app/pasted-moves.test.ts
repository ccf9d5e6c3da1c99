import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import type { Plugin } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { looksLikeMoves, movesTypo, planPastedMoves } from '../../src/ui/app/assist/pasted-moves';
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
    for (const t of ['#####\n#@$.#\n#####', 'hello', 'rx', '12', '', '   '])
      expect(looksLikeMoves(t)).toBe(false);
  });

  it('takes moves with a bad count as moves, so the player hears what is wrong with them', () => {
    expect(looksLikeMoves('r0')).toBe(true);
    expect(planPastedMoves(CORRIDOR, options, '', false, 'r0')).toEqual({
      kind: 'blocked',
      message: 'These moves cannot be read: the moves end with a count and no letter.',
    });
    expect(planPastedMoves(CORRIDOR, options, '', false, '0r')).toEqual({
      kind: 'blocked',
      message: 'There are no moves in that text.',
    });
  });
});

describe('movesTypo', () => {
  it('names the one stray character among moves, and where it is', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[lurdLURD]{8,40}$/),
        fc.constantFrom('x', ',', ';', '.', 'é', '?'),
        fc.nat(),
        (lurd, stray, at) => {
          const i = at % (lurd.length + 1);
          const text = lurd.slice(0, i) + stray + lurd.slice(i);
          expect(movesTypo(text)).toBe(
            `These look like moves (LURD), but cannot be read: unexpected ${JSON.stringify(stray)} at position ${i + 1}; LURD uses l, u, r, d.`,
          );
        },
      ),
    );
  });

  it('says nothing of moves, levels, or text that is mostly not moves', () => {
    for (const t of [
      'rRuL',
      '3r2U',
      '#####\n#@$.#\n#####',
      '#lurdlurd#',
      'hello',
      'Solution: dlU',
      'lux',
      '',
    ])
      expect(movesTypo(t)).toBeNull();
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

  it('plays a solution from the start when from here it would only walk about', () => {
    // From one row up, RR is a walk; from the start, it pushes the box home.
    expect(planPastedMoves(CORRIDOR, options, 'u', false, 'RR')).toEqual({ kind: 'start', lurd: 'RR' });
    // Moves that solve nothing anywhere stay the player's next moves.
    expect(planPastedMoves(CORRIDOR, options, 'u', false, 'r')).toEqual({ kind: 'here', lurd: 'r' });
  });

  it('expands run counts and keeps their case', () => {
    expect(planPastedMoves(CORRIDOR, options, '', false, '2R')).toEqual({ kind: 'here', lurd: 'RR' });
  });

  it('says which move is blocked when they fit nowhere', () => {
    // One row up, the first move is blocked; from the start, the second.
    const plan = planPastedMoves(CORRIDOR, options, 'u', false, 'uu');
    expect(plan.kind).toBe('blocked');
    expect(plan.kind === 'blocked' && plan.message).toBe(
      'These moves do not fit this level from here or from the start: move 2 (up) is blocked.',
    );
    const fresh = planPastedMoves(CORRIDOR, options, '', false, 'uuu');
    expect(fresh.kind === 'blocked' && fresh.message).toContain('from the start: move 2 (up) is blocked');
  });

  it('plays a solution up to its win, leaving out moves after it, blocked ones too', () => {
    // RR solves; the third R would push the box into the wall. Copied solutions often carry a stray
    // move (or a whole second try) after the win.
    expect(planPastedMoves(CORRIDOR, options, '', false, 'RRR')).toEqual({ kind: 'here', lurd: 'RR' });
    expect(planPastedMoves(CORRIDOR, options, '', false, 'RRlluu')).toEqual({ kind: 'here', lurd: 'RR' });
    // From here, when one push is played already: the first pasted move wins.
    expect(planPastedMoves(CORRIDOR, options, 'R', false, 'RRR')).toEqual({ kind: 'here', lurd: 'R' });
    // After a win, from the start.
    expect(planPastedMoves(CORRIDOR, options, 'RR', true, 'RRR')).toEqual({ kind: 'start', lurd: 'RR' });
  });

  it('after a win, plays from the start', () => {
    expect(planPastedMoves(CORRIDOR, options, 'RR', true, 'RR').kind).toBe('start');
  });

  it('refuses absurdly many moves without playing them, counted as the page writes counts', () => {
    // The browser's language groups them (German: with dots), not English commas.
    const local = Number.prototype.toLocaleString;
    const spy = vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (
      this: number,
      locale,
    ) {
      return local.call(this, locale ?? 'de');
    });
    try {
      const plan = planPastedMoves(CORRIDOR, options, '', false, '999999r999999l');
      expect(plan.kind === 'blocked' && plan.message).toBe('1.999.998 moves are too many to play.');
    } finally {
      spy.mockRestore();
    }
  });

  it('any played prefix followed by any playable rest is planned from here, unless only the start makes it a solution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), moves(40), (seed, walk) => {
        const level = levelOf(randomLevel(seed));
        // The game keeps only the moves that moved, so its LURD is playable as written.
        const g = Game.fromLevel(level, options);
        for (const m of walk) g.move(m);
        const all = g.lurd();
        // A walk that wins before its last move has its rest cut off (tested above).
        const probe = Game.fromLevel(level, options);
        for (const ch of all.slice(0, -1)) if (probe.play(ch).ok && probe.solved) return;
        const before = all.slice(0, Math.floor(all.length / 2));
        const after = all.slice(before.length);
        if (!after) return;
        const plan = planPastedMoves(level, options, before, false, after);
        // From the start they may win before their end (a level solved at the start, walked away from
        // and back): they are played up to that win.
        const fromStart = Game.fromLevel(level, options);
        const reached = fromStart.play(after, { untilSolved: true });
        const solvesFromStart = reached.ok && fromStart.solved;
        const kind = g.solved || !before || !solvesFromStart ? 'here' : 'start';
        expect(plan.kind).toBe(kind);
        expect(plan.kind !== 'blocked' && plan.lurd).toBe(
          kind === 'start' && reached.ok ? after.slice(0, reached.moves) : after,
        );
      }),
    );
  });
});

describe('planPastedMoves with a mod that throws', () => {
  it('names the mod instead of throwing, and plays nothing', () => {
    // The scratch games' game.move threw out of the paste: nothing was said and nothing played.
    const brittle = {
      name: 'brittle',
      description: 'throws on every move',
      setup(api: Parameters<Plugin['setup']>[0]) {
        api.system({
          id: 'brittle/crack',
          phase: 'movement',
          after: 'classic/applyMoves',
          create: () => (turn) => {
            if (turn.command) throw new Error('cracked');
          },
        });
      },
    } satisfies Plugin;
    expect(planPastedMoves(CORRIDOR, { ...options, plugins: [brittle] }, '', false, 'rr')).toEqual({
      kind: 'blocked',
      message:
        'A mod of this level failed, so that was not played (brittle: running system "brittle/crack" failed: cracked). Your moves so far are kept.',
    });
  });
});
