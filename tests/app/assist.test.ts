import { describe, expect, it } from 'vitest';
import { playbackStepMs } from '../../src/ui/app/assist/playback';
import { Retries } from '../../src/ui/app/assist/retries';
import {
  bestWords,
  CHECK_LIMITS,
  checksSolvability,
  deadEnd,
  deadlockWords,
  hintView,
  outOfTimeWords,
  parView,
  solvabilityView,
  solvingWords,
  tileFacts,
  winParText,
} from '../../src/ui/app/assist/words';
import { readParTable } from '../../src/ui/app/levels/pars';
import { figure } from '../../src/ui/app/plural';

describe('hintView', () => {
  it('shows the box, the cell it goes to, and counts the hint', () => {
    const v = hintView({ kind: 'hint', hint: { box: [5, 2], direction: 'r', remainingPushes: 4 } });
    expect(v.text).toBe('Hint: push this box right (4 pushes to go).');
    expect(v.cells).toEqual([
      { x: 5, y: 2 },
      { x: 6, y: 2 },
    ]);
    expect(v.push).toBe('5,2,r');
    expect(v.counts).toBe(true);
    const up = hintView({ kind: 'hint', hint: { box: [3, 3], direction: 'u', remainingPushes: 1 } });
    expect(up.cells?.[1]).toEqual({ x: 3, y: 2 });
    expect(up.text).toContain('(1 push to go)');
  });

  it('says "no solution" only for a proof, and "not found in time" for a budget cut', () => {
    const dead = hintView({ kind: 'hint', hint: null, reason: 'unsolvable' });
    expect(dead.text).toContain('No solution from here');
    expect(dead.dead).toEqual({ text: dead.text, boxes: [] });
    expect(dead.counts).toBe(false);
    for (const reason of ['timeout', 'node-limit']) {
      const v = hintView({ kind: 'hint', hint: null, reason });
      expect(v.text).toContain('No hint found in time');
      expect(v.text).toContain('Ask again');
      expect(v.dead).toBeUndefined();
      expect(v.cells).toBeUndefined();
    }
    expect(hintView({ kind: 'hint', hint: null }).text).toBe('Already solved!');
    expect(hintView({ kind: 'error', message: 'bad board' }).text).toBe('No hint: bad board');
  });

  it('says so when no solution of the level was known to steer the search by', () => {
    const steered = hintView({ kind: 'hint', hint: null, reason: 'timeout' });
    expect(steered.text).toBe('No hint found in time. Ask again and the solver tries another way.');
    const blind = hintView({ kind: 'hint', hint: null, reason: 'timeout' }, false);
    expect(blind.text).toBe(
      'No hint found in time. No solution of this level is known yet. Ask again and the solver tries another way.',
    );
    // Only a cut-short search says it: a hint, a proof and a solved level read the same either way.
    const hint = { kind: 'hint', hint: { box: [5, 2], direction: 'r', remainingPushes: 4 } } as const;
    expect(hintView(hint, false)).toEqual(hintView(hint));
    expect(hintView({ kind: 'hint', hint: null, reason: 'unsolvable' }, false).text).toContain(
      'No solution from here',
    );
    expect(outOfTimeWords('solution', false)).toBe(
      'No solution found in time. No solution of this level is known yet. Ask again and the solver tries another way.',
    );
  });
});

describe('Retries', () => {
  const rows = ['#####', '#@$.#', '#####'];
  const at = (boxes: [number, number][], player: [number, number] = [1, 1]) => ({ rows, boxes, player });

  it('counts the searches from one position that ran out of time, as the next seed', () => {
    const r = new Retries();
    const a = at([
      [2, 1],
      [3, 1],
    ]);
    expect(r.seedFor(a)).toBe(0);
    r.missed(a);
    r.missed(a);
    expect(r.seedFor(a)).toBe(2);
    // The same boxes listed in another order are the same position.
    expect(
      r.seedFor(
        at([
          [3, 1],
          [2, 1],
        ]),
      ),
    ).toBe(2);
  });

  it('starts again at 0 for any other position, and forgets the one before', () => {
    const r = new Retries();
    const a = at([[2, 1]]);
    const b = at([[2, 1]], [3, 1]);
    r.missed(a);
    expect(r.seedFor(b)).toBe(0);
    r.missed(b);
    expect(r.seedFor(b)).toBe(1);
    expect(r.seedFor(a)).toBe(0);
  });
});

describe('the background check', () => {
  const level = { analysable: true, boxes: 4, floor: 60 };
  it('runs on small levels the solver can follow', () => {
    expect(checksSolvability(level)).toBe(true);
    expect(checksSolvability({ ...level, boxes: CHECK_LIMITS.boxes, floor: CHECK_LIMITS.floor })).toBe(true);
  });
  it('stays off for mods, and for levels too big to answer in a moment', () => {
    expect(checksSolvability({ ...level, analysable: false })).toBe(false);
    expect(checksSolvability({ ...level, boxes: CHECK_LIMITS.boxes + 1 })).toBe(false);
    expect(checksSolvability({ ...level, floor: CHECK_LIMITS.floor + 1 })).toBe(false);
  });
  it('says each verdict in its own word, and unknown as unknown', () => {
    const all = ['checking', 'solvable', 'unknown', 'unsolvable'] as const;
    expect(all.map((v) => solvabilityView(v).value)).toEqual(['…', 'Yes', 'Unknown', 'No']);
    expect(solvabilityView('unknown').title).toBe(
      'The check ran out of time: this may or may not still be solvable. Press to look longer.',
    );
    expect(new Set(all.map((v) => solvabilityView(v).title)).size).toBe(4);
  });
});

describe('solvingWords', () => {
  it('counts the positions tried as the page writes counts: bare below 10,000, one position', () => {
    expect(solvingWords(1)).toBe('Working out a solution… 1 position tried');
    expect(solvingWords(9999)).toBe('Working out a solution… 9999 positions tried');
    expect(solvingWords(123_456)).toBe(`Working out a solution… ${figure(123_456)} positions tried`);
  });
});

describe('deadlockWords', () => {
  it('names each class in plain words, counting the boxes', () => {
    expect(deadlockWords([{ class: 'dead-square', boxes: [1] }])).toMatch(/^This box can never reach a goal/);
    expect(deadlockWords([{ class: 'corner', boxes: [1] }])).toMatch(/^This box is stuck in a corner/);
    expect(deadlockWords([{ class: 'freeze', boxes: [1, 2] }])).toMatch(
      /^These two boxes are frozen against the wall/,
    );
    expect(deadlockWords([{ class: 'freeze', boxes: [1, 2, 3] }])).toMatch(
      /^These boxes are frozen in place, not all on goals/,
    );
    expect(deadlockWords([{ class: 'bipartite', boxes: [1, 2] }])).toMatch(/not enough goals/);
    expect(deadlockWords([{ class: 'corral', boxes: [1] }])).toMatch(/^This box walls off an area it can/);
    expect(deadlockWords([{ class: 'pair', boxes: [1, 2] }])).toMatch(/two boxes can never both reach goals/);
    expect(deadlockWords([{ class: 'local', boxes: [1, 2] }])).toMatch(
      /two boxes can never both reach goals/,
    );
    expect(deadlockWords([{ class: 'local', boxes: [1, 2, 3] }])).toMatch(/in each other's way for good/);
  });
  it('prefers the finding a player can see, and always says it cannot be solved', () => {
    const words = deadlockWords([
      { class: 'corral', boxes: [1, 2] },
      { class: 'dead-square', boxes: [3] },
    ]);
    expect(words).toMatch(/^This box can never reach a goal/);
    for (const c of ['dead-square', 'freeze', 'pattern', 'pair', 'local', 'bipartite', 'corral', 'mystery'])
      expect(deadlockWords([{ class: c, boxes: [1] }])).toContain('can no longer be solved');
    expect(deadlockWords([])).toBe('A box is stuck: this can no longer be solved.');
  });
  it("words a mod's own class plainly, and prefers any engine class to it", () => {
    expect(deadlockWords([{ class: 'sunk', boxes: [1] }])).toBe(
      'This box is stuck: this can no longer be solved.',
    );
    expect(
      deadlockWords([
        { class: 'sunk', boxes: [1] },
        { class: 'corral', boxes: [2, 3] },
      ]),
    ).toMatch(/^These two boxes wall off an area/);
  });
});

describe('deadEnd', () => {
  it("tells and marks the strongest of the worker's findings: its words and only its boxes", () => {
    const dead = deadEnd([
      {
        class: 'corral',
        boxes: [
          [4, 2],
          [5, 2],
        ],
      },
      { class: 'freeze', boxes: [[1, 3]] },
    ]);
    expect(dead.text).toBe('This box is frozen off its goal: this can no longer be solved.');
    expect(dead.boxes).toEqual([{ x: 1, y: 3 }]);
  });

  it('says only "no solution" and marks nothing when no deadlock class explains the proof', () => {
    for (const none of [undefined, []]) {
      const dead = deadEnd(none);
      expect(dead.text).toBe('No solution from here — undo and try another way.');
      expect(dead.boxes).toEqual([]);
    }
  });

  it("is what a hint proven dead shows, with the worker's findings", () => {
    const findings = [
      {
        class: 'local',
        boxes: [
          [2, 2],
          [2, 4],
          [3, 4],
        ] as [number, number][],
      },
    ];
    const v = hintView({ kind: 'hint', hint: null, reason: 'unsolvable', findings });
    expect(v.dead).toEqual(deadEnd(findings));
    expect(v.text).toMatch(/in each other's way for good/);
    expect(v.cells).toBeUndefined();
  });
});

describe('pars', () => {
  it('reads pushes first with their units in the HUD, as the tiles and the win card write a par', () => {
    expect(parView({ moves: 33, pushes: 8, optimal: true })).toEqual({
      label: 'Par',
      value: '8 pushes, 33 moves',
      parts: ['8 pushes', '33 moves'],
      title: 'Par: 8 pushes, 33 moves (optimal)',
    });
    const known = parView({ moves: 120, pushes: 30, optimal: false });
    expect(known.label).toBe('Best known');
    expect(known.title).toBe('Best known solution: 30 pushes, 120 moves (not proven optimal)');
    expect(parView({ moves: 12 }).value).toBe('12 moves');
    expect(parView({ moves: 3, pushes: 1 }).parts).toEqual(['1 push', '3 moves']);
  });
  it("puts a tile's par and best in one unit, the par's, said once", () => {
    const bests = {
      bestMoves: { moves: 37, pushes: 14 },
      bestPushes: { moves: 43, pushes: 12 },
    };
    // The best beside a par in pushes is the best by pushes, not the 37-move one.
    expect(tileFacts({ moves: 43, pushes: 12, optimal: true }, bests)).toEqual({
      unit: 'pushes',
      par: 'par 12',
      best: 12,
      parWords: 'par: 12 pushes, 43 moves',
      bestCounts: ['12 pushes', '43 moves'],
      atPar: true,
    });
    const one = { bestMoves: { moves: 37, pushes: 14 } };
    expect(tileFacts({ moves: 43, pushes: 12 }, one)).toMatchObject({
      best: 14,
      bestCounts: ['14 pushes', '37 moves'],
      atPar: false,
    });
    expect(tileFacts({ moves: 141, pushes: 88, optimal: false }, undefined)).toEqual({
      unit: 'pushes',
      par: 'par ≤88',
      parWords: 'best known: 88 pushes, 141 moves',
      bestCounts: [],
      atPar: false,
    });
    // A par of moves only (a level's own "Par: 40"): the best in moves beside it.
    expect(tileFacts({ moves: 40, optimal: false }, bests)).toMatchObject({
      unit: 'moves',
      par: 'par ≤40',
      best: 37,
      bestCounts: ['37 moves', '14 pushes'],
      atPar: true,
    });
    expect(tileFacts(undefined, one)).toMatchObject({
      unit: 'pushes',
      par: '',
      parWords: '',
      best: 14,
      atPar: false,
    });
  });
  it("says the HUD's Best in words, both bests when they differ", () => {
    expect(bestWords(undefined)).toBe('none yet');
    const m = { moves: 37, pushes: 14 };
    expect(bestWords({ bestMoves: m, bestPushes: m })).toBe('37 moves, 14 pushes');
    expect(bestWords({ bestMoves: m, bestPushes: { moves: 43, pushes: 12 } })).toBe(
      'fewest moves: 37 moves, 14 pushes; fewest pushes: 43 moves, 12 pushes',
    );
  });
  it('compares a solve with the par on both counts on the win card', () => {
    const par = { moves: 43, pushes: 12, optimal: true };
    expect(winParText(par, { moves: 37, pushes: 14 }, false)).toBe(
      'Par: 12 pushes, 43 moves. You: 2 more pushes, 6 fewer moves',
    );
    expect(winParText(par, { moves: 43, pushes: 12 }, false)).toBe('Par matched: 12 pushes, 43 moves!');
    expect(winParText(par, { moves: 44, pushes: 12 }, false)).toBe(
      'Par: 12 pushes, 43 moves. You: same pushes, 1 more move',
    );
    // Fewer pushes wins whatever the moves, as the par is ranked.
    const known = { moves: 141, pushes: 88, optimal: false };
    expect(winParText(known, { moves: 150, pushes: 87 }, false)).toBe(
      'Best known beaten! Best known: 88 pushes, 141 moves. You: 1 fewer push, 9 more moves',
    );
    expect(winParText(known, { moves: 141, pushes: 88 }, false)).toBe(
      'Best known matched: 88 pushes, 141 moves!',
    );
    // A solve with help claims nothing.
    expect(winParText(par, { moves: 43, pushes: 12 }, true)).toBe('Par: 12 pushes, 43 moves');
    expect(winParText({ moves: 5 }, { moves: 4, pushes: 2 }, false)).toBe(
      'Par beaten! Par: 5 moves. You: 1 fewer move',
    );
  });
  it('keeps the optimal flag from the pars file', () => {
    const t = readParTable({ 'a.xsb': { 1: { moves: 5, pushes: 2, optimal: false }, 2: 7 } });
    expect(t['a.xsb']['1']).toEqual({ moves: 5, pushes: 2, optimal: false });
    expect(t['a.xsb']['2']).toEqual({ moves: 7, pushes: undefined });
  });
});

describe('the hint counter in saved progress', () => {
  it('is kept per level, survives a solve, and a bad count drops only its entry', async () => {
    const { readPart } = await import('../../src/ui/app/storage/schema');
    const { recordSolve } = await import('../../src/ui/app/progress');
    const text = JSON.stringify({
      v: 1,
      data: { 'tutorial/3': { solved: false, hints: 2 }, 'tutorial/4': { solved: false, hints: -1 } },
    });
    const r = readPart('progress', text);
    expect(r.value['tutorial/3']).toEqual({ solved: false, hints: 2 });
    expect(r.value['tutorial/4']).toBeUndefined();
    expect(r.damaged).toBe(true);
    const solved = recordSolve(r.value['tutorial/3'], { moves: 3, pushes: 1, lurd: 'rrR' });
    expect(solved.progress.hints).toBe(2);
    expect(solved.progress.solved).toBe(true);
  });
});

describe('playing a solution back', () => {
  it("keeps the slide's pace for short solutions and quickens long ones to about 8 s, never past 35 ms", () => {
    expect(playbackStepMs(110, 20)).toBe(110);
    expect(playbackStepMs(110, 169)).toBe(47);
    expect(playbackStepMs(110, 169) * 169).toBeLessThanOrEqual(8000);
    expect(playbackStepMs(110, 2000)).toBe(35);
    expect(playbackStepMs(0, 50)).toBe(0);
  });
});
