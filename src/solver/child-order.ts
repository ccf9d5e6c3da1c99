/**
 * The order in which an expansion tries its boxes and directions. Unseeded, it is fixed: from
 * the box after the one moved last, round to that box, which goes last (inertia: among
 * equally good children the LIFO queues pop the newest first, so the search keeps moving the
 * same box), and each box's directions l, u, r, d.
 *
 * Seeded, each expansion starts at a random box among the others (the one moved last still
 * last) and a random direction. Equal priorities are common, so the queues then pop
 * other children first and the search takes another path. Which levels a search solves
 * depends a lot on the path its first expansions pick; runs with several seeds
 * (`SolveOptions.seed`) solve levels that one run with more time does not (docs/SOLVER.md).
 */
export class ChildOrder {
  private state: number;
  private first = 0;
  private span = 0;
  private rotation = 0;
  /** The direction tried first (then the next ones, mod 4). */
  direction = 0;

  /** `seed` 0: the fixed order. `stream` tells apart searches sharing a seed. */
  constructor(seed: number, stream = 0) {
    // An odd multiplier keeps a non-zero seed non-zero (xorshift's state must never be 0).
    this.state = seed === 0 ? 0 : Math.imul(seed ^ stream, 0x9e3779b1) >>> 0 || 1;
  }

  /** Starts an expansion of `count` boxes whose box `moved` was moved last (-1: none). */
  begin(count: number, moved: number): void {
    this.first = moved + 1;
    this.span = moved < 0 ? count : count - 1;
    if (this.state === 0 || this.span === 0) return;
    this.rotation = this.next() % this.span;
    this.direction = this.next() & 3;
  }

  /** The index of the `k`-th box to try (`k` from 0 to count - 1). */
  box(k: number, count: number): number {
    if (k >= this.span) return this.first - 1;
    const j = this.first + ((this.rotation + k) % this.span);
    return j < count ? j : j - count;
  }

  private next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }
}
