import { hasComponent } from 'bitecs';
import { Pushable, Solid } from '../classic/components';
import { mayEnter } from '../classic/movement-rules';
import type { GameWorld } from '../ecs/world';
import { DIRECTIONS, type Direction } from '../pipeline/turn';

/** Cell steps in LURD order (left, up, right, down), as index deltas for a grid of `width`. */
export const STEP_LETTERS = ['l', 'u', 'r', 'd'] as const;

/**
 * A snapshot of what blocks movement, taken once per search so the search loops read typed arrays
 * instead of walking the grid index. `blocked` = a Solid or Pushable stands there; `boxAt` = the
 * Pushable's id (or -1). Plugins' enter rules are consulted through `allows` (none in classic levels).
 */
export class Occupancy {
  readonly width: number;
  readonly height: number;
  readonly blocked: Uint8Array;
  readonly boxAt: Int32Array;
  /** Neighbour table: `nbr[cell * 4 + d]` is the cell one step in direction d, or -1 off the board. */
  readonly nbr: Int32Array;
  private readonly world: GameWorld;
  private readonly hasRules: boolean;

  constructor(world: GameWorld) {
    this.world = world;
    this.width = world.width;
    this.height = world.height;
    const n = this.width * this.height;
    this.blocked = new Uint8Array(n);
    this.boxAt = new Int32Array(n).fill(-1);
    const solid = world.store(Solid);
    const pushable = world.store(Pushable);
    for (let c = 0; c < n; c++) {
      for (let e = world.grid.first(c); e !== -1; e = world.grid.next(e)) {
        const isBox = hasComponent(world.ecs, e, pushable);
        if (isBox) this.boxAt[c] = e;
        if (isBox || hasComponent(world.ecs, e, solid)) this.blocked[c] = 1;
      }
    }
    this.hasRules = world.enterRules.length > 0;
    this.nbr = new Int32Array(n * 4);
    for (let c = 0; c < n; c++) {
      const x = c % this.width;
      this.nbr[c * 4] = x === 0 ? -1 : c - 1;
      this.nbr[c * 4 + 1] = c < this.width ? -1 : c - this.width;
      this.nbr[c * 4 + 2] = x === this.width - 1 ? -1 : c + 1;
      this.nbr[c * 4 + 3] = c + this.width >= n ? -1 : c + this.width;
    }
  }

  /** The neighbour of `cell` in direction `d` (0..3 = l, u, r, d), or -1 off the board. */
  step(cell: number, d: number): number {
    return this.nbr[cell * 4 + d];
  }

  /** May `eid` enter `cell` moving in direction `d` under the plugins' rules? */
  allows(eid: number, cell: number, d: number): boolean {
    if (!this.hasRules) return true;
    const x = cell % this.width;
    return mayEnter(this.world, eid, x, (cell - x) / this.width, DIRECTIONS[d] as Direction);
  }
}
