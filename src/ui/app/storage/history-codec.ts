import type { HistoryRecord } from '../../../core/game';

/** A saved history and the undo groups that undo and redo whole whatever the undo setting. */
export interface SavedHistory extends HistoryRecord {
  /** Group ids (as in `groups`) of solutions played from a position ("Solve from here"). */
  readonly whole: readonly number[];
}

/**
 * A saved undo history as one short string: `3:dl+U+rr!*uL`. Before the colon, the cursor (how many
 * entries are applied; the rest is the redo branch). Then one character per entry: a LURD letter, or
 * `!` for a restart. A `+` before an entry puts it in the same undo group as the previous one; a `*`
 * before the first entry of a group marks the group whole.
 *
 * Only group equality between neighbours matters to undo, so group ids are renumbered on decode.
 * A move string costs one byte per move, where the JSON of `HistoryRecord` costs about six.
 */
export function encodeHistory(record: HistoryRecord, whole: ReadonlySet<number> = NO_GROUPS): string {
  let out = `${record.cursor}:`;
  for (let i = 0; i < record.moves.length; i++) {
    const group = record.groups[i];
    if (i > 0 && group === record.groups[i - 1]) out += '+';
    else if (whole.has(group)) out += '*';
    out += record.moves[i] === '' ? '!' : record.moves[i];
  }
  return out;
}

/** Reads `encodeHistory`'s format; null when the text is not a valid history. */
export function decodeHistory(text: string): SavedHistory | null {
  const m = /^(\d{1,9}):([lurdLURD!+*]*)$/.exec(text);
  if (!m) return null;
  const moves: string[] = [];
  const groups: number[] = [];
  const whole: number[] = [];
  let group = 0;
  let mark: '' | '+' | '*' = '';
  for (const ch of m[2]) {
    if (ch === '+' || ch === '*') {
      if (mark || (ch === '+' && moves.length === 0)) return null;
      mark = ch;
      continue;
    }
    if (mark !== '+') group++;
    if (mark === '*') whole.push(group);
    mark = '';
    moves.push(ch === '!' ? '' : ch);
    groups.push(group);
  }
  if (mark) return null;
  const cursor = Number(m[1]);
  if (cursor > moves.length) return null;
  return { moves, groups, cursor, whole };
}

const NO_GROUPS: ReadonlySet<number> = new Set();
