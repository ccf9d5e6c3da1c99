import type { Game } from '../../../core/game';
import { PathFinder } from '../../../core/paths';
import type { Direction } from '../../../core/pipeline/turn';
import type { Cell } from '../board-view';
import type { Command } from '../commands';
import type { Session } from '../session';
import type { Settings } from '../storage/schema';
import { BoardZoom } from './board-zoom';
import { type Gesture, GestureRecognizer } from './gestures';
import { type PointerAction, PointerPlay } from './pointer-play';
import { Walker } from './walker';

export interface PointerOptions {
  /** Acts on a command like any other device (swipes, right-click undo). */
  dispatch(command: Command): boolean;
  /** False while a dialog or menu owns the input, or another screen shows. */
  enabled(): boolean;
  settings(): Settings;
  /** Time between the steps of a click-walk. */
  walkStepMs(): number;
  /** Swipe-and-hold: pause before repeating (null: never), then the repeat interval. */
  repeatDelayMs(): number | null;
  repeatMs(): number;
  /** The player acts with the pointer: whatever else was playing moves (a solution playback) stops. */
  takeOver(): void;
  /** Settles once no dialog covers the board: a click-walk waits for it between steps. */
  inSight(): Promise<void>;
}

/**
 * Mouse, pen and touch on the board. Clicks and taps go through the pointer rules (walk, select a box,
 * transport it); a touch can also swipe (one move per swipe, repeating while held) and pinch; the
 * board never scrolls or zooms the page (see `.board` in app.css: `touch-action: none`).
 */
export class PointerInput {
  private readonly gestures = new GestureRecognizer();
  private readonly rules: PointerPlay;
  private readonly walker: Walker;
  readonly zoom: BoardZoom;
  /** The cell a press started on, and whether that press is a touch. */
  private press: { cell: Cell | null; touch: boolean; swiped: boolean } | null = null;
  private lastPointerType = 'mouse';
  private hovering = false;
  private reach: { game: Game; cells: Cell[]; mask: Uint8Array } | null = null;
  private repeat: ReturnType<typeof setTimeout> | undefined;
  private refuseTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: HTMLElement,
    private readonly session: Session,
    private readonly options: PointerOptions,
  ) {
    this.zoom = new BoardZoom(host);
    this.rules = new PointerPlay(
      () => {
        const g = this.game;
        return g ? new PathFinder(g) : null;
      },
      () => options.settings().boxPaths,
    );
    this.walker = new Walker(
      {
        game: () => this.game,
        step: (dir) => session.run({ kind: 'move', dir, repeat: true }),
        inSight: options.inSight,
      },
      options.walkStepMs,
    );
    host.addEventListener('pointerdown', (e) => this.onDown(e));
    host.addEventListener('pointermove', (e) => this.onMove(e));
    host.addEventListener('pointerup', (e) => this.onUp(e));
    host.addEventListener('pointercancel', (e) => this.feed(this.gestures.cancelPointer(e.pointerId)));
    host.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.setHover(false);
    });
    host.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      // A long press on a touch screen also opens the context menu: that is not a request to undo.
      if (this.lastPointerType === 'mouse' && options.enabled()) this.options.dispatch({ kind: 'undo' });
    });
    // Esc clears a selection before it means "restart" to the keyboard device.
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape' && this.rules.selected && options.enabled()) {
          e.preventDefault();
          this.act(this.rules.clear());
        }
      },
      true,
    );
    session.on((event) => {
      this.reach = null;
      if (event.type === 'info' || event.type === 'blocked') return;
      if (event.type === 'load') {
        this.walker.cancel();
        this.zoom.reset();
      }
      if (this.rules.selected) this.act(this.rules.clear());
      this.showHover();
    });
  }

  /** True while a click-walk or a box transport is playing. */
  get walking(): boolean {
    return this.walker.active;
  }

  /** Another device acted: a walk under way stops where it is. */
  interrupt(): void {
    this.walker.cancel();
  }

  private get game(): Game | null {
    return this.session.playing?.game ?? null;
  }

  private onDown(e: PointerEvent): void {
    this.lastPointerType = e.pointerType;
    if (!this.options.enabled() || !this.game) return;
    // The right button is the context menu's (undo); the middle one is left alone.
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    this.host.setPointerCapture?.(e.pointerId);
    const touch = e.pointerType !== 'mouse';
    const cell = this.session.board.cellAt(e.clientX, e.clientY);
    if (!this.press) this.press = { cell, touch, swiped: false };
    // A touch drags only a box picked first (a swipe that starts on a box is a push); a mouse drags any.
    const sel = this.rules.selected;
    const draggable = touch
      ? !!cell && !!sel && cell.x === sel.x && cell.y === sel.y
      : this.rules.canDrag(cell);
    this.feed(this.gestures.down(e.pointerId, e.clientX, e.clientY, { swipes: touch, draggable }));
  }

  private onMove(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && !this.press) {
      this.setHover(true, e.clientX, e.clientY);
      return;
    }
    this.feed(this.gestures.move(e.pointerId, e.clientX, e.clientY));
  }

  private onUp(e: PointerEvent): void {
    this.feed(this.gestures.up(e.pointerId, e.clientX, e.clientY));
  }

  private feed(gestures: Gesture[]): void {
    for (const g of gestures) this.gesture(g);
  }

  private gesture(g: Gesture): void {
    const board = this.session.board;
    switch (g.type) {
      case 'tap':
        if (g.button === 0) this.act(this.rules.click(board.cellAt(g.x, g.y)));
        break;
      case 'swipe':
        this.swipe(g.dir);
        break;
      case 'drag': {
        const from = this.press?.cell;
        if (!from) break;
        if (!this.rules.selected) this.act(this.rules.click(from));
        const over = board.cellAt(g.x, g.y);
        const marks = over && this.rules.isTarget(over) ? [from, over] : [from];
        board.highlight(marks, 'select');
        this.host.style.cursor = 'grabbing';
        break;
      }
      case 'drop': {
        const from = this.press?.cell;
        if (from) this.act(this.rules.drop(from, board.cellAt(g.x, g.y)));
        break;
      }
      case 'zoom':
        this.zoom.pinch(g.scale, g.cx, g.cy, g.dx, g.dy);
        break;
      case 'cancel':
        this.stopRepeat();
        if (this.gestures.dragging || this.rules.selected) this.showSelection();
        break;
      case 'release':
        this.press = null;
        this.stopRepeat();
        this.host.style.cursor = '';
        break;
    }
  }

  /** One move per swipe; while the finger stays down after it, the move repeats like a held key. */
  private swipe(dir: Direction): void {
    if (!this.options.enabled()) return;
    // The swipes of one touch are one undo group, like a held key's walk.
    const first = !this.press?.swiped;
    if (this.press) this.press.swiped = true;
    this.stopRepeat();
    if (this.rules.selected) this.act(this.rules.clear());
    this.options.dispatch({ kind: 'move', dir, repeat: !first });
    const tick = () => {
      if (this.gestures.held !== dir || !this.options.enabled()) return this.stopRepeat();
      this.options.dispatch({ kind: 'move', dir, repeat: true });
      this.repeat = setTimeout(tick, this.options.repeatMs());
    };
    const delay = this.options.repeatDelayMs();
    if (delay !== null) this.repeat = setTimeout(tick, delay);
  }

  private stopRepeat(): void {
    clearTimeout(this.repeat);
    this.repeat = undefined;
  }

  private act(a: PointerAction): void {
    switch (a.kind) {
      case 'walk':
      case 'transport':
        this.options.takeOver();
        if (a.kind === 'walk') this.setHover(false);
        else this.showSelection();
        this.walker.start(a.path, { replan: () => this.rules.replan(a), done: () => this.showHover() });
        break;
      case 'select':
        this.walker.cancel();
        this.showSelection();
        break;
      case 'clear':
        this.showSelection();
        this.showHover();
        break;
      case 'refuse':
        this.showSelection();
        this.refuse();
        break;
      case 'none':
        break;
    }
  }

  private showSelection(): void {
    const board = this.session.board;
    const sel = this.rules.selected;
    board.highlight(sel ? [sel] : [], 'select');
    board.highlight(this.rules.targets, 'target');
  }

  /** "Not there": a short shake of the board, nothing else. */
  private refuse(): void {
    clearTimeout(this.refuseTimer);
    this.host.classList.remove('is-refused');
    // Restart the animation even when refusals come in quick succession.
    void this.host.offsetWidth;
    this.host.classList.add('is-refused');
    this.refuseTimer = setTimeout(() => this.host.classList.remove('is-refused'), 300);
  }

  // ---- Hover (mouse): where the player can walk -------------------------------------------------

  private setHover(on: boolean, x = 0, y = 0): void {
    this.hovering = on;
    if (on) {
      const cell = this.session.board.cellAt(x, y);
      const reach = this.reachNow();
      const walkable = !!cell && !!reach && reach.mask[cell.y * (this.game?.width ?? 0) + cell.x] === 1;
      const box = !!cell && this.rules.canDrag(cell);
      this.host.style.cursor = box
        ? 'grab'
        : walkable || this.rules.isTarget(cell ?? { x: -1, y: -1 })
          ? 'pointer'
          : '';
    }
    this.showHover();
  }

  private showHover(): void {
    const show = this.hovering && !this.walker.active && !this.rules.selected && this.options.enabled();
    const reach = show ? this.reachNow() : null;
    this.session.board.highlight(reach?.cells ?? [], 'reach');
  }

  private reachNow(): { cells: Cell[]; mask: Uint8Array } | null {
    const game = this.game;
    if (!game) return null;
    if (this.reach?.game === game) return this.reach;
    const mask = new PathFinder(game).reachable();
    if (!mask) return null;
    const cells: Cell[] = [];
    const w = game.width;
    const player = game.player;
    mask.forEach((v, i) => {
      const c = { x: i % w, y: Math.floor(i / w) };
      if (v && !(player && c.x === player.x && c.y === player.y)) cells.push(c);
    });
    this.reach = { game, cells, mask };
    return this.reach;
  }
}
