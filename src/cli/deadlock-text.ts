import { byPlainness, deadlockClause } from '../analysis/deadlock-words';
import { cellPlace, type LevelSource } from '../core/level/types';
import type { XYFinding } from '../solver';

/** A deadlock in the game's words, placed at its first box's line and column in the level's file. */
export interface PlacedDeadlock {
  line: number;
  column: number;
  /** "the boxes at 2:4 and 2:5 are frozen against the wall". */
  text: string;
}

/**
 * The findings of one position in words a designer can check against the file, boxes named by the
 * line:column where their cells are written (as `validate` names every problem). Plainest first, as
 * the game chooses: a finding whose boxes a plainer one already named is left out. `rows` are the
 * classic rows the detector read (their walls tell a corner).
 */
export function placedDeadlocks(
  level: LevelSource,
  findings: readonly XYFinding[],
  rows: readonly string[],
): PlacedDeadlock[] {
  const named = new Set<string>();
  const out: PlacedDeadlock[] = [];
  for (const f of [...findings].sort(byPlainness)) {
    const boxes = [...f.boxes].sort(([ax, ay], [bx, by]) => ay - by || ax - bx);
    const places = boxes.map(([x, y]) => cellPlace(level, x, y));
    const keys = places.map(({ line, column }) => `${line}:${column}`);
    if (keys.every((k) => named.has(k))) continue;
    for (const k of keys) named.add(k);
    out.push({ ...places[0], text: describeDeadlock(f.class, boxes, keys, rows) });
  }
  return out;
}

/**
 * What the deadlock is, in the game's words about boxes named by line:column ("the box at 4:3 is
 * stuck in a corner"). A dead square the box cannot leave by a wall on each axis is a corner.
 */
function describeDeadlock(
  kind: string,
  boxes: readonly (readonly [number, number])[],
  keys: readonly string[],
  rows: readonly string[],
): string {
  const list = keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`;
  const who = keys.length === 1 ? `the box at ${list}` : `the boxes at ${list}`;
  const wall = (x: number, y: number) => rows[y]?.[x] === '#';
  const [x, y] = boxes[0];
  const corner =
    kind === 'dead-square' &&
    keys.length === 1 &&
    (wall(x - 1, y) || wall(x + 1, y)) &&
    (wall(x, y - 1) || wall(x, y + 1));
  return deadlockClause(corner ? 'corner' : kind, who, keys.length);
}
