import type { PositionData } from '../../../analysis/position';

/**
 * How many searches from one position ran out of time: the next question from there goes out
 * with that many as its seed, so it takes another path. Any other position starts again at 0.
 */
export class Retries {
  private key = '';
  private misses = 0;

  /** The seed for a question about `position`. */
  seedFor(position: PositionData): number {
    return positionKey(position) === this.key ? this.misses : 0;
  }

  /** A search from `position` ran out of time. */
  missed(position: PositionData): void {
    const key = positionKey(position);
    this.misses = key === this.key ? this.misses + 1 : 1;
    this.key = key;
  }
}

/** The same text for the same position, however its boxes are listed. */
export function positionKey(p: PositionData): string {
  // Sorted: the same boxes may come listed in another order.
  return `${p.rows.join('\n')}|${p.boxes.map(String).sort().join(';')}|${p.player}`;
}
