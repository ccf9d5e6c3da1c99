import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Pushable } from '../../src/core/classic/components';
import { type Cell, PathFinder } from '../../src/core/paths';
import { randomLevel } from '../arbitraries';
import { game } from '../helpers';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/**
 * Independent reference: Dijkstra over (box cell, player cell) on the raw rows, cost pushes first then
 * moves, moving one box and treating every other box as a wall. Returns best [pushes, moves] per cell.
 */
function reference(rows: string[], box: Cell): Map<string, [number, number]> {
  const h = rows.length;
  const w = Math.max(...rows.map((r) => r.length));
  const at = (x: number, y: number) => (y >= 0 && y < h ? (rows[y][x] ?? ' ') : '#');
  let px = 0;
  let py = 0;
  rows.forEach((r, y) => {
    [...r].forEach((c, x) => {
      if (c === '@' || c === '+') [px, py] = [x, y];
    });
  });
  const wall = (x: number, y: number) =>
    x < 0 ||
    y < 0 ||
    x >= w ||
    y >= h ||
    at(x, y) === '#' ||
    ((at(x, y) === '$' || at(x, y) === '*') && !(x === box.x && y === box.y));
  const best = new Map<string, number>();
  const out = new Map<string, [number, number]>();
  const queue: [number, number, number, number, number, number][] = [[0, 0, box.x, box.y, px, py]];
  best.set(`${box.x},${box.y},${px},${py}`, 0);
  while (queue.length) {
    queue.sort((a, b) => a[0] * 1e6 + a[1] - (b[0] * 1e6 + b[1]));
    const [p, m, bx, by, x, y] = queue.shift()!;
    if (best.get(`${bx},${by},${x},${y}`)! < p * 1e6 + m) continue;
    const key = `${bx},${by}`;
    const prev = out.get(key);
    if (!(bx === box.x && by === box.y) && (!prev || prev[0] * 1e6 + prev[1] > p * 1e6 + m))
      out.set(key, [p, m]);
    for (const [dx, dy] of [
      [-1, 0],
      [0, -1],
      [1, 0],
      [0, 1],
    ]) {
      const nx = x + dx;
      const ny = y + dy;
      if (wall(nx, ny)) continue;
      let state: [number, number, number, number, number, number];
      if (nx === bx && ny === by) {
        if (wall(bx + dx, by + dy)) continue;
        state = [p + 1, m + 1, bx + dx, by + dy, nx, ny];
      } else state = [p, m + 1, bx, by, nx, ny];
      const k = `${state[2]},${state[3]},${state[4]},${state[5]}`;
      const c = state[0] * 1e6 + state[1];
      if ((best.get(k) ?? Number.POSITIVE_INFINITY) <= c) continue;
      best.set(k, c);
      queue.push(state);
    }
  }
  return out;
}

describe('PathFinder', () => {
  it('walks the shortest way around obstacles and refuses unreachable cells', () => {
    const g = game('#######\n#@ #  #\n#  # .#\n#    $#\n#######');
    const f = new PathFinder(g);
    const walk = f.walkTo({ x: 4, y: 1 })!;
    expect(walk).toHaveLength(7);
    expect(g.play(walk)).toEqual({ ok: true, moves: 7 });
    expect(g.player).toEqual({ x: 4, y: 1 });
    expect(f.walkTo({ x: 1, y: 1 })).toBe('');
    expect(f.walkTo({ x: 5, y: 3 })).toBeNull();
    expect(f.walkTo({ x: 3, y: 1 })).toBeNull();
    expect(f.walkTo({ x: 40, y: 1 })).toBeNull();
  });

  it('walk paths are shortest and land on the clicked cell when played', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (seed, pick) => {
        const g = game(randomLevel(seed));
        const f = new PathFinder(g);
        const reach = f.reachable()!;
        const cells = [...reach.keys()].filter((c) => reach[c]);
        const c = cells[pick % cells.length];
        const target = { x: c % g.width, y: Math.floor(c / g.width) };
        const path = f.walkTo(target)!;
        expect(path).toMatch(/^[lurd]*$/);
        expect(g.play(path)).toEqual({ ok: true, moves: path.length });
        expect(g.player).toEqual(target);
        expect(g.pushes).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('box targets and transports match an exhaustive search, push-optimal then move-optimal', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (seed, pick) => {
        const board = randomLevel(seed, 7, 3);
        const g = game(board);
        const boxes = g.world.query(Pushable);
        const box = boxes[pick % boxes.length];
        const from = { x: g.world.x(box), y: g.world.y(box) };
        const f = new PathFinder(g);
        const expected = reference(board.split('\n'), from);
        const targets = f.boxTargets(from);
        expect(new Set(targets.map((t) => `${t.x},${t.y}`))).toEqual(new Set(expected.keys()));
        for (const t of targets) {
          const lurd = f.boxPath(from, t)!;
          const replay = game(board);
          expect(replay.play(lurd)).toMatchObject({ ok: true });
          expect([replay.world.x(box), replay.world.y(box)]).toEqual([t.x, t.y]);
          expect([replay.pushes, replay.moves]).toEqual(expected.get(`${t.x},${t.y}`));
        }
      }),
      { numRuns: 120 },
    );
  });

  it('prefers fewer moves when asked', () => {
    // Two routes to push the box right twice: the pushes are equal, the walks differ.
    const g = game('#######\n#     #\n# @$ .#\n#     #\n#######');
    const f = new PathFinder(g);
    expect(f.boxPath({ x: 3, y: 2 }, { x: 5, y: 2 }, 'moves')).toBe('RR');
    // Pushing left twice needs the player on the right: around the box (4 moves) then two pushes.
    expect(f.boxPath({ x: 3, y: 2 }, { x: 1, y: 2 })).toMatch(/^(urrd|drru)LL$/);
    expect(f.boxPath({ x: 3, y: 2 }, { x: 3, y: 2 })).toBe('');
    expect(f.boxPath({ x: 2, y: 2 }, { x: 3, y: 2 })).toBeNull();
  });
});
