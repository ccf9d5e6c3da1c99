import { strongest } from '../../../analysis/deadlock-words';
import { positionOf } from '../../../analysis/position';
import { AnalysisClient } from '../../solver/analysis-client';
import { deadlockClause } from '../assist/words';
import { h } from '../dom';
import type { Design } from '../editor/designs';
import type { Validation } from '../editor/validate';
import { moves, pushes } from '../plural';

/** Solver budget per pass (optimal first, then fast): a verdict within a few seconds of an edit. */
const SOLVE_MS = 2500;
/** After a fast solve, time for the solution optimizer to shorten what the designer is shown. */
const OPTIMIZE_MS = 1000;
const SOLVE_DELAY_MS = 350;

/** What the verdict panel needs of the editor screen. */
export interface VerdictHost {
  /** Rings the boxes of the deadlock behind an "unsolvable" verdict (editor coordinates). */
  ringDead(boxes: readonly { x: number; y: number }[]): void;
  /** Says the solver's verdict on the screen's live line. */
  say(text: string): void;
  /** Plays the solver's solution of the design. */
  replay(design: Design, lurd: string, label: string): void;
}

/**
 * The editor's solver verdict: the validation panel's "Solvable: par …" line. It owns the analysis
 * worker's client and the pending solve (its timer, and the token that drops a verdict on a board
 * edited since), runs the solver on each playable board and shows what it found.
 */
export class SolverVerdictPanel {
  readonly el = h('div', { class: 'check', 'data-testid': 'solver' });
  private readonly client = new AnalysisClient();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private token = 0;

  constructor(private readonly host: VerdictHost) {}

  /** Starts the solver on a board afresh (after a short pause, so a stroke of edits solves once). */
  schedule(v: Validation | null, design: Design | null): void {
    clearTimeout(this.timer);
    const token = ++this.token;
    this.client.cancel();
    if (!v?.game || v.problems.length || v.analysisNote || !design) return;
    const position = positionOf(v.game);
    if (!position) return;
    this.el.replaceChildren(h('span', { class: 'check-mark is-wait' }), h('span', {}, 'Solving…'));
    this.el.dataset.state = 'running';
    this.timer = setTimeout(async () => {
      let r = await this.client.request({ kind: 'solve', position, mode: 'optimal', timeLimitMs: SOLVE_MS });
      if (token !== this.token || !r) return;
      let optimal = true;
      if (r.kind === 'solved' && !r.solved && r.reason !== 'unsolvable') {
        optimal = false;
        r = await this.client.request({
          kind: 'solve',
          position,
          mode: 'fast',
          timeLimitMs: SOLVE_MS,
          optimizeMs: OPTIMIZE_MS,
        });
        if (token !== this.token || !r) return;
      }
      this.show(r, optimal, design, v.rowOffset);
    }, SOLVE_DELAY_MS);
  }

  /** Stops the solver (the screen was left). */
  stop(): void {
    clearTimeout(this.timer);
    this.token++;
    this.client.cancel();
  }

  private show(
    r: Awaited<ReturnType<AnalysisClient['request']>>,
    optimal: boolean,
    design: Design,
    rowOffset: number | undefined,
  ): void {
    if (!r) return;
    if (r.kind === 'error') {
      this.el.dataset.state = 'error';
      this.el.replaceChildren(check('bad', `The solver failed: ${r.message}`));
      this.host.say(`The solver failed: ${r.message}`);
      return;
    }
    if (r.kind !== 'solved') return;
    if (!r.solved) {
      const unsolvable = r.reason === 'unsolvable';
      this.el.dataset.state = unsolvable ? 'unsolvable' : 'unknown';
      // The designer learns why, and which boxes, when the detector can tell.
      const why = unsolvable ? strongest(r.findings ?? []) : undefined;
      if (why) {
        const dy = rowOffset ?? 0;
        this.host.ringDead(why.boxes.map(([x, y]) => ({ x, y: y + dy })));
      }
      const verdict = why
        ? `Unsolvable: ${lowerFirst(deadlockClause(why))} (ringed in red)`
        : unsolvable
          ? 'Unsolvable: no sequence of pushes solves it'
          : `No solution found within ${(2 * SOLVE_MS) / 1000} s`;
      this.el.replaceChildren(check('bad', verdict));
      this.host.say(verdict);
      return;
    }
    this.el.dataset.state = 'solved';
    const par = `${moves(r.moves)}, ${pushes(r.pushes)}`;
    this.host.say(optimal ? `Playable, par ${par}` : `Playable, solved in ${par} (not optimal)`);
    this.el.replaceChildren(
      check('ok', optimal ? `Solvable: par ${par} (fewest pushes)` : `Solvable: ${par} (not optimal)`),
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn-small',
          'data-testid': 'solution-replay',
          onclick: () => this.host.replay(design, r.solution, `Solver's solution, ${par}`),
        },
        'Watch the solution',
      ),
    );
  }
}

/** "Wall" -> "wall": a label or clause put mid-sentence. */
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "the level has no box" -> "The level has no box": a clause standing as a line of its own. */
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One line of the validation panel, a tick or a warning mark before it (the screen's checks use it too). */
export function check(kind: 'ok' | 'bad', text: string, testid?: string): HTMLElement {
  return h(
    'p',
    { class: `check is-${kind}`, ...(testid && { 'data-testid': testid }) },
    h('span', { class: `check-mark is-${kind}`, 'aria-hidden': 'true' }, kind === 'ok' ? '✓' : '!'),
    h('span', {}, text),
  );
}
