import type { Board } from './board';
import type { CorralDeadlocks } from './corral-deadlock';

/** Boxes within this many cells (along both axes) of the pushed box form its neighbourhood. */
const LOCAL_RADIUS = 2;
/** Neighbourhoods with more boxes than this are not searched: their searches rarely settle. */
const LOCAL_MAX_BOXES = 6;

/**
 * Local deadlocks: the boxes around the box pushed last, alone on the board, can no longer all
 * reach goals. As with corral deadlocks (whose search and cache this shares), any solution of
 * the real position with the other boxes' pushes left out stays legal, so the real position is
 * dead too. It catches what freeze, corral and matching checks miss: two or three boxes in a
 * dead end that only one of them can leave, a box that needs the player on a side its
 * neighbours close off. Sampling the positions a 300 k expansion search stored on three
 * unsolved Sasquatch levels, 70-85% could be proved dead by a 1 s search; removing boxes one
 * by one kept a third of those dead with 2 to 6 boxes.
 *
 * Each proof is shrunk (by `CorralDeadlocks.isDead`) to the boxes it needs and kept as a
 * pattern (`DeadPatterns`), which is matched first: a pattern also catches its boxes among more
 * neighbours than the search takes on, or with the player elsewhere in the same area.
 */
export class LocalDeadlocks {
  private readonly near: Int32Array;

  constructor(
    private readonly board: Board,
    private readonly corrals: CorralDeadlocks,
  ) {
    this.near = new Int32Array(board.goals.length);
  }

  /**
   * `boxes[0..nb)` the position's box cells (also marked in `occupied`), `pushed` the cell of
   * the box pushed last, `player` the canonical player cell.
   */
  isDead(
    occupied: ArrayLike<number>,
    boxes: ArrayLike<number>,
    nb: number,
    pushed: number,
    player: number,
  ): boolean {
    const k = this.gather(occupied, boxes, nb, pushed, player);
    if (k < 0) return true;
    // A lone box's own dead ends are the dead squares.
    if (k < 2 || k > LOCAL_MAX_BOXES) return false;
    return this.corrals.isDead(this.near.subarray(0, k).sort(), k, player);
  }

  /**
   * The deadlock detector's form of `isDead`, within a deadline: the box cells of the proof (a
   * learned pattern's, or the neighbourhood shrunk to the boxes it needs), null when there is
   * none, 'budget' when the deadline cut the search short.
   */
  proof(
    occupied: ArrayLike<number>,
    boxes: ArrayLike<number>,
    nb: number,
    pushed: number,
    player: number,
    deadline: number,
  ): number[] | null | 'budget' {
    const k = this.gather(occupied, boxes, nb, pushed, player);
    if (k < 0) return this.corrals.patterns.cellsOf(this.matched);
    if (k < 2 || k > LOCAL_MAX_BOXES) return null;
    return this.corrals.proof(this.near.subarray(0, k).sort(), k, player, deadline);
  }

  /** Pattern found by the last `gather` that returned -1. */
  private matched = -1;

  /**
   * Collects the neighbourhood of `pushed` into `near` and returns its size, or -1 when a
   * learned pattern with a box in it matches (its id in `matched`).
   */
  private gather(
    occupied: ArrayLike<number>,
    boxes: ArrayLike<number>,
    nb: number,
    pushed: number,
    player: number,
  ): number {
    const { width } = this.board;
    const { near } = this;
    const patterns = this.corrals.patterns;
    const px = pushed % width;
    const py = (pushed - px) / width;
    let k = 0;
    for (let i = 0; i < nb; i++) {
      const c = boxes[i];
      const x = c % width;
      const y = (c - x) / width;
      if (Math.abs(x - px) > LOCAL_RADIUS || Math.abs(y - py) > LOCAL_RADIUS) continue;
      const p = patterns.find(occupied, c, player);
      if (p >= 0) {
        this.matched = p;
        return -1;
      }
      near[k++] = c;
    }
    return k;
  }
}
