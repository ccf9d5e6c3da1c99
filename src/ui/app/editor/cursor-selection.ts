import { noun } from '../plural';
import { cellName } from '../screens/board-words';
import type { Cell } from './validate';

export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** Two opposite corners of a rectangle of cells, in either order (as the mouse drags one out). */
export interface CellRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * Where the editor's keyboard cursor is and, while an area is selected, the corner the selection
 * started from (its anchor). The board can shrink under both, so every read clamps them to its size.
 */
export class CursorSelection {
  private at: Cell = { x: 0, y: 0 };
  private anchor: Cell | null = null;

  cell(size: BoardSize): Cell {
    return clampCell(this.at, size);
  }

  /** The selected rectangle, from the anchor to the cursor; null with no selection. */
  rect(size: BoardSize): CellRect | null {
    if (!this.anchor) return null;
    const a = clampCell(this.anchor, size);
    const b = this.cell(size);
    return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  }

  /** Puts the cursor on a cell (a click there), ending any selection. */
  moveTo(cell: Cell): void {
    this.at = cell;
    this.anchor = null;
  }

  /**
   * Moves the cursor a step, stopping at the board's edge. `extend` stretches the selection (starting
   * one at the cell left, if none); otherwise the selection ends.
   */
  step(dx: number, dy: number, size: BoardSize, extend: boolean): void {
    const c = this.cell(size);
    this.anchor = extend ? (this.anchor ?? c) : null;
    this.at = clampCell({ x: c.x + dx, y: c.y + dy }, size);
  }

  /** Starts a selection at the cursor's cell. */
  mark(size: BoardSize): void {
    this.anchor = this.cell(size);
  }

  /** Ends the selection; returns whether there was one. */
  cancel(): boolean {
    const had = this.anchor !== null;
    this.anchor = null;
    return had;
  }
}

/** A rectangle's size and corners in words: "3 by 2 cells, from column 2, row 1 to column 4, row 2". */
export function rectWords(r: CellRect): string {
  const [ax, bx] = [Math.min(r.x0, r.x1), Math.max(r.x0, r.x1)];
  const [ay, by] = [Math.min(r.y0, r.y1), Math.max(r.y0, r.y1)];
  const w = bx - ax + 1;
  const h = by - ay + 1;
  const size = `${w} by ${h} ${noun(w * h, 'cell')}`;
  return w * h === 1
    ? `${size}, ${cellName(ax, ay)}`
    : `${size}, from ${cellName(ax, ay)} to ${cellName(bx, by)}`;
}

function clampCell({ x, y }: Cell, { width, height }: BoardSize): Cell {
  return { x: Math.min(width - 1, Math.max(0, x)), y: Math.min(height - 1, Math.max(0, y)) };
}
