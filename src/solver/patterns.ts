import type { Board } from './board';
import type { Reach } from './reach';

/**
 * Local box/wall patterns that are deadlocks whatever the rest of the level looks like.
 *
 * - 2x2 block: four cells of walls and boxes, one box off goal. None of them can move.
 * - Closed area (closed diagonals in general), see `closedArea`.
 * - Closed pocket (the smallest closed diagonal): an empty cell whose four neighbours are
 *   walls or boxes, where each neighbouring box has a wall on one side of the axis across
 *   the pocket. Such a box can never move sideways (a push along that axis needs the
 *   player or the box to enter the wall) and never away from the pocket (the player
 *   cannot enter the pocket). It may only drop into the pocket, where it is frozen for
 *   good. So at most one neighbouring box ever moves, and only onto the pocket cell.
 */
export class PatternChecker {
  /** Per cell, for `closedArea`: `areaGen` in the area, `areaGen + 1` a box around it. */
  private readonly areaMark: Uint32Array;
  private areaGen = 0;

  constructor(private readonly board: Board) {
    this.areaMark = new Uint32Array(board.size);
  }

  private solid(occupied: ArrayLike<number>, c: number): boolean {
    return this.board.wall[c] === 1 || occupied[c] !== 0;
  }

  /** Off-goal boxes of a 2x2 block with top-left `c`, or null. */
  block(occupied: ArrayLike<number>, c: number): number[] | null {
    const w = this.board.width;
    const cells = [c, c + 1, c + w, c + w + 1];
    let offGoal = false;
    for (const x of cells) {
      if (!this.solid(occupied, x)) return null;
      if (occupied[x] !== 0 && this.board.goal[x] === 0) offGoal = true;
    }
    return offGoal ? cells.filter((x) => occupied[x] !== 0) : null;
  }

  /** Boxes of a deadlocked closed pocket centred on empty cell `c`, or null. */
  pocket(occupied: ArrayLike<number>, c: number, player: number): number[] | null {
    const { wall, goal, offsets } = this.board;
    if (wall[c] === 1 || occupied[c] !== 0 || c === player) return null;
    const boxes: number[] = [];
    let offGoal = 0;
    for (let d = 0; d < 4; d++) {
      const n = c + offsets[d];
      if (wall[n] === 1) continue;
      if (occupied[n] === 0) return null;
      const side = offsets[(d + 1) & 3];
      if (wall[n + side] !== 1 && wall[n - side] !== 1) return null;
      boxes.push(n);
      if (goal[n] === 0) offGoal++;
    }
    if (boxes.length === 0) return null;
    // If the pocket is a goal, one off-goal box may still end up on it.
    return offGoal > (goal[c] === 1 ? 1 : 0) ? boxes : null;
  }

  /**
   * Closed diagonal, in general: an area `E` the player cannot reach, shut in only by walls
   * and boxes `B`, where no box of `B` could make a first move while all of `B` stands (the
   * player can stand neither on `B` nor in `E`; a box of `B` is no target cell either).
   * Then `B` never moves and nothing ever enters `E`: dead if a box of `B` is off goal or
   * `E` holds a goal. Other boxes count as movable, so the pattern never leans on them.
   * Starts from the empty cell `c`; gives up on areas above `maxCells` cells.
   */
  closedArea(occupied: ArrayLike<number>, c: number, reach: Reach, maxCells = 48): number[] | null {
    const { wall, goal, offsets } = this.board;
    if (wall[c] === 1 || occupied[c] !== 0 || reach.isReached(c)) return null;
    const mark = this.areaMark;
    if ((this.areaGen += 2) >= 0xfffffff0) {
      mark.fill(0);
      this.areaGen = 2;
    }
    const gen = this.areaGen;
    const area = [c];
    const boxes: number[] = [];
    mark[c] = gen;
    let goalInside = goal[c] === 1;
    for (let i = 0; i < area.length; i++) {
      for (let d = 0; d < 4; d++) {
        const n = area[i] + offsets[d];
        if (wall[n] === 1 || mark[n] === gen || mark[n] === gen + 1) continue;
        if (occupied[n] !== 0) {
          mark[n] = gen + 1;
          boxes.push(n);
        } else {
          if (area.length >= maxCells) return null;
          mark[n] = gen;
          area.push(n);
          if (goal[n] === 1) goalInside = true;
        }
      }
    }
    const standable = (x: number): boolean => wall[x] === 0 && mark[x] !== gen && mark[x] !== gen + 1;
    const target = (x: number): boolean => wall[x] === 0 && mark[x] !== gen + 1;
    let offGoal = false;
    for (const b of boxes) {
      for (let d = 0; d < 2; d++) {
        const o = offsets[d];
        if ((standable(b - o) && target(b + o)) || (standable(b + o) && target(b - o))) return null;
      }
      if (goal[b] === 0) offGoal = true;
    }
    return offGoal || goalInside ? boxes.sort((a, b) => a - b) : null;
  }

  /**
   * Finds patterns; with `around` set only those involving that box cell (a push can
   * only create patterns that contain the pushed box). Findings are box lists.
   */
  find(
    occupied: ArrayLike<number>,
    boxes: ArrayLike<number>,
    player: number,
    around?: number,
    reach?: Reach,
  ): number[][] {
    const { width, offsets } = this.board;
    const found: number[][] = [];
    const seen = new Set<string>();
    const note = (r: number[] | null): void => {
      if (!r) return;
      const key = r.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        found.push(r);
      }
    };
    const centres = around === undefined ? Array.from(boxes) : [around];
    for (const b of centres) {
      note(this.block(occupied, b));
      note(this.block(occupied, b - 1));
      note(this.block(occupied, b - width));
      note(this.block(occupied, b - width - 1));
      for (let d = 0; d < 4; d++) {
        note(this.pocket(occupied, b + offsets[d], player));
        if (reach !== undefined) note(this.closedArea(occupied, b + offsets[d], reach));
      }
    }
    return found;
  }
}
