/**
 * Integer-priority queue with O(1) push/pop: one growable stack per priority. Popping
 * the most recently pushed node of the best bucket gives depth-first tie-breaking,
 * which reaches goals sooner among equally promising nodes.
 */
const EMPTY = new Int32Array(0);

export class BucketQueue {
  private buckets: Int32Array[] = [];
  private sizes: number[] = [];
  private min = Number.POSITIVE_INFINITY;
  size = 0;

  push(id: number, priority: number): void {
    while (this.buckets.length <= priority) {
      this.buckets.push(EMPTY);
      this.sizes.push(0);
    }
    let bucket = this.buckets[priority];
    const n = this.sizes[priority];
    if (n === bucket.length) {
      const grown = new Int32Array(Math.max(16, n * 2));
      grown.set(bucket);
      this.buckets[priority] = bucket = grown;
    }
    bucket[n] = id;
    this.sizes[priority] = n + 1;
    if (priority < this.min) this.min = priority;
    this.size++;
  }

  /** Priority of the next pop; Infinity when empty. */
  peekPriority(): number {
    if (this.size === 0) return Number.POSITIVE_INFINITY;
    while (this.sizes[this.min] === 0) this.min++;
    return this.min;
  }

  /** Returns -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    while (this.sizes[this.min] === 0) this.min++;
    const n = --this.sizes[this.min];
    this.size--;
    return this.buckets[this.min][n];
  }
}
