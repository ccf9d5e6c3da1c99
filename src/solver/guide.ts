import type { Board } from './board';
import { NodeStore } from './node-store';
import { NotASolutionError, type Push, pushesOf } from './paths';
import { Reach } from './reach';
import { levelTables } from './search';

/**
 * The positions along a known solution of the level (a par's, or the player's own best), as
 * a store a search can meet like its backward partner: every position on it is solvable,
 * with the rest of the solution as the proof. A hint or "solve from here" near that path
 * then only has to find the way back to it, which works on levels far too big to solve
 * from scratch within a hint's budget.
 */
export class Guide {
  readonly store: NodeStore;
  /** The solution's pushes as `box << 2 | dir`; after node `i`, pushes `i..` remain. */
  private readonly pushes: number[];

  private constructor(store: NodeStore, pushes: number[]) {
    this.store = store;
    this.pushes = pushes;
  }

  /**
   * Replays `lurd` from the board's start. Returns null unless it is a legal solution (a
   * path that does not end solved proves nothing about the positions on it).
   */
  static fromSolution(board: Board, lurd: string): Guide | null {
    const { offsets, goals } = board;
    const nb = goals.length;
    if (board.boxes.length !== nb) return null;
    let given: Push[];
    try {
      given = pushesOf(board, lurd.replace(/\s+/g, ''));
    } catch (e) {
      if (e instanceof NotASolutionError) return null;
      throw e;
    }
    if (given.length > 0xffff) return null;
    const occ = new Uint8Array(board.size);
    const boxes = Int32Array.from(board.boxes);
    const index = new Int32Array(board.size).fill(-1);
    boxes.forEach((b, i) => {
      occ[b] = 1;
      index[b] = i;
    });
    const { zobrist } = levelTables(board);
    const reach = new Reach(board);
    const store = new NodeStore(nb, board.size, offsets);
    const pushes: number[] = [];
    let lo = 0;
    let hi = 0;
    for (const b of boxes) {
      lo ^= zobrist.boxLo[b];
      hi ^= zobrist.boxHi[b];
    }
    let player = board.player;
    const record = () => {
      reach.fill(occ, player);
      const p = reach.min;
      const klo = lo ^ zobrist.playerLo[p];
      const khi = hi ^ zobrist.playerHi[p];
      // A solution may pass a position twice: the later visit has the shorter rest.
      const seen = store.find(klo, khi, p, occ);
      if (seen >= 0) store.g[seen] = pushes.length;
      else store.add(klo, khi, p, -1, 0, pushes.length, 0, boxes);
    };
    record();
    for (const { box, dir } of given) {
      const to = box + offsets[dir];
      const i = index[box];
      occ[box] = 0;
      occ[to] = 1;
      index[box] = -1;
      index[to] = i;
      boxes[i] = to;
      lo ^= zobrist.boxLo[box] ^ zobrist.boxLo[to];
      hi ^= zobrist.boxHi[box] ^ zobrist.boxHi[to];
      pushes.push((box << 2) | dir);
      player = box;
      record();
    }
    return new Guide(store, pushes);
  }

  /** The guide's node for a position, or -1 when the solution does not pass through it. */
  find(board: Board, boxes: ArrayLike<number>, player: number): number {
    const { zobrist } = levelTables(board);
    const occ = new Uint8Array(board.size);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < boxes.length; i++) {
      occ[boxes[i]] = 1;
      lo ^= zobrist.boxLo[boxes[i]];
      hi ^= zobrist.boxHi[boxes[i]];
    }
    const reach = new Reach(board);
    reach.fill(occ, player);
    const p = reach.min;
    return this.store.find(lo ^ zobrist.playerLo[p], hi ^ zobrist.playerHi[p], p, occ);
  }

  /** Pushes (`box << 2 | dir`) that finish the solution from the guide's node `id`. */
  pushesFrom(id: number): number[] {
    return this.pushes.slice(this.store.g[id]);
  }
}
