import { describe, expect, it } from 'vitest';
import { cellOf, parseBoard } from '../../src/solver/board';
import { pushesToLurd } from '../../src/solver/paths';
import { runSearch } from '../../src/solver/portfolio';
import { Reach } from '../../src/solver/reach';
import { replayLurd } from '../../src/solver/replay';
import { solve } from '../../src/solver/solver';
import { goalRooms, StagePlanner } from '../../src/solver/stages';
import { positionAfter } from './helpers';

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
    expect(stages).toHaveLength(3);
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

describe('solving room by room', () => {
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
