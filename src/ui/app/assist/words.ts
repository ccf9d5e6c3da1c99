import { strongest, deadlockClause as wordDeadlock } from '../../../analysis/deadlock-words';
import type { Par } from '../levels/pars';
import { count, moves, pushes } from '../plural';

/** A deadlock the engine proved on a turn: its class and the boxes involved. */
export interface Finding {
  /** A detector class, classic's `corner` rule, or a mod's own (worded as a plain "stuck"). */
  readonly class: string;
  readonly boxes: readonly unknown[];
}

/**
 * The plainest true sentence for the strongest deadlock proven. Classes are ranked by how much a
 * player can see of them on the board: a single dead box first, then frozen groups, then the subtler
 * ones that only a search finds.
 */
export function deadlockWords(findings: readonly Finding[]): string {
  const best = strongest(findings);
  return `${best ? deadlockClause(best) : 'A box is stuck'}: this can no longer be solved.`;
}

/**
 * What is wrong, in a player's words, pointing at the boxes the board marks ("These two boxes are
 * frozen against the wall"); the words themselves are the engine's (`analysis/deadlock-words`).
 */
export function deadlockClause(f: Finding): string {
  const n = f.boxes.length;
  const who = n > 2 ? 'these boxes' : n === 2 ? 'these two boxes' : 'this box';
  const clause = wordDeadlock(f.class, who, n);
  return clause[0].toUpperCase() + clause.slice(1);
}

/** A deadlock the worker's detector found in a position its search proved dead; boxes as [x, y]. */
export interface CellFinding {
  readonly class: string;
  readonly boxes: readonly (readonly [number, number])[];
}

/** Said when a search proved the position dead but no deadlock class explains it. */
export const NO_SOLUTION = 'No solution from here — undo and try another way.';

/** What the worker's proof of a dead end shows: the words, and the boxes the board marks. */
export interface DeadEnd {
  readonly text: string;
  readonly boxes: readonly { x: number; y: number }[];
}

/**
 * A dead end the worker proved, with the deadlocks its detector found ([x, y] boxes): the strongest
 * one's words and boxes, as the engine's own deadlocks are told and marked.
 */
export function deadEnd(findings: readonly CellFinding[] = []): DeadEnd {
  const best = strongest(findings);
  if (!best) return { text: NO_SOLUTION, boxes: [] };
  return { text: deadlockWords([best]), boxes: best.boxes.map(([x, y]) => ({ x, y })) };
}

const DIRECTION_WORDS = { l: 'left', u: 'up', r: 'right', d: 'down' } as const;
export type DirectionLetter = keyof typeof DIRECTION_WORDS;

/** The worker's answer to a hint request, as the shell receives it. */
export type HintAnswer =
  | {
      readonly kind: 'hint';
      readonly hint: {
        readonly box: readonly [number, number];
        readonly direction: DirectionLetter;
        readonly remainingPushes: number;
      } | null;
      readonly reason?: string;
      readonly findings?: readonly CellFinding[];
    }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: string };

/** What a hint shows: a sentence, and when there is a push to make, the box and where it goes. */
export interface HintView {
  readonly text: string;
  /** The box's cell then the cell it is pushed to (the renderer draws an arrow from one to the other). */
  readonly cells?: readonly { x: number; y: number }[];
  /** The push as data, `x,y,dir` (on the status line for tests and assistive tools). */
  readonly push?: string;
  /** Whether the player got advice (it counts against the level's hint counter). */
  readonly counts: boolean;
  /** Honest failure: no solution exists from here (proven), with the boxes the proof names if any. */
  readonly dead?: DeadEnd;
}

const STEP: Record<DirectionLetter, readonly [number, number]> = {
  l: [-1, 0],
  u: [0, -1],
  r: [1, 0],
  d: [0, 1],
};

/** The status line while "Solve from here" searches, its count written as the rest of the page writes counts. */
export const solvingWords = (nodes: number): string =>
  `Working out a solution… ${count(nodes, 'position')} tried`;

/** After a search ran out of time: asking again does not repeat it (`Retries`, retries.ts). */
export const ASK_AGAIN = 'Ask again and the solver tries another way.';

/**
 * Said with a search that ran out of time on a level nobody has solved here: no par, no solution of
 * the player's. Then the search had nothing to steer by, and may well not find one in any time.
 */
export const NONE_KNOWN = 'No solution of this level is known yet.';

/** The sentence for a search cut short by its budget; `known`: was a solution of the level there to steer by? */
export function outOfTimeWords(what: 'hint' | 'solution', known: boolean): string {
  return `No ${what} found in time. ${known ? '' : `${NONE_KNOWN} `}${ASK_AGAIN}`;
}

/**
 * Turns the worker's hint answer into what the player sees; never claims more than was found.
 * `known`: whether the search had a solution of the level to steer by (see `outOfTimeWords`).
 */
export function hintView(answer: HintAnswer, known = true): HintView {
  if (answer.kind === 'error')
    return { text: `No hint: ${(answer as { message: string }).message}`, counts: false };
  if (answer.kind !== 'hint' || !('hint' in answer))
    return { text: 'No hint: the solver gave no answer.', counts: false };
  const { hint, reason } = answer;
  if (hint) {
    const [x, y] = hint.box;
    const [dx, dy] = STEP[hint.direction];
    const left = hint.remainingPushes;
    return {
      text: `Hint: push this box ${DIRECTION_WORDS[hint.direction]} (${pushes(left)} to go).`,
      cells: [
        { x, y },
        { x: x + dx, y: y + dy },
      ],
      push: `${x},${y},${hint.direction}`,
      counts: true,
    };
  }
  if (reason === 'unsolvable') {
    const dead = deadEnd(answer.findings);
    return { text: dead.text, counts: false, dead };
  }
  if (reason) return { text: outOfTimeWords('hint', known), counts: false };
  return { text: 'Already solved!', counts: false };
}

/** Ceilings for the background "still solvable?" check: small enough to answer in a moment. */
export const CHECK_LIMITS = { boxes: 12, floor: 400 } as const;

/**
 * Whether a level gets the background check (and the HUD its Solvable tile): only where analysis is
 * sound (no mod the solver cannot follow) and the level is small.
 */
export function checksSolvability(s: {
  readonly analysable: boolean;
  readonly boxes: number;
  readonly floor: number;
}): boolean {
  return s.analysable && s.boxes <= CHECK_LIMITS.boxes && s.floor <= CHECK_LIMITS.floor;
}

/** What the background check knows of the current position. */
export type Solvability = 'checking' | 'solvable' | 'unknown' | 'unsolvable';

/** The HUD's Solvable tile: a word, and the honest sentence behind it. */
export function solvabilityView(v: Solvability): { value: string; title: string } {
  switch (v) {
    case 'checking':
      return { value: '…', title: 'Checking whether this can still be solved…' };
    case 'solvable':
      return { value: 'Yes', title: 'The solver found a way to solve it from here.' };
    case 'unknown':
      return {
        value: 'Unknown',
        title: 'The check ran out of time: this may or may not still be solvable. Press to look longer.',
      };
    case 'unsolvable':
      return { value: 'No', title: 'No sequence of pushes solves it from here: undo.' };
  }
}

/**
 * The HUD's par: label and value, pushes first with their units as on the level tiles and the win
 * card ("12 pushes, 43 moves"): its bare "43 / 12" read moves first, like the Best beside it, while
 * the card and tiles put pushes first. "Best known" when the solver could not prove it optimal.
 */
export function parView(par: Par): {
  label: string;
  value: string;
  /** The value's counts with their units, each to be kept whole where the tile wraps. */
  parts: readonly string[];
  title: string;
} {
  const parts = parParts(par);
  const value = parts.join(', ');
  const known = par.optimal === false;
  return {
    label: known ? 'Best known' : 'Par',
    value,
    parts,
    title: known
      ? `Best known solution: ${value} (not proven optimal)`
      : `Par: ${value}${par.optimal ? ' (optimal)' : ''}`,
  };
}

/** A par's counts with their units, pushes first: a par is the fewest pushes, then the fewest moves. */
function parParts(par: Par): string[] {
  return [
    par.pushes !== undefined ? pushes(par.pushes) : '',
    par.moves !== undefined ? moves(par.moves) : '',
  ].filter(Boolean);
}

const parCounts = (par: Par): string => parParts(par).join(', ');

/** A player's best solution, as progress keeps it. */
interface BestCounts {
  readonly moves: number;
  readonly pushes: number;
}

/**
 * What a level tile shows of its par and the player's best, both in one unit (`unit`, said once on
 * the tile): the par's first, pushes unless the par counts only moves, and the best ranked the same
 * way (the best by pushes beside a par in pushes). "par 12 pushes" beside "✓37", the best in moves,
 * compared two units.
 */
export function tileFacts(
  par: Par | undefined,
  bests: { readonly bestMoves?: BestCounts; readonly bestPushes?: BestCounts } | undefined,
): {
  unit: 'pushes' | 'moves';
  /** "par 12", "par ≤203" (best known), or '' without a par. */
  par: string;
  /** The best's figure in `unit`, if the player has one. */
  best?: number;
  /** The par in words, both counts ("par: 12 pushes, 43 moves"), or ''. */
  parWords: string;
  /** The best's counts in words, `unit` first (["14 pushes", "37 moves"]); none without a best. */
  bestCounts: readonly string[];
  /** The best reaches the par in `unit` (or beats it): the tile's star, the collection's "at par". */
  atPar: boolean;
} {
  const unit = par && par.pushes === undefined && par.moves !== undefined ? 'moves' : 'pushes';
  const best =
    unit === 'pushes' ? (bests?.bestPushes ?? bests?.bestMoves) : (bests?.bestMoves ?? bests?.bestPushes);
  const figure = par?.[unit];
  return {
    unit,
    par: figure === undefined ? '' : `par ${par?.optimal === false ? '≤' : ''}${figure}`,
    ...(best && { best: best[unit] }),
    parWords: par ? `${par.optimal === false ? 'best known' : 'par'}: ${parCounts(par)}` : '',
    bestCounts: !best
      ? []
      : unit === 'pushes'
        ? [pushes(best.pushes), moves(best.moves)]
        : [moves(best.moves), pushes(best.pushes)],
    atPar: best !== undefined && figure !== undefined && best[unit] <= figure,
  };
}

/**
 * The HUD's Best in words, as its tooltip and for a screen reader, which read the tile's
 * "37/14 · 43/12" as bare figures: the best by moves, and the best by pushes when it has other
 * figures, each moves first as the tile and the win card write them.
 */
export function bestWords(
  bests: { readonly bestMoves?: BestCounts; readonly bestPushes?: BestCounts } | undefined,
): string {
  const m = bests?.bestMoves;
  const q = bests?.bestPushes;
  if (!m) return 'none yet';
  const both = (b: BestCounts) => `${moves(b.moves)}, ${pushes(b.pushes)}`;
  if (!q || (q.moves === m.moves && q.pushes === m.pushes)) return both(m);
  return `fewest moves: ${both(m)}; fewest pushes: ${both(q)}`;
}

/**
 * The win card's par line: the solve against the par on both counts, pushes first as the par is
 * ranked. Beaten means fewer pushes, or as many and fewer moves; a solve with help is no claim.
 */
export function winParText(par: Par, solve: { moves: number; pushes: number }, helped: boolean): string {
  const name = par.optimal === false ? 'Best known' : 'Par';
  const counts = parCounts(par);
  const diffs = (
    [
      [par.pushes, solve.pushes, 'push', 'pushes'],
      [par.moves, solve.moves, 'move', 'moves'],
    ] as const
  ).flatMap(([of, you, one, many]) => (of === undefined ? [] : [[you - of, one, many] as const]));
  if (helped) return `${name}: ${counts}`;
  const first = diffs.find(([d]) => d !== 0)?.[0];
  if (first === undefined) return `${name} matched: ${counts}!`;
  const you = diffs
    .map(([d, one, many]) => {
      const more = d > 0 ? 'more' : 'fewer';
      return d === 0 ? `same ${many}` : count(Math.abs(d), `${more} ${one}`, `${more} ${many}`);
    })
    .join(', ');
  return `${first < 0 ? `${name} beaten! ` : ''}${name}: ${counts}. You: ${you}`;
}
