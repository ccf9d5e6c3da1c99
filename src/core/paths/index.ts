import { Player, Pushable } from '../classic/components';
import type { Game } from '../game';
import { boxPath, boxTargets, type TransportQuery } from './box-paths';
import { Occupancy } from './occupancy';
import { playerReach, walkTo } from './player-paths';

export { boxPath, boxTargets, Occupancy, playerReach, walkTo };

/** A cell as coordinates. */
export interface Cell {
  x: number;
  y: number;
}

/**
 * Pointer-play searches on a game's current position. They return plain LURD strings that the normal
 * turn pipeline then plays, so mods, undo and the move history work unchanged.
 */
export class PathFinder {
  private readonly game: Game;
  private readonly occ: Occupancy;
  private readonly player: number;
  private readonly playerCell: number;

  constructor(game: Game) {
    this.game = game;
    this.occ = new Occupancy(game.world);
    const [p] = game.world.query(Player);
    this.player = p ?? -1;
    this.playerCell = p === undefined ? -1 : this.cell(game.world.x(p), game.world.y(p));
  }

  private cell(x: number, y: number): number {
    return y * this.occ.width + x;
  }

  private inBounds(c: Cell): boolean {
    return c.x >= 0 && c.y >= 0 && c.x < this.occ.width && c.y < this.occ.height;
  }

  /** Cells the player can walk to without pushing (1 = reachable), or null without a player. */
  reachable(): Uint8Array | null {
    if (this.player < 0) return null;
    const { dist } = playerReach(this.occ, this.player, this.playerCell);
    return Uint8Array.from(dist, (d) => (d >= 0 ? 1 : 0));
  }

  /** The shortest walk (lowercase LURD) to a cell, '' when already there, null when unreachable. */
  walkTo(target: Cell): string | null {
    if (this.player < 0 || !this.inBounds(target)) return null;
    return walkTo(
      this.occ,
      playerReach(this.occ, this.player, this.playerCell),
      this.cell(target.x, target.y),
    );
  }

  /** The pushable entity at a cell, or -1. */
  boxAt(c: Cell): number {
    return this.inBounds(c) ? this.occ.boxAt[this.cell(c.x, c.y)] : -1;
  }

  /** Where the pushable entity `box` stands now, or null once it has left play (fallen into a hole). */
  boxCell(box: number): Cell | null {
    const w = this.game.world;
    if (box < 0 || !w.has(box, Pushable) || w.isDestroyed(box)) return null;
    return { x: w.x(box), y: w.y(box) };
  }

  /** Cells the box at `from` can be pushed to (by pushes of that box alone). */
  boxTargets(from: Cell): Cell[] {
    const q = this.query(from);
    if (!q) return [];
    const mask = boxTargets(q);
    const out: Cell[] = [];
    mask.forEach((v, c) => {
      if (v) out.push({ x: c % this.occ.width, y: Math.floor(c / this.occ.width) });
    });
    return out;
  }

  /** LURD moving the box at `from` to `to`: fewest pushes, then moves (or the reverse). */
  boxPath(from: Cell, to: Cell, prefer: 'pushes' | 'moves' = 'pushes'): string | null {
    const q = this.query(from);
    if (!q || !this.inBounds(to)) return null;
    return boxPath(q, this.cell(to.x, to.y), prefer);
  }

  private query(from: Cell): TransportQuery | null {
    const box = this.boxAt(from);
    if (box < 0 || this.player < 0 || !this.game.world.has(box, Pushable)) return null;
    return {
      occ: this.occ,
      player: this.player,
      playerCell: this.playerCell,
      box,
      boxCell: this.cell(from.x, from.y),
    };
  }
}
