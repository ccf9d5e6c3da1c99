import type { Best, LevelProgress, SavedGame } from './schema';
import { MAX_MARKS } from './schema';

/** Each entry of a keyed part as JSON: what a tab last read or wrote, to tell its own changes apart. */
export type Synced = Map<string, string>;

export const snapshot = (record: Record<string, unknown>): Synced =>
  new Map(Object.entries(record).map(([k, v]) => [k, JSON.stringify(v)]));

/**
 * Three-way merge of a keyed part (progress, games) when another tab has written it too. An entry
 * this tab changed or deleted since `base` keeps its change (met with the other tab's by `both` when
 * that changed too); any other entry takes the other tab's value, its deletion included. So two tabs
 * playing different levels both keep what they did, where a plain write would drop the other's.
 */
export function mergeRecords<T>(
  base: Synced,
  ours: Readonly<Record<string, T>>,
  theirs: Readonly<Record<string, T>>,
  both: (ours: T, theirs: T) => T,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const mine = ours[key];
    const was = base.get(key);
    const changed = (mine === undefined ? undefined : JSON.stringify(mine)) !== was;
    const other = theirs[key];
    const otherChanged = (other === undefined ? undefined : JSON.stringify(other)) !== was;
    const value = !changed
      ? other
      : mine !== undefined && other !== undefined && otherChanged
        ? both(mine, other)
        : mine;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const fewerMoves = (a: Best, b: Best) => a.moves - b.moves || a.pushes - b.pushes;
const fewerPushes = (a: Best, b: Best) => a.pushes - b.pushes || a.moves - b.moves;
const better = (a: Best | undefined, b: Best | undefined, by: (a: Best, b: Best) => number) =>
  !a ? b : !b ? a : by(b, a) < 0 ? b : a;

/** Both tabs' progress on one level: solved if either solved it, the better bests, the more hints. */
export function mergeProgress(a: LevelProgress, b: LevelProgress): LevelProgress {
  const bestMoves = better(a.bestMoves, b.bestMoves, fewerMoves);
  const bestPushes = better(a.bestPushes, b.bestPushes, fewerPushes);
  const hints = Math.max(a.hints ?? 0, b.hints ?? 0);
  // Solved with help only when no tab solved it alone (and a mark either keeps stays: merging a
  // level with itself changes nothing).
  const own = (p: LevelProgress) => p.solved && !p.helped;
  const helped = !own(a) && !own(b) && !!(a.helped || b.helped);
  return {
    solved: a.solved || b.solved,
    ...(bestMoves && { bestMoves }),
    ...(bestPushes && { bestPushes }),
    ...(hints && { hints }),
    ...(helped && { helped: true }),
  };
}

/** Both tabs' game on one level: the one touched last, with the positions either saved. */
export function mergeGames(a: SavedGame, b: SavedGame): SavedGame {
  const newer = b.at > a.at ? b : a;
  const marks = [...new Set([...(a.marks ?? []), ...(b.marks ?? [])])].slice(-MAX_MARKS);
  return { history: newer.history, at: newer.at, ...(marks.length && { marks }) };
}
