import { describe, expect, it } from 'vitest';
import {
  compareSolutions,
  dominates,
  isImprovement,
  type SolutionMetrics,
  solutionMetrics,
} from '../../src/formats/metrics';

const metricsOf = (rows: string[], lurd: string) => {
  const r = solutionMetrics(rows, lurd);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('solutionMetrics (hand-checked)', () => {
  it('one box pushed along one line', () => {
    const r = metricsOf(['#######', '#@ $ .#', '#######'], 'rRR');
    expect(r.solved).toBe(true);
    expect(r.metrics).toEqual({
      moves: 3,
      pushes: 2,
      boxLines: 1,
      boxChanges: 1,
      pushingSessions: 1,
      // The walk and both pushes go right: one straight player line.
      playerLines: 1,
    });
  });

  it('one box turning a corner: two box lines, one box change, two sessions', () => {
    // u l (walk above the box), D D (push down), l d (walk to its left), R R (push right).
    const rows = ['######', '#    #', '# $@ #', '#    #', '#   .#', '######'];
    const r = metricsOf(rows, 'ulDDldRR');
    expect(r.solved).toBe(true);
    expect(r.metrics).toEqual({
      moves: 8,
      pushes: 4,
      boxLines: 2,
      boxChanges: 1,
      pushingSessions: 2,
      playerLines: 6, // u | l | DD | l | d | RR
    });
  });

  it('stepping back and pushing on in the same direction continues the box line', () => {
    const r = metricsOf(['#######', '#@$  .#', '#######'], 'RlrRR');
    expect(r.metrics).toEqual({
      moves: 5,
      pushes: 3,
      boxLines: 1,
      boxChanges: 1,
      pushingSessions: 2, // R | RR, with walking between
      playerLines: 3, // R | l | rRR
    });
  });

  it('two boxes, alternating: box changes count every switch, the first push included', () => {
    // Boxes A (2,2) and B (3,2); goals (1,1) and (3,1).
    //   l U(A up) R(B right) u L(A left, onto its goal) r d d r r u L(B left) d l U(B up, onto its goal)
    const rows = ['#####', '#. .###', '# $$  #', '## @  #', ' ######'];
    const r = metricsOf(rows, 'lURuLrddrruLdlU');
    expect(r.solved).toBe(true);
    expect(r.metrics).toEqual({
      moves: 15,
      pushes: 5,
      boxLines: 5, // A up, B right, A left, B left, B up (same box, new direction)
      boxChanges: 4, // A, B, A, B (then B again)
      pushingSessions: 4, // UR | L | L | U
      playerLines: 13, // l U R u L r dd rr u L d l U
    });
  });

  it('two boxes each pushed in one run', () => {
    const rows = ['##########', '#@ $    .#', '# ##### ##', '#  $  .  #', '##########'];
    const r = metricsOf(rows, 'ddrRRRlllluurRRRRR');
    expect(r.metrics).toEqual({
      moves: 18,
      pushes: 8,
      boxLines: 2,
      boxChanges: 2,
      pushingSessions: 2,
      playerLines: 5, // dd | rRRR | llll | uu | rRRRRR
    });
  });

  it('counts what the game did, whatever the case of the letters', () => {
    const r = metricsOf(['#######', '#@ $ .#', '#######'], 'RRr');
    expect(r.lurd).toBe('rRR');
    expect(r.metrics.pushes).toBe(2);
  });

  it('reports unsolved, blocked and unreadable moves without throwing', () => {
    expect(solutionMetrics(['#######', '#@ $ .#', '#######'], 'r')).toMatchObject({
      ok: true,
      solved: false,
    });
    expect(solutionMetrics(['#######', '#@ $ .#', '#######'], 'rRRR')).toEqual({
      ok: false,
      error: 'move 4 (right) is blocked',
      index: 3,
    });
    expect(solutionMetrics(['#######', '#@ $ .#', '#######'], 'rx')).toMatchObject({ ok: false, index: 1 });
    expect(solutionMetrics(['####', '#  #', '####'], 'r')).toMatchObject({ ok: false });
    expect(
      solutionMetrics(
        {
          index: 1,
          rows: ['#####', '#@$.#', '#####'],
          solutions: [],
          mods: ['nope'],
          headers: [],
          notes: [],
          line: 1,
        },
        'R',
      ),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('nope'),
    });
  });
});

const m = (moves: number, pushes: number, rest: Partial<SolutionMetrics> = {}): SolutionMetrics => ({
  moves,
  pushes,
  boxLines: 0,
  boxChanges: 0,
  pushingSessions: 0,
  playerLines: 0,
  ...rest,
});

describe('better solutions', () => {
  it('better in one of moves/pushes and no worse in the other always replaces the old', () => {
    for (const primary of ['moves', 'pushes'] as const) {
      expect(isImprovement(m(100, 30), m(90, 30), primary)).toBe(true);
      expect(isImprovement(m(100, 30), m(100, 28), primary)).toBe(true);
      expect(isImprovement(m(100, 30), m(100, 30), primary)).toBe(false);
      expect(isImprovement(m(100, 30), m(101, 30), primary)).toBe(false);
    }
  });

  it('a trade-off is decided by the primary metric', () => {
    expect(isImprovement(m(100, 30), m(90, 35), 'moves')).toBe(true);
    expect(isImprovement(m(100, 30), m(90, 35), 'pushes')).toBe(false);
    expect(isImprovement(m(100, 30), m(110, 25), 'pushes')).toBe(true);
    expect(isImprovement(m(100, 30), m(110, 25), 'moves')).toBe(false);
  });

  it('ties on moves and pushes fall to box lines, box changes, sessions, then player lines', () => {
    expect(isImprovement(m(10, 4, { boxLines: 3 }), m(10, 4, { boxLines: 2, boxChanges: 9 }), 'moves')).toBe(
      true,
    );
    expect(isImprovement(m(10, 4, { boxChanges: 3 }), m(10, 4, { boxChanges: 2 }), 'pushes')).toBe(true);
    expect(isImprovement(m(10, 4, { playerLines: 3 }), m(10, 4, { playerLines: 4 }), 'pushes')).toBe(false);
    expect(compareSolutions(m(10, 4), m(10, 4), 'moves')).toBe(0);
  });

  it('Pareto dominance needs no primary', () => {
    expect(dominates(m(90, 30), m(100, 30))).toBe(true);
    expect(dominates(m(90, 35), m(100, 30))).toBe(false);
    expect(dominates(m(100, 30), m(100, 30))).toBe(false);
  });

  it('the two solutions of Corner Store: same pushes, the shorter walk wins either way', () => {
    const rows = [
      '  #####',
      '###   #',
      '#.@$  #',
      '### $.#',
      '#.##$ #',
      '# # . ##',
      '#$ *$$.#',
      '#   .  #',
      '########',
    ];
    const a = metricsOf(rows, 'RurrddddlDuruuuLLLrrrdddldLdllUUddrrurRuuuulldRDrddlldlluR');
    const b = metricsOf(rows, 'RurrddddlDRuuuuullddRDuluurrdLLLrrddrddlLdllUUdR');
    expect([a.solved, b.solved]).toEqual([true, true]);
    expect([a.metrics.moves, a.metrics.pushes, b.metrics.moves, b.metrics.pushes]).toEqual([58, 12, 48, 12]);
    expect(isImprovement(a.metrics, b.metrics, 'pushes')).toBe(true);
    expect(isImprovement(b.metrics, a.metrics, 'moves')).toBe(false);
  });
});
