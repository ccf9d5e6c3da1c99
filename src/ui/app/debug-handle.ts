import type { Session } from './session';
import type { Sounds } from './sound/sounds';

/** The read-only view of the game that tests and curious players get as `window.__sokoban`. */
export interface DebugHandle {
  readonly levelId: string | null;
  readonly moves: number;
  readonly pushes: number;
  readonly lurd: string;
  readonly solved: boolean;
  readonly screen: string;
  /** The first level has been drawn and accepts input. */
  readonly ready: boolean;
  /** The player's cell, or null. */
  readonly player: { x: number; y: number } | null;
  /** The cues the game played lately (oldest first) and whether its audio is running. */
  readonly sound: { readonly played: readonly string[]; readonly state: string };
  /** The client-pixel centre of a board cell (where a test clicks or taps it). */
  cellCenter(x: number, y: number): { x: number; y: number };
}

declare global {
  interface Window {
    __sokoban?: DebugHandle;
  }
}

export function exposeDebugHandle(
  session: Session,
  screen: () => string,
  ready: () => boolean,
  sounds: Sounds,
): void {
  const handle: DebugHandle = Object.freeze({
    get levelId() {
      return session.playing?.id ?? null;
    },
    get moves() {
      return session.playing?.game.moves ?? 0;
    },
    get pushes() {
      return session.playing?.game.pushes ?? 0;
    },
    get lurd() {
      return session.playing?.game.lurd() ?? '';
    },
    get solved() {
      return session.playing?.game.solved ?? false;
    },
    get screen() {
      return screen();
    },
    get ready() {
      return ready();
    },
    get sound() {
      return { played: [...sounds.played], state: sounds.state };
    },
    get player() {
      return session.playing?.game.player ?? null;
    },
    cellCenter(x: number, y: number) {
      const r = session.board.cellRect(x, y);
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
  });
  Object.defineProperty(window, '__sokoban', { value: handle, configurable: false, writable: false });
}
