import { h } from '../dom';
import { shortcutAllowed } from '../input/keymap';
import { cellName } from '../screens/board-words';
import { type BoardSize, type CellRect, CursorSelection, rectWords } from './cursor-selection';
import type { Cell } from './validate';

/** What the cursor needs of the editor: the board's size, and what painting and describing a cell do. */
export interface CursorHost {
  size(): BoardSize;
  /** Paints the current tool at a cell, as one undoable edit (as a click does). */
  paint(cell: Cell): void;
  /** Fills a rectangle with the current tool, as one undoable edit (as a Shift+drag does). */
  fill(rect: CellRect): void;
  /** Whether Rectangle fill is on: then Space starts a selection, as a press starts a drag. */
  rectMode(): boolean;
  /** What a cell holds, in words: "wall", "box on goal". */
  describe(cell: Cell): string;
  /** The cursor moved, or was shown or hidden: the board is drawn again. */
  redraw(): void;
  /** Whether character keys act (the letter keys setting): without them Enter paints, not Space. */
  letterKeys(): boolean;
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor board's keyboard cursor, so that a level can be drawn without a pointer: the board is a
 * focusable application, arrow keys move a cursor cell, Space or Enter paints the current tool there,
 * and a polite live line says the cell and what it holds ("column 3, row 2: wall"). Shift+arrows
 * select a rectangle from where they started, which Space or Enter fills and Esc drops; in Rectangle
 * fill mode Space or Enter sets that corner and plain arrows stretch the selection, as a mouse drag
 * does. The cursor is only drawn while the board has focus. Other keys (tool digits, Ctrl+Z) go on to
 * the editor's own handling. With letter keys off, Space is left alone as every character key is.
 */
export class BoardCursor {
  readonly live = h('p', { class: 'visually-hidden', role: 'status', 'data-testid': 'editor-cursor-live' });
  private readonly sel = new CursorSelection();
  private focused = false;

  constructor(
    board: HTMLElement,
    private readonly host: CursorHost,
  ) {
    board.tabIndex = 0;
    board.setAttribute('role', 'application');
    board.setAttribute(
      'aria-label',
      'Level board: arrow keys move the cursor, Enter paints with the current tool, Shift+arrows select an area to fill',
    );
    board.addEventListener('keydown', (e) => this.key(e));
    board.addEventListener('focus', () => {
      this.focused = true;
      this.live.textContent = this.words();
      host.redraw();
    });
    board.addEventListener('blur', () => {
      this.focused = false;
      host.redraw();
    });
  }

  /** The cursor's cell while the board has focus (kept on the board as it shrinks), else null. */
  get cell(): Cell | null {
    return this.focused ? this.sel.cell(this.host.size()) : null;
  }

  /** The rectangle selected with the keys while the board has focus, else null. */
  get selection(): CellRect | null {
    return this.focused ? this.sel.rect(this.host.size()) : null;
  }

  /** Puts the cursor on a cell without a word (a click there), so the keys carry on from it. */
  moveTo(cell: Cell): void {
    this.sel.moveTo(cell);
  }

  private key(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey || !shortcutAllowed(e, this.host.letterKeys())) return;
    const size = this.host.size();
    const step = STEPS[e.key];
    const rect = this.sel.rect(size);
    const press = e.key === ' ' || e.key === 'Enter';
    if (step) {
      // In Rectangle fill mode a selection is a drag in progress: every arrow stretches it.
      this.sel.step(step[0], step[1], size, e.shiftKey || (rect !== null && this.host.rectMode()));
      this.host.redraw();
    } else if (e.shiftKey) return;
    else if (press && rect) {
      this.sel.cancel();
      this.host.fill(rect);
    } else if (press && this.host.rectMode()) {
      this.sel.mark(size);
      this.host.redraw();
    } else if (press) this.host.paint(this.sel.cell(size));
    else if (e.key === 'Escape' && this.sel.cancel()) this.host.redraw();
    else return;
    // The key is the board's: no page scroll, and the editor's and the game's window handlers skip it.
    e.preventDefault();
    this.live.textContent = press && rect ? `Filled ${rectWords(rect)}` : this.words();
  }

  /** The selection's size and corners, or with none the cursor's cell and what it holds. */
  private words(): string {
    const size = this.host.size();
    const rect = this.sel.rect(size);
    if (rect) return rectWords(rect);
    const c = this.sel.cell(size);
    return `${cellName(c.x, c.y)}: ${this.host.describe(c)}`;
  }
}
