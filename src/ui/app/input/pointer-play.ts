import type { Cell } from '../board-view';

/** The path searches pointer play needs: `src/core/paths`' PathFinder on the current position. */
export interface Paths {
  walkTo(target: Cell): string | null;
  boxAt(cell: Cell): number;
  boxCell(box: number): Cell | null;
  boxTargets(from: Cell): Cell[];
  boxPath(from: Cell, to: Cell, prefer: 'pushes' | 'moves'): string | null;
}

/** What the device should do after a click, a tap or a drop. */
export type PointerAction =
  | { readonly kind: 'walk'; readonly path: string; readonly to: Cell }
  /** `box` is the moved box's entity, so a re-plan finds it wherever the walk left it. */
  | {
      readonly kind: 'transport';
      readonly path: string;
      readonly box: number;
      readonly from: Cell;
      readonly to: Cell;
    }
  | { readonly kind: 'select'; readonly cell: Cell; readonly targets: readonly Cell[] }
  | { readonly kind: 'clear' }
  /** Nothing can be done there: a short shake says so. */
  | { readonly kind: 'refuse' }
  | { readonly kind: 'none' };

const same = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

/**
 * The pointer's rules, without a DOM: a click on floor walks there, a click on a box selects it and
 * lists where it can go, a click on one of those (or a drop there) transports it, anything else clears
 * the selection. `paths()` is asked afresh on every event, so it always sees the current position.
 */
export class PointerPlay {
  private sel: { cell: Cell; targets: readonly Cell[] } | null = null;

  constructor(
    private readonly paths: () => Paths | null,
    private readonly prefer: () => 'pushes' | 'moves' = () => 'pushes',
  ) {}

  get selected(): Cell | null {
    return this.sel?.cell ?? null;
  }

  get targets(): readonly Cell[] {
    return this.sel?.targets ?? [];
  }

  isTarget(cell: Cell): boolean {
    return this.targets.some((t) => same(t, cell));
  }

  /** Whether a press on `cell` may start dragging a box (a box that can go somewhere). */
  canDrag(cell: Cell | null): boolean {
    const p = cell && this.paths();
    return !!p && !!cell && p.boxAt(cell) >= 0;
  }

  /** A click or a tap on a cell (null: off the board). */
  click(cell: Cell | null): PointerAction {
    const p = this.paths();
    if (!p) return { kind: 'none' };
    if (this.sel) {
      const from = this.sel.cell;
      if (cell && this.isTarget(cell)) return this.transport(p, from, cell);
      if (cell && !same(cell, from) && p.boxAt(cell) >= 0) return this.select(p, cell);
      return this.clear();
    }
    if (!cell) return { kind: 'none' };
    if (p.boxAt(cell) >= 0) return this.select(p, cell);
    const path = p.walkTo(cell);
    if (path === null) return { kind: 'refuse' };
    return path ? { kind: 'walk', path, to: cell } : { kind: 'none' };
  }

  /** A box dragged from `from` and let go over `to` (null: off the board). */
  drop(from: Cell, to: Cell | null): PointerAction {
    const p = this.paths();
    if (!p) return { kind: 'none' };
    if (!this.sel || !same(this.sel.cell, from)) {
      const picked = this.select(p, from);
      if (picked.kind !== 'select') return picked;
    }
    if (!to || same(to, from)) return { kind: 'select', cell: from, targets: this.targets };
    if (!this.isTarget(to)) return { kind: 'refuse' };
    return this.transport(p, from, to);
  }

  /**
   * A fresh path that finishes a walk or a transport from the position now, for a walk that went off
   * its plan (a slide, a teleport, a door that shut in its way); null when there is none.
   */
  replan(a: PointerAction): string | null {
    const p = this.paths();
    if (!p) return null;
    if (a.kind === 'walk') return p.walkTo(a.to);
    if (a.kind !== 'transport') return null;
    const at = p.boxCell(a.box);
    return at && p.boxPath(at, a.to, this.prefer());
  }

  /** Esc, a level change, a move made some other way. */
  clear(): PointerAction {
    const had = this.sel !== null;
    this.sel = null;
    return had ? { kind: 'clear' } : { kind: 'none' };
  }

  private select(p: Paths, cell: Cell): PointerAction {
    const targets = p.boxTargets(cell);
    if (!targets.length) {
      this.sel = null;
      return { kind: 'refuse' };
    }
    this.sel = { cell, targets };
    return { kind: 'select', cell, targets };
  }

  private transport(p: Paths, from: Cell, to: Cell): PointerAction {
    this.sel = null;
    const path = p.boxPath(from, to, this.prefer());
    return path ? { kind: 'transport', path, box: p.boxAt(from), from, to } : { kind: 'refuse' };
  }
}
