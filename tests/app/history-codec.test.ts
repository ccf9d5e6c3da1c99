import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game';
import { decodeHistory, encodeHistory } from '../../src/ui/app/storage/history-codec';
import { game } from '../helpers';

const LEVEL = `
#######
#.  $ #
# @$  #
#.  # #
#######`;

type Step = 'l' | 'u' | 'r' | 'd' | 'undo' | 'redo' | 'restart' | 'group';

/** Plays steps, with held-key style groups: `group` starts a new group for the moves after it. */
function play(g: Game, steps: readonly Step[]): void {
  for (const s of steps) {
    if (s === 'undo') g.undo({ grouped: false });
    else if (s === 'redo') g.redo({ grouped: false });
    else if (s === 'restart') g.restart();
    else if (s === 'group') {
      g.endGroup();
      g.beginGroup();
    } else g.move(s);
  }
  g.endGroup();
}

describe('history codec', () => {
  it('writes one character per entry, + for a shared group and ! for a restart', () => {
    expect(encodeHistory({ moves: ['l', 'U', 'u', '', 'r'], groups: [1, 2, 2, 3, 4], cursor: 4 })).toBe(
      '4:lU+u!r',
    );
    expect(decodeHistory('4:lU+u!r')).toEqual({
      moves: ['l', 'U', 'u', '', 'r'],
      groups: [1, 2, 2, 3, 4],
      cursor: 4,
      whole: [],
    });
  });

  it('marks a group that undoes whole with * before its first entry', () => {
    const record = { moves: ['l', 'U', 'u', 'r', 'd'], groups: [3, 7, 7, 8, 9], cursor: 5 };
    expect(encodeHistory(record, new Set([7, 9]))).toBe('5:l*U+ur*d');
    // Ids of groups that are not in the history are not written.
    expect(encodeHistory(record, new Set([4]))).toBe('5:lU+urd');
    expect(decodeHistory('5:l*U+ur*d')).toEqual({
      moves: ['l', 'U', 'u', 'r', 'd'],
      groups: [1, 2, 2, 3, 4],
      cursor: 5,
      whole: [2, 4],
    });
  });

  it('rejects malformed text', () => {
    for (const bad of [
      '',
      'x',
      '3:lu',
      '1:+l',
      '1:l++u',
      '1:l+',
      '1:lx',
      '-1:l',
      '1:l u',
      '1:*',
      '1:l*',
      '1:**l',
      '1:l*+u',
      '1:l+*u',
    ]) {
      expect(decodeHistory(bad), bad).toBeNull();
    }
  });

  it('restores any played history exactly: board, counters, undo groups and the redo branch', () => {
    const steps = fc.array(fc.constantFrom<Step>('l', 'u', 'r', 'd', 'undo', 'redo', 'restart', 'group'), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(steps, (s) => {
        const a = game(LEVEL);
        play(a, s);
        const text = encodeHistory(a.historyRecord());
        const record = decodeHistory(text);
        expect(record).not.toBeNull();
        const b = game(LEVEL);
        expect(b.restoreHistory(record!)).toBe(true);
        expect(b.toXsb()).toBe(a.toXsb());
        expect([b.moves, b.pushes, b.lurd()]).toEqual([a.moves, a.pushes, a.lurd()]);
        expect(encodeHistory(b.historyRecord())).toBe(text);
        // Grouped undo takes back the same steps on both.
        while (a.canUndo) {
          a.undo();
          b.undo();
          expect(b.toXsb()).toBe(a.toXsb());
        }
        expect(b.canUndo).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the whole groups of any history through a save', () => {
    const steps = fc.array(fc.constantFrom<Step>('l', 'u', 'r', 'd', 'undo', 'restart', 'group'), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(steps, fc.infiniteStream(fc.boolean()), (s, picks) => {
        const a = game(LEVEL);
        play(a, s);
        const record = a.historyRecord();
        const whole = new Set([...new Set(record.groups)].filter(() => picks.next().value));
        const decoded = decodeHistory(encodeHistory(record, whole))!;
        // Decoding renumbers groups; each entry's group must be whole exactly when it was before.
        const wasWhole = record.groups.map((g) => whole.has(g));
        expect(decoded.groups.map((g) => decoded.whole.includes(g))).toEqual(wasWhole);
        expect(encodeHistory(decoded, new Set(decoded.whole))).toBe(encodeHistory(record, whole));
      }),
      { numRuns: 150 },
    );
  });
});
