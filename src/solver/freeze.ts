import type { Board } from './board';

/**
 * Freeze detection as a greatest fixed point: start from a cluster of adjacent boxes and
 * repeatedly drop boxes that could still move along some axis while the remaining cluster
 * is treated as immovable. Whatever survives can never move (no member can make the first
 * move), which is sound even for cyclic blocking; a survivor off its goal is a deadlock.
 */
export class FreezeChecker {
  private readonly member: Uint32Array;
  private gen = 0;
  private readonly list: Int32Array;
  private readonly work: Int32Array;
  /** Frozen boxes found by the last call, `frozen[0..frozenCount)`. */
  readonly frozen: Int32Array;
  frozenCount = 0;

  constructor(
    private readonly board: Board,
    private readonly dead: Uint8Array,
  ) {
    this.member = new Uint32Array(board.size);
    this.list = new Int32Array(board.size);
    this.work = new Int32Array(board.size * 5);
    this.frozen = new Int32Array(board.size);
  }

  private nextGen(): number {
    if (++this.gen === 0xffffffff) {
      this.member.fill(0);
      this.gen = 1;
    }
    return this.gen;
  }

  private blockedOn(c: number, o: number, gen: number): boolean {
    const a = c - o;
    const b = c + o;
    const { wall } = this.board;
    if (wall[a] === 1 || wall[b] === 1 || this.member[a] === gen || this.member[b] === gen) return true;
    // Both ways lead onto dead squares: the box never moves along this axis in a solution.
    return this.dead[a] === 1 && this.dead[b] === 1;
  }

  /** Cheap necessary condition: could `c` be frozen if every neighbouring box were immovable? */
  mayBeFrozen(occupied: ArrayLike<number>, c: number): boolean {
    const { wall, offsets } = this.board;
    const w = offsets[3];
    const h =
      wall[c - 1] === 1 ||
      wall[c + 1] === 1 ||
      occupied[c - 1] !== 0 ||
      occupied[c + 1] !== 0 ||
      (this.dead[c - 1] === 1 && this.dead[c + 1] === 1);
    if (!h) return false;
    return (
      wall[c - w] === 1 ||
      wall[c + w] === 1 ||
      occupied[c - w] !== 0 ||
      occupied[c + w] !== 0 ||
      (this.dead[c - w] === 1 && this.dead[c + w] === 1)
    );
  }

  /**
   * Computes the frozen boxes of the cluster of boxes orthogonally connected to `seeds`
   * (at most `maxCluster` boxes; a smaller cluster only weakens, never falsifies, the
   * result). Returns how many frozen boxes stand off goal.
   */
  run(occupied: ArrayLike<number>, seeds: ArrayLike<number>, maxCluster = 64): number {
    const gen = this.nextGen();
    const { offsets, goal } = this.board;
    const member = this.member;
    const list = this.list;
    let n = 0;
    for (let i = 0; i < seeds.length && n < maxCluster; i++) {
      const s = seeds[i];
      if (occupied[s] !== 0 && member[s] !== gen) {
        member[s] = gen;
        list[n++] = s;
      }
    }
    for (let i = 0; i < n && n < maxCluster; i++) {
      const c = list[i];
      for (let d = 0; d < 4 && n < maxCluster; d++) {
        const m = c + offsets[d];
        if (occupied[m] !== 0 && member[m] !== gen) {
          member[m] = gen;
          list[n++] = m;
        }
      }
    }
    const oh = offsets[2];
    const ov = offsets[3];
    // Worklist: dropping a box can only free its four neighbours, so only they are re-checked.
    const work = this.work;
    let top = 0;
    for (let i = 0; i < n; i++) work[top++] = list[i];
    while (top > 0) {
      const c = work[--top];
      if (member[c] !== gen) continue;
      if (this.blockedOn(c, oh, gen) && this.blockedOn(c, ov, gen)) continue;
      member[c] = 0;
      for (let d = 0; d < 4; d++) {
        const m = c + offsets[d];
        if (member[m] === gen) work[top++] = m;
      }
    }
    let offGoal = 0;
    this.frozenCount = 0;
    for (let i = 0; i < n; i++) {
      const c = list[i];
      if (member[c] !== gen) continue;
      this.frozen[this.frozenCount++] = c;
      if (goal[c] === 0) offGoal++;
    }
    return offGoal;
  }
}
