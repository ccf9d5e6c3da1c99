import { BackwardSearch } from './backward';
import type { Board } from './board';
import type { Guide } from './guide';
import type { Push } from './paths';
import { unpackPushes } from './paths';
import type { CellOrder } from './search';
import { levelTables, Search } from './search';

/** Expansions per turn of each search. */
export const SLICE = 256;

/** The forward searches' settings that runs may vary (see `SearchOptions`). */
export interface Tuning {
  readonly localFrom: number;
  readonly order: CellOrder;
  readonly seed: number;
  readonly weight: number;
}

/**
 * A forward search over feature cells and a backward search that look for each other: a
 * position one of them creates that the other has stored completes a solution.
 */
export class Pair {
  readonly forward: Search;
  readonly backward: BackwardSearch;
  forwardLive = true;
  backwardLive = true;

  constructor(
    private readonly board: Board,
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    private readonly limit: number,
    guide: Guide | null,
    exit: number,
    tuning: Tuning,
    roots?: Int32Array,
  ) {
    this.forward = new Search(board);
    this.forward.exit = exit;
    this.forward.localFrom = tuning.localFrom;
    this.forward.order = tuning.order;
    this.forward.seed = tuning.seed;
    this.forward.start(startBoxes, startPlayer, 'fast', tuning.weight, true);
    this.forward.guide = guide;
    this.backward = new BackwardSearch(
      board,
      levelTables(board).zobrist,
      Int32Array.from(startBoxes),
      startPlayer,
    );
    this.backward.start(tuning.weight, exit, tuning.seed, roots);
    this.forward.partner = this.backward;
  }

  get nodes(): number {
    return this.forward.nodes + this.backward.nodes;
  }

  get expanded(): number {
    return this.forward.expanded + this.backward.expanded;
  }

  get live(): boolean {
    return this.forwardLive || this.backwardLive;
  }

  /** One turn of each search: a solution, 'unsolvable', or null to go on. */
  turn(): Push[] | 'unsolvable' | null {
    const { forward, backward } = this;
    if (this.forwardLive) {
      const out = forward.step(SLICE, this.limit / 2);
      if (out !== null) {
        if (out.pushes !== null) return out.pushes;
        if (out.reason === 'unsolvable') return 'unsolvable';
        // Out of room; its store still serves the backward search as a target.
        this.forwardLive = false;
      }
    }
    if (this.backwardLive) {
      const r = backward.step(SLICE, this.limit / 2, forward.nodeStore);
      if (r.meet >= 0) {
        const moves = r.forwardId >= 0 ? forward.pushesTo(r.forwardId) : [];
        for (const m of backward.pushesFrom(r.meet)) moves.push(m);
        return unpackPushes(moves);
      }
      // With free goals (a stage, `stages.ts`) it starts from one end of the stage, not from
      // every end, so running dry proves nothing there.
      if (r.meet === -3 && this.board.freeGoal === undefined) return 'unsolvable';
      if (r.meet <= -2) this.backwardLive = false;
    }
    return null;
  }
}
