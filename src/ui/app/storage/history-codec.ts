import type { HistoryRecord } from '../../../core/game';

/**
 * A saved undo history as one short string: `3:dl+U+rr!uL`. Before the colon, the cursor (how many
 * entries are applied; the rest is the redo branch). Then one character per entry: a LURD letter, or
 * `!` for a restart. A `+` before an entry puts it in the same undo group as the previous one.
 *
 * Only group equality between neighbours matters to undo, so group ids are renumbered on decode.
 * A move string costs one byte per move, where the JSON of `HistoryRecord` costs about six.
 */
export function encodeHistory(record: HistoryRecord): string {
  let out = `${record.cursor}:`;
  for (let i = 0; i < record.moves.length; i++) {
    if (i > 0 && record.groups[i] === record.groups[i - 1]) out += '+';
    out += record.moves[i] === '' ? '!' : record.moves[i];
  }
  return out;
}

/** Reads `encodeHistory`'s format; null when the text is not a valid history. */
export function decodeHistory(text: string): HistoryRecord | null {
  const m = /^(\d{1,9}):([lurdLURD!+]*)$/.exec(text);
  if (!m) return null;
  const moves: string[] = [];
  const groups: number[] = [];
  let group = 0;
  let join = false;
  for (const ch of m[2]) {
    if (ch === '+') {
      if (join || moves.length === 0) return null;
      join = true;
      continue;
    }
    if (!join) group++;
    join = false;
    moves.push(ch === '!' ? '' : ch);
    groups.push(group);
  }
  if (join) return null;
  const cursor = Number(m[1]);
  if (cursor > moves.length) return null;
  return { moves, groups, cursor };
}
