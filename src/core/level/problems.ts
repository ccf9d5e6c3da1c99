/** Every way a level or file can be wrong, as a stable code a UI or test can switch on. */
export type ProblemCode =
  | 'file-too-large'
  | 'no-levels'
  | 'unknown-glyph'
  | 'bad-rle'
  | 'too-large'
  | 'empty-level'
  | 'no-player'
  | 'no-you'
  | 'several-players'
  | 'box-goal-mismatch'
  | 'no-boxes'
  | 'solved-at-start'
  | 'open-board'
  | 'out-of-reach'
  | 'unknown-mod'
  | 'bad-header'
  | 'bad-solution'
  | 'mod-error'
  | 'bad-xml'
  | 'not-slc'
  | 'bad-moves'
  | 'bad-share-code';

/** A problem found in level text: what, and where (level number, line, column: all 1-based). */
export interface LevelProblem {
  readonly code: ProblemCode;
  readonly message: string;
  readonly level?: number;
  readonly title?: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * One line for humans: `file:12:5: level 3 "Duh!": unknown character "x"`. Without a file (pasted
 * text) the place is spelt out, `line 12, column 5: …`: a bare `12:5:` reads as nothing in particular.
 */
export function formatProblem(p: LevelProblem, file?: string): string {
  const level = p.level !== undefined ? `level ${p.level}${p.title ? ` "${p.title}"` : ''}: ` : '';
  return `${placeOf(p, file)}${level}${p.message}`;
}

function placeOf(p: LevelProblem, file: string | undefined): string {
  if (file !== undefined) {
    const where = [file, p.line, p.line !== undefined ? p.column : undefined].filter((v) => v !== undefined);
    return `${where.join(':')}: `;
  }
  if (p.line === undefined) return '';
  return p.column === undefined ? `line ${p.line}: ` : `line ${p.line}, column ${p.column}: `;
}

/** Thrown by APIs that cannot return problems (e.g. `Game.load` of invalid text); carries them all. */
export class LevelError extends Error {
  override name = 'LevelError';
  readonly problems: readonly LevelProblem[];
  constructor(problems: readonly LevelProblem[]) {
    super(problems.map((p) => formatProblem(p)).join('\n') || 'Invalid level.');
    this.problems = problems;
  }
}
