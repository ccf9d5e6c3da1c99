/** About how long a played solution may take: a long one quickens rather than run for half a minute. */
const PLAYBACK_MS = 8000;
/** The quickest step: each push can still be followed by eye. */
const MIN_STEP_MS = 35;

/** The pause between moves of a played solution of `moves` moves: the slide's pace, or quicker. */
export function playbackStepMs(slideMs: number, moves: number): number {
  return Math.min(slideMs, Math.max(MIN_STEP_MS, Math.round(PLAYBACK_MS / Math.max(1, moves))));
}
