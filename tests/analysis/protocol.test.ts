import { describe, expect, it } from 'vitest';
import { positionOf } from '../../src/analysis/position';
import { type AnalysisResponse, handleRequest } from '../../src/analysis/protocol';
import { Game } from '../../src/core/game';
import { collection } from '../solver/helpers';

const run = (req: Parameters<typeof handleRequest>[0]) => {
  const out: AnalysisResponse[] = [];
  handleRequest(req, (r) => out.push(r));
  return out;
};

/** The last word on a request, progress reports aside. */
const final = (req: Parameters<typeof handleRequest>[0]) => run(req).filter((r) => r.kind !== 'progress')[0];

const level = '#######\n#@ $ .#\n#  $ .#\n#######';

describe('the analysis protocol', () => {
  it('solves from the current position, and the solution plays to a win', () => {
    const g = Game.fromText(level);
    g.play('d');
    const answer = final({
      id: 1,
      kind: 'solve',
      position: positionOf(g)!,
      mode: 'optimal',
      timeLimitMs: 2000,
    });
    expect(answer).toMatchObject({ id: 1, kind: 'solved', solved: true, pushes: 4 });
    if (answer.kind !== 'solved') throw new Error('unreachable');
    expect(g.play(answer.solution)).toMatchObject({ ok: true });
    expect(g.solved).toBe(true);
  });

  it('follows a known solution: the hint is its next push, whichever box it starts with', () => {
    const lowerFirst = 'drRRlluRR';
    const upperFirst = 'rRRlldRR';
    for (const [known, box] of [
      [lowerFirst, [3, 2]],
      [upperFirst, [3, 1]],
    ] as const) {
      const g = Game.fromText(level);
      expect(g.play(known)).toMatchObject({ ok: true });
      expect(g.solved).toBe(true);
      g.restart();
      const [answer] = run({ id: 4, kind: 'hint', position: positionOf(g)!, timeLimitMs: 2000, known });
      expect(answer).toMatchObject({ kind: 'hint', hint: { box, direction: 'r', remainingPushes: 4 } });
    }
  });

  it('takes a seed: another path to a solution that still plays to a win (Microban #89)', () => {
    const rows = collection('microban')[88].rows;
    const solutions = [undefined, 1].map((seed) => {
      const g = Game.fromText(rows.join('\n'));
      const [answer] = run({
        id: 5,
        kind: 'solve',
        position: positionOf(g)!,
        mode: 'fast',
        timeLimitMs: 5000,
        seed,
      }).filter((r) => r.kind !== 'progress');
      if (answer.kind !== 'solved' || !answer.solved) throw new Error('not solved');
      expect(g.play(answer.solution)).toMatchObject({ ok: true });
      expect(g.solved).toBe(true);
      return answer.solution;
    });
    expect(solutions[1]).not.toBe(solutions[0]);
  });

  it('shortens a fast solution from the current position with the optimizer when asked (Microban #36)', () => {
    const rows = collection('microban')[35].rows.join('\n');
    const answer = (optimizeMs?: number) => {
      const g = Game.fromText(rows);
      expect(g.play('r').ok).toBe(true); // any position, not only the start
      const [a] = run({
        id: 8,
        kind: 'solve',
        position: positionOf(g)!,
        mode: 'fast',
        timeLimitMs: 5000,
        optimizeMs,
      }).filter((r) => r.kind !== 'progress');
      if (a.kind !== 'solved' || !a.solved) throw new Error('not solved');
      expect(g.play(a.solution)).toMatchObject({ ok: true });
      expect(g.solved).toBe(true);
      expect(g.pushes).toBe(a.pushes);
      return a.pushes;
    };
    const plain = answer();
    const shortened = answer(3000);
    expect(shortened).toBeLessThan(plain);
    expect(shortened).toBeGreaterThanOrEqual(59); // the proven par
  });

  it('gives the next push as a hint with the walk to it', () => {
    const g = Game.fromText(level);
    const [answer] = run({ id: 2, kind: 'hint', position: positionOf(g)!, timeLimitMs: 2000 });
    expect(answer).toMatchObject({ id: 2, kind: 'hint', hint: { direction: 'r', remainingPushes: 4 } });
    if (answer.kind !== 'hint' || !answer.hint) throw new Error('no hint');
    const before = g.pushes;
    g.play(answer.hint.lurd);
    expect(g.pushes).toBe(before + 1);
  });

  it('says solvable for a live position, and a solved position has no hint', () => {
    const g = Game.fromText('######\n#@$ .#\n#    #\n######');
    expect(run({ id: 3, kind: 'solvable', position: positionOf(g)!, timeLimitMs: 1000 })).toEqual([
      { id: 3, kind: 'solvable', verdict: 'solvable' },
    ]);
    const solved = Game.fromText('#####\n#@$.#\n#####');
    solved.move('r');
    expect(run({ id: 4, kind: 'hint', position: positionOf(solved)!, timeLimitMs: 500 })).toEqual([
      { id: 4, kind: 'hint', hint: null },
    ]);
  });

  it('reports a proven dead position as unsolvable', () => {
    // The box is pushed past its goal into the corner.
    const stuck = Game.fromText('#######\n#@$ . #\n#     #\n#######');
    expect(stuck.play('RRR').ok).toBe(true);
    const [answer] = run({ id: 6, kind: 'solvable', position: positionOf(stuck)!, timeLimitMs: 1000 });
    expect(answer).toMatchObject({ id: 6, kind: 'solvable', verdict: 'unsolvable' });
    if (answer.kind !== 'solvable') throw new Error('unreachable');
    // Every cheap class sees the cornered box; the words pick the plainest, the dead square.
    expect(answer.findings).toContainEqual({ class: 'dead-square', boxes: [[5, 1]] });
  });

  it("names the deadlock behind an unsolvable verdict, even one the turn's 2 ms could not prove", () => {
    // Pushed left, the box can only go down onto the box below it, which can only go left into a
    // pocket the player never reaches: only the local search proves it.
    const g = Game.fromText('#######\n##   ##\n## $@##\n#     #\n# **. #\n#######');
    expect(g.play('L').ok).toBe(true);
    const [answer] = run({ id: 8, kind: 'solvable', position: positionOf(g)!, timeLimitMs: 1000 });
    expect(answer).toMatchObject({ kind: 'solvable', verdict: 'unsolvable' });
    if (answer.kind !== 'solvable') throw new Error('unreachable');
    expect(answer.findings?.map((f) => f.class)).toEqual(['local']);
    // Its boxes, as [x, y]: the pushed box and the two on goals below it, which it locks in.
    expect(answer.findings?.[0].boxes.sort()).toEqual([
      [2, 2],
      [2, 4],
      [3, 4],
    ]);
  });

  it('names the deadlock behind a hint or a solve that finds no solution, as behind a verdict', () => {
    const g = Game.fromText('#######\n##   ##\n## $@##\n#     #\n# **. #\n#######');
    expect(g.play('L').ok).toBe(true);
    const position = positionOf(g)!;
    const [hint] = run({ id: 10, kind: 'hint', position, timeLimitMs: 1000 });
    const solve = final({ id: 11, kind: 'solve', position, mode: 'fast', timeLimitMs: 1000 });
    const local = { class: 'local', boxes: expect.arrayContaining([[2, 2]]) };
    expect(hint).toMatchObject({ kind: 'hint', hint: null, reason: 'unsolvable', findings: [local] });
    expect(solve).toMatchObject({ kind: 'solved', solved: false, reason: 'unsolvable', findings: [local] });
    // A solve that succeeds names nothing.
    const live = positionOf(Game.fromText(level))!;
    const solved = final({ id: 12, kind: 'solve', position: live, mode: 'fast', timeLimitMs: 1000 });
    expect(solved).toMatchObject({ kind: 'solved', solved: true });
    expect(solved).not.toHaveProperty('findings');
  });

  it('names no deadlock for a live position', () => {
    const live = Game.fromText('######\n#@$ .#\n#    #\n######');
    expect(
      run({ id: 9, kind: 'solvable', position: positionOf(live)!, timeLimitMs: 1000 })[0],
    ).not.toHaveProperty('findings');
  });

  it('answers malformed boards with an error, never a throw', () => {
    expect(
      run({ id: 7, kind: 'solvable', position: { rows: [], boxes: [], player: [0, 0] }, timeLimitMs: 100 }),
    ).toEqual([{ id: 7, kind: 'error', message: expect.any(String) }]);
  });
});
