import type { Game } from '../../../core/game';
import { DELTAS, type Direction } from '../../../core/pipeline/turn';

const DIRECTION: Record<string, Direction> = { l: 'left', u: 'up', r: 'right', d: 'down' };

export interface WalkHost {
  /** The game being played (a walk stops when it changes: another level opened). */
  game(): Game | null;
  /** Plays one move through the session (HUD, saving, wins); false when nothing moved. */
  step(dir: Direction): boolean;
  /** Settles once the board is in sight: a dialog opened over it holds the walk until it closes. */
  inSight?(): Promise<void>;
}

export interface WalkOptions {
  /**
   * A fresh path from wherever the player ended up, when a step did not land where it pointed (ice,
   * a teleporter, a rule that moved the player) or could not be taken (a door shut on the way).
   * Without it such a walk stops there quietly.
   */
  readonly replan?: () => string | null;
  /** Called once when the walk ends, however it ended. */
  readonly done?: (how: 'arrived' | 'stopped' | 'cancelled') => void;
}

/** How often a walk may re-plan before it gives up (a slide that keeps missing must not loop). */
const MAX_REPLANS = 4;

/**
 * Plays a LURD path one move at a time so the board animates it and the HUD counts it, as one undo
 * group. Every step is checked: the player must stand where the path said, otherwise the mechanics
 * took over and the walk re-plans or stops instead of walking on blindly.
 */
export class Walker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private run: {
    game: Game;
    moves: Direction[];
    index: number;
    replans: number;
    options: WalkOptions;
  } | null = null;

  constructor(
    private readonly host: WalkHost,
    private readonly stepMs: () => number,
  ) {}

  get active(): boolean {
    return this.run !== null;
  }

  /** Starts walking `path` (replacing a walk under way). The first step is taken at once. */
  start(path: string, options: WalkOptions = {}): void {
    this.cancel();
    const game = this.host.game();
    if (!game) return;
    game.endGroup();
    game.beginGroup();
    this.run = { game, moves: parse(path), index: 0, replans: 0, options };
    this.tick();
  }

  /** Stops a walk under way; the moves made so far stay (as one undo group). */
  cancel(): void {
    this.finish('cancelled');
  }

  private tick(): void {
    this.timer = undefined;
    const end = this.run && this.step(this.run);
    if (end) this.finish(end);
    else if (this.run) this.timer = setTimeout(() => this.next(), this.stepMs());
  }

  /** The next step once the board is in sight, unless the walk ended or another began meanwhile. */
  private next(): void {
    const run = this.run;
    const shown = this.host.inSight?.();
    if (!shown) this.tick();
    else
      void shown.then(() => {
        if (this.run === run) this.tick();
      });
  }

  /** Takes one step; returns how the walk ended, or null when it goes on. */
  private step(run: NonNullable<Walker['run']>): 'arrived' | 'stopped' | 'cancelled' | null {
    const game = this.host.game();
    if (game !== run.game) return 'cancelled';
    if (run.index >= run.moves.length || game.solved) return 'arrived';
    const dir = run.moves[run.index++];
    const before = game.player;
    if (!before) return 'stopped';
    const moved = this.host.step(dir);
    const [dx, dy] = DELTAS[dir];
    const after = game.player;
    // Off the plan: the mechanics moved the player on (a slide, a teleport), or the way shut since
    // the path was planned (a door that closed when a box left its switch).
    if (!moved || !after || after.x !== before.x + dx || after.y !== before.y + dy) {
      const again = run.replans < MAX_REPLANS ? run.options.replan?.() : null;
      if (!again) return 'stopped';
      run.replans++;
      run.moves = parse(again);
      run.index = 0;
    }
    return run.index >= run.moves.length || game.solved ? 'arrived' : null;
  }

  private finish(how: 'arrived' | 'stopped' | 'cancelled'): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const run = this.run;
    if (!run) return;
    this.run = null;
    run.game.endGroup();
    run.options.done?.(how);
  }
}

function parse(path: string): Direction[] {
  const out: Direction[] = [];
  for (const c of path.toLowerCase()) {
    const d = DIRECTION[c];
    if (d) out.push(d);
  }
  return out;
}
