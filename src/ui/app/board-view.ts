import type { Game } from '../../core/game';
import type { Plugin } from '../../core/plugin';
import { BoardRenderer, type HighlightStyle } from '../render';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface BoardOptions {
  readonly reducedMotion: boolean;
  readonly slideMs?: number;
}

/**
 * What the shell needs from a board renderer: the contract of `src/ui/render`'s `BoardRenderer`.
 * The shell depends on this interface only, so a test double or another renderer can stand in.
 */
export interface BoardView {
  /** Added to every Game so the renderer sees each turn's segments. */
  readonly plugin: Plugin;
  show(game: Game): void;
  /** Redraws from the world after undo, redo, restart or a restored history. */
  sync(): void;
  readonly busy: boolean;
  idle(): Promise<void>;
  setReducedMotion(on: boolean): void;
  cellAt(clientX: number, clientY: number): Cell | null;
  cellRect(x: number, y: number): { left: number; top: number; width: number; height: number };
  highlight(cells: readonly Cell[], style: HighlightStyle): void;
  clearHighlights(): void;
  celebrate(): void;
  destroy(): void;
}

/** Creates the PixiJS board renderer in `host`. */
export function createBoardView(host: HTMLElement, options: BoardOptions): Promise<BoardView> {
  return BoardRenderer.create(host, options);
}
