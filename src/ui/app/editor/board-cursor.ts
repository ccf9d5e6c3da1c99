import { h } from '../dom';
import type { Cell } from './validate';

/** What the cursor needs of the editor: the board's size, and what painting and describing a cell do. */
export interface CursorHost {
  size(): { readonly width: number; readonly height: number };
  /** Paints the current tool at a cell, as one undoable edit (as a click does). */
  paint(cell: Cell): void;
  /** What a cell holds, in words: "wall", "box on goal". */
  describe(cell: Cell): string;
  /** The cursor moved, or was shown or hidden: the board is drawn again. */
  redraw(): void;
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
 * and a polite live line says the cell and what it holds ("column 3, row 2: wall"). The cursor is only
 * drawn while the board has focus. Other keys (tool digits, Ctrl+Z) go on to the editor's own handling.
 */
export class BoardCursor {
  readonly live = h('p', { class: 'visually-hidden', role: 'status', 'data-testid': 'editor-cursor-live' });
  private at: Cell = { x: 0, y: 0 };
  private focused = false;

  constructor(
    board: HTMLElement,
    private readonly host: CursorHost,
  ) {
    board.tabIndex = 0;
    board.setAttribute('role', 'application');
    board.setAttribute(
      'aria-label',
      'Level board: arrow keys move the cursor, Space paints with the current tool',
    );
    board.addEventListener('keydown', (e) => this.key(e));
    board.addEventListener('focus', () => {
      this.focused = true;
      this.say();
      host.redraw();
    });
    board.addEventListener('blur', () => {
      this.focused = false;
      host.redraw();
    });
  }

  /** The cursor's cell while the board has focus (kept on the board as it shrinks), else null. */
  get cell(): Cell | null {
    return this.focused ? this.clamped() : null;
  }

  /** Puts the cursor on a cell without a word (a click there), so the keys carry on from it. */
  moveTo(cell: Cell): void {
    this.at = cell;
  }

  private key(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
    const step = STEPS[e.key];
    if (step) {
      const { width, height } = this.host.size();
      const c = this.clamped();
      this.at = {
        x: Math.min(width - 1, Math.max(0, c.x + step[0])),
        y: Math.min(height - 1, Math.max(0, c.y + step[1])),
      };
      this.host.redraw();
    } else if (e.key === ' ' || e.key === 'Enter') {
      this.at = this.clamped();
      this.host.paint(this.at);
    } else return;
    // The key is the board's: no page scroll, and the editor's and the game's window handlers skip it.
    e.preventDefault();
    this.say();
  }

  private clamped(): Cell {
    const { width, height } = this.host.size();
    return { x: Math.min(this.at.x, width - 1), y: Math.min(this.at.y, height - 1) };
  }

  private say(): void {
    const c = this.clamped();
    this.live.textContent = `column ${c.x + 1}, row ${c.y + 1}: ${this.host.describe(c)}`;
  }
}
