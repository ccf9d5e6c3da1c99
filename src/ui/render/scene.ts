import { Deadlocked, Goal, Uncounted, Wall } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { Game } from '../../core/game';
import { type Quadrant, wallQuadrants } from './autotile';
import type { Bounds } from './fit';

/**
 * What the static layer shows, read from the world: floor (the player's region), walls and goals,
 * per cell. Pure data, so the drawing rules are testable without a browser.
 */
export interface StaticScene {
  readonly width: number;
  readonly height: number;
  /** Floor cells: the player's region and walled-in rooms that hold something. */
  readonly inside: Uint8Array;
  readonly wall: Uint8Array;
  readonly goal: Uint8Array;
  readonly bounds: Bounds;
  /** Changes whenever a wall or goal appears, disappears or moves (mods can do that). */
  readonly signature: number;
}

export function readStatic(game: Pick<Game, 'world' | 'inside'>): StaticScene {
  const w = game.world;
  const wall = new Uint8Array(w.width * w.height);
  const goal = new Uint8Array(w.width * w.height);
  for (const e of w.query(Wall)) wall[w.y(e) * w.width + w.x(e)] = 1;
  for (const e of w.query(Goal)) goal[w.y(e) * w.width + w.x(e)] = 1;
  // Floor: the player's region, plus walled-in rooms holding something (the far side of a teleporter);
  // empty pockets inside thick walls stay background.
  const used = new Uint8Array(w.width * w.height);
  for (let i = 0; i < used.length; i++) {
    used[i] = game.inside[i] || w.grid.first(i) !== -1 ? 1 : 0;
  }
  const inside = keepUsed(w.width, w.height, enclosed(w.width, w.height, wall), used);
  return {
    width: w.width,
    height: w.height,
    inside,
    wall,
    goal,
    bounds: sceneBounds(w.width, w.height, inside, wall, goal),
    signature: staticSignature(w),
  };
}

/**
 * Cells walled in: not walls and not reachable from the grid's edge without crossing one. This is the
 * player's region plus rooms only a mod reaches (the far side of a teleporter), all drawn as floor.
 */
export function enclosed(width: number, height: number, wall: Uint8Array): Uint8Array {
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (x: number, y: number) => {
    const i = y * width + x;
    if (!wall[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    visit(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    visit(0, y);
    visit(width - 1, y);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    if (x > 0) visit(x - 1, y);
    if (x < width - 1) visit(x + 1, y);
    if (y > 0) visit(x, y - 1);
    if (y < height - 1) visit(x, y + 1);
  }
  const inside = new Uint8Array(width * height);
  for (let i = 0; i < inside.length; i++) inside[i] = wall[i] || outside[i] ? 0 : 1;
  return inside;
}

/** The 4-connected regions of `cells` that contain at least one `used` cell (a new mask). */
export function keepUsed(width: number, height: number, cells: Uint8Array, used: Uint8Array): Uint8Array {
  const out = new Uint8Array(cells.length);
  const seen = new Uint8Array(cells.length);
  const region: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue;
    region.length = 0;
    region.push(start);
    seen[start] = 1;
    let keep = false;
    for (let r = 0; r < region.length; r++) {
      const i = region[r];
      if (used[i]) keep = true;
      const x = i % width;
      const y = (i - x) / width;
      const next = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const n of next) {
        if (n >= 0 && cells[n] && !seen[n]) {
          seen[n] = 1;
          region.push(n);
        }
      }
    }
    if (keep) for (const i of region) out[i] = 1;
  }
  return out;
}

/** An order-independent fingerprint of every live wall and goal and its cell. */
export function staticSignature(w: GameWorld): number {
  let h = 0;
  for (const def of [Wall, Goal]) {
    const salt = def === Wall ? 0x9e3779b1 : 0x85ebca6b;
    for (const e of w.query(def)) {
      let k =
        Math.imul(e ^ salt, 0x27d4eb2d) ^
        Math.imul(w.x(e) + 1, 0x165667b1) ^
        Math.imul(w.y(e) + 1, 0xd3a2646c);
      k ^= k >>> 15;
      h = (h + Math.imul(k, 0x2c1b3c6d)) | 0;
    }
  }
  return h;
}

/** The smallest rectangle holding every floor, wall and goal cell (the whole grid if none). */
export function sceneBounds(
  width: number,
  height: number,
  inside: Uint8Array,
  wall: Uint8Array,
  goal: Uint8Array,
): Bounds {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (inside[i] || wall[i] || goal[i]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return { x0: 0, y0: 0, cols: Math.max(1, width), rows: Math.max(1, height) };
  return { x0, y0, cols: x1 - x0 + 1, rows: y1 - y0 + 1 };
}

const at = (s: StaticScene, layer: Uint8Array, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < s.width && y < s.height && layer[y * s.width + x] === 1;

export const isWall = (s: StaticScene, x: number, y: number): boolean => at(s, s.wall, x, y);

/** Open floor: inside the player's region and not a wall. */
export const isFloor = (s: StaticScene, x: number, y: number): boolean =>
  at(s, s.inside, x, y) && !at(s, s.wall, x, y);

/** Packed wall pieces for the wall at (x, y) (see `wallQuadrants`). */
export const wallPiecesAt = (s: StaticScene, x: number, y: number): number =>
  wallQuadrants((nx, ny) => isWall(s, nx, ny), x, y);

/**
 * Whether floor shows through a wall quadrant's transparent corner: when one of the three cells that
 * quadrant touches is open floor. Outside the level the background shows instead.
 */
export function floorUnderQuadrant(s: StaticScene, x: number, y: number, q: Quadrant): boolean {
  const dx = q & 1 ? 1 : -1;
  const dy = q & 2 ? 1 : -1;
  return isFloor(s, x + dx, y) || isFloor(s, x, y + dy) || isFloor(s, x + dx, y + dy);
}

/** Look bits of a dynamic entity: what its sprites show beyond their position. */
export const Look = { OnGoal: 1, Dead: 2, Gone: 4 } as const;

/** An entity's look in the current state of the world. */
export function lookOf(w: GameWorld, eid: number): number {
  if (w.isDestroyed(eid)) return Look.Gone;
  let look = 0;
  if (w.hasAt(w.x(eid), w.y(eid), Goal) && !w.has(eid, Uncounted)) look |= Look.OnGoal;
  if (w.has(eid, Deadlocked)) look |= Look.Dead;
  return look;
}
