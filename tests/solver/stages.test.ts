import { describe, expect, it } from 'vitest';
import { cellOf, parseBoard } from '../../src/solver/board';
import { computePushDistances, UNREACHABLE } from '../../src/solver/distances';
import { MATCHING_MAX_BOXES } from '../../src/solver/lower-bound';
import { pushesToLurd } from '../../src/solver/paths';
import { runSearch } from '../../src/solver/portfolio';
import { Reach } from '../../src/solver/reach';
import { replayLurd } from '../../src/solver/replay';
import { solve } from '../../src/solver/solver';
import { STAGE_ROUNDS, StagedSearch } from '../../src/solver/staged-search';
import { goalRooms, StagePlanner } from '../../src/solver/stages';
import { collection, positionAfter } from './helpers';

// Two quadrants of Sasquatch #5 (David W. Skinner; see levels/SOURCES.md), the other two
// emptied: two rooms of seven boxes and a box already home in the middle.
const twoRooms = [
  '  ###########',
  ' ##    #    ##',
  '### $ $#    ###',
  '# #$ $ #    # #',
  '# $  ..#      #',
  '#  $...#      #',
  '# $ .. *      #',
  '###### @ ######',
  '# $ ..        #',
  '#  $...#      #',
  '# $  ..#      #',
  '# #$ $ #    # #',
  '### $ $#    ###',
  ' ##    #    ##',
  '  ###########',
];

// The goal is the doorway between two rooms; the box is in the far room.
const doorway = ['#########', '#   #   #', '# @ . $ #', '#   #   #', '#########'];

describe('goal rooms', () => {
  it('splits the goals into 4-connected groups', () => {
    const rooms = goalRooms(parseBoard(twoRooms));
    expect(rooms.map((r) => r.length).sort((a, b) => a - b)).toEqual([1, 7, 7]);
  });

  it('plans a stage per room with the other boxes as walls and the way out kept open', () => {
    const board = parseBoard(twoRooms);
    const planner = new StagePlanner(board, board.boxes, board.player);
    const stages = planner.next();
    // Each room walled off, then each room with the other rooms' goals free.
    expect(stages).toHaveLength(6);
    expect(stages.slice(3).map(([room]) => room)).toEqual(stages.slice(0, 3).map(([room]) => room));
    // A free stage's backward search starts from its room filled, the other boxes where they are.
    for (const [room, stage] of stages.slice(3)) {
      const goals = Array.from(planner.rooms[room], (g) => board.goals[g]);
      const roots = Array.from(stage.roots ?? []);
      expect(roots).toHaveLength(board.boxes.length);
      for (const g of goals) expect(roots).toContain(g);
      const others = roots.filter((c) => !goals.includes(c));
      for (const c of others) expect(Array.from(board.boxes)).toContain(c);
    }
    // The room already done needs no work, so it comes first.
    const [room, first] = stages[0];
    expect(planner.rooms[room]).toHaveLength(1);
    expect(first.board.boxes).toHaveLength(1);
    expect(first.exit).toBe(board.player);
    const walled = [...board.boxes].filter((b) => first.board.wall[b] === 1);
    expect(walled).toHaveLength(board.boxes.length - 1);
    const [, other] = stages[1];
    expect(other.board.boxes).toHaveLength(7);
    expect(other.board.goals).toHaveLength(7);
  });
});

describe('free goals: the rooms not yet done take any box that can still reach them', () => {
  it('cost nothing where the real distance is finite, and leave dead squares dead', () => {
    const board = parseBoard(twoRooms);
    const real = computePushDistances(board);
    const freeGoal = Uint8Array.from(board.goals, (_, g) => g % 2);
    const free = computePushDistances({ ...board, freeGoal });
    for (let g = 0; g < board.goals.length; g++) {
      for (const c of board.floors) {
        const d = real.toGoal[g * board.size + c];
        const expected = freeGoal[g] === 1 && d !== UNREACHABLE ? 0 : d;
        expect(free.toGoal[g * board.size + c]).toBe(expected);
      }
    }
    expect(Array.from(free.dead)).toEqual(Array.from(real.dead));
    for (const c of board.floors) expect(free.nearest[c]).toBe(real.dead[c] === 1 ? UNREACHABLE : 0);
  });

  it('are offered only up to the boxes the matching bound takes', () => {
    // Beyond it the bound is a sum of nearest-goal distances, which free goals make 0.
    const board = parseBoard(collection('sasquatch-v')[47].rows);
    expect(board.boxes.length).toBeGreaterThan(MATCHING_MAX_BOXES);
    const planner = new StagePlanner(board, board.boxes, board.player);
    const stages = planner.next();
    expect(stages.length).toBe(planner.rooms.length);
    for (const [, stage] of stages) expect(stage.board.freeGoal).toBeUndefined();
  });

  it('solve each room of Microban #18, where every walled stage is shut', () => {
    // The boxes stand one above the other in a dead end; the upper one can only leave with
    // the lower one pushed back out of the player's way, so as a wall it shuts the other in.
    const level = collection('microban')[17];
    const board = parseBoard(level.rows);
    const planner = new StagePlanner(board, board.boxes, board.player);
    const stages = planner.next();
    expect(stages).toHaveLength(4);
    const whole = solve(board).pushes;
    stages.forEach(([room, stage], i) => {
      const out = runSearch(stage.board, stage.board.boxes, board.player, {
        mode: 'fast',
        timeLimitMs: 10_000,
        nodeLimit: 100_000,
        progressIntervalMs: 1e9,
        exit: stage.exit,
      });
      if (i < 2) {
        expect(stage.board.freeGoal).toBeUndefined();
        expect(out.reason).toBe('unsolvable');
        return;
      }
      expect(stage.board.freeGoal).toBeDefined();
      // Legal on the real level, filling that room's goal: one room's work, not the level's.
      const lurd = pushesToLurd(board, board.boxes, board.player, out.pushes ?? []);
      expect(replayLurd(level.rows, lurd).solved).toBe(false);
      expect(positionAfter(board, lurd).boxes).toContain(board.goals[planner.rooms[room][0]]);
      expect(out.pushes?.length).toBeLessThan(whole);
    });
  });
});

describe('solving room by room', () => {
  /** The plan alone on a Microban level, turn by turn until it solves it or gives up. */
  const runPlan = (index: number, stageTurns?: number) => {
    const level = collection('microban')[index];
    const board = parseBoard(level.rows);
    const tuning = { localFrom: Number.POSITIVE_INFINITY, order: 'bound', seed: 0, weight: 10 } as const;
    const plan = new StagedSearch(board, board.boxes, board.player, 200_000, tuning, stageTurns);
    let pushes = null;
    while (plan.live && pushes === null) pushes = plan.turn();
    const lurd = pushes === null ? null : pushesToLurd(board, board.boxes, board.player, pushes);
    return { plan, solved: lurd !== null && replayLurd(level.rows, lurd).solved };
  };

  it('takes a stage back when the rooms left cannot follow it, and tries the next', () => {
    // Microban #143: the first ways the plan finds to fill its rooms leave the rooms after
    // them undoable, so it has to take stages back before it finds an order that works.
    const { plan, solved } = runPlan(142);
    expect(plan.takenBack).toBeGreaterThan(0);
    // Taking a stage back and trying another order meets a stage the plan has run already:
    // its outcome is reused, not searched again.
    expect(plan.repeats).toBeGreaterThan(0);
    expect(solved).toBe(true);
  });

  it('passes over a stage whose end the deadlock detector proves dead, and searches on', () => {
    // Microban #3: the first ways found to fill a room leave the other room's boxes dead.
    const { plan, solved } = runPlan(2);
    expect(plan.rejected).toBeGreaterThan(0);
    expect(solved).toBe(true);
  });

  it('searches on after passing over an end, and its next solutions are still legal', () => {
    // Microban #148: the stage's forward search, asked again after a solution that met the
    // backward search, once added that meeting's tail to its next solution (boxes pushed
    // into each other), and the plan then looped for ever.
    const { plan, solved } = runPlan(147);
    expect(plan.rejected).toBeGreaterThan(0);
    expect(solved).toBe(true);
  });

  it('starts over with twice the turns per stage when stages were cut short', () => {
    // One turn per stage at first: too few for most stages, so rounds must follow.
    // Microban #134: solved in the second round, with two turns per stage.
    const second = runPlan(133, 1);
    expect(second.plan.round).toBe(2);
    expect(second.solved).toBe(true);
    // Microban #108: never done by the plan; the rounds end, and the plan with them.
    const dropped = runPlan(107, 1);
    expect(dropped.solved).toBe(false);
    expect(dropped.plan.live).toBe(false);
    expect(dropped.plan.round).toBe(STAGE_ROUNDS);
  });

  it('solves two independent rooms with a few thousand positions, not millions', () => {
    const board = parseBoard(twoRooms);
    // The whole-level search alone needs about 2.6 M stored positions here.
    const r = solve(board, { nodeLimit: 400_000, timeLimitMs: 60_000 });
    expect(r.solved).toBe(true);
    expect(r.nodes).toBeLessThan(200_000);
    expect(replayLurd(twoRooms, r.solution).solved).toBe(true);
  });
});

describe('exit: the cell the player must still reach at the end', () => {
  const board = parseBoard(doorway);
  const run = (exit?: number) =>
    runSearch(board, board.boxes, board.player, {
      mode: 'fast',
      timeLimitMs: 10_000,
      nodeLimit: 100_000,
      progressIntervalMs: 1e9,
      exit,
    });

  it('without one, the short solution shuts the player in the far room', () => {
    const out = run();
    expect(out.pushes).toHaveLength(2);
  });

  it('with one, the box is brought round so the player ends on the near side', () => {
    const out = run(board.player);
    expect(out.pushes).not.toBeNull();
    const pushes = out.pushes ?? [];
    expect(pushes).toHaveLength(6);
    const lurd = pushesToLurd(board, board.boxes, board.player, pushes);
    expect(replayLurd(doorway, lurd).solved).toBe(true);
    const end = positionAfter(board, lurd);
    const occupied = new Uint8Array(board.size);
    for (const b of end.boxes) occupied[b] = 1;
    const reach = new Reach(board);
    reach.fill(occupied, end.player);
    expect(reach.isReached(cellOf(board, 2, 2))).toBe(true);
  });

  it('an exit no solved position leaves open (here the goal itself) is unsolvable', () => {
    const out = run(cellOf(board, 4, 2));
    expect(out.pushes).toBeNull();
    expect(out.reason).toBe('unsolvable');
  });
});
