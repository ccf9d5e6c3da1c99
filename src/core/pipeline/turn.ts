import type { GameWorld } from '../ecs/world';

export type Direction = 'left' | 'up' | 'right' | 'down';
export const DIRECTIONS: readonly Direction[] = ['left', 'up', 'right', 'down'];
export const DELTAS: Readonly<Record<Direction, readonly [number, number]>> = {
  left: [-1, 0],
  up: [0, -1],
  right: [1, 0],
  down: [0, 1],
};

/** How an entity got from one cell to another; renderers animate each kind their own way. */
export type SegmentKind = 'walk' | 'push' | 'slide' | 'teleport' | (string & {});

/** One applied displacement of one entity during a turn. An entity may have several (walk, then slide). */
export interface Segment {
  readonly eid: number;
  readonly fromX: number;
  readonly fromY: number;
  readonly toX: number;
  readonly toY: number;
  readonly kind: SegmentKind;
}

/** A displacement the push phase decided on; the movement phase applies it. */
export interface PlannedMove {
  eid: number;
  toX: number;
  toY: number;
  kind: SegmentKind;
}

/** What blocked the player: an entity (wall, box that cannot move) or the board's edge (-1). */
export interface Blocker {
  readonly eid: number;
  readonly x: number;
  readonly y: number;
  readonly reason: string;
}

/**
 * The turn in flight, handed to every system in order. Systems read the command, write plans, apply
 * moves through `move`, and leave facts (blocked, destroyed, deadlocked, solved) for the UI.
 */
export class Turn {
  readonly world: GameWorld;
  command: Direction | null = null;
  dx = 0;
  dy = 0;
  readonly planned: PlannedMove[] = [];
  readonly segments: Segment[] = [];
  blocked: Blocker | null = null;
  readonly destroyed: number[] = [];
  /** Boxes the deadlock phase found dead this turn that were not dead before. */
  readonly deadlocked: number[] = [];
  /** What the deadlock phase proved this turn, by class (`freeze`, `corral`...), with the boxes involved. */
  readonly deadlockFindings: { class: string; boxes: number[] }[] = [];
  solved = false;
  /**
   * Set by a system to veto the whole turn: the game restores the state from before it, records no
   * history and reports nothing moved, with this reason as the turn's message.
   */
  cancelled: string | null = null;
  /** Short messages for the HUD ("The door opens."), from any system. */
  readonly messages: string[] = [];

  constructor(world: GameWorld) {
    this.world = world;
  }

  reset(command: Direction | null): void {
    this.command = command;
    this.dx = 0;
    this.dy = 0;
    // Truncating an array costs even when it is empty (V8 'set length'); most lists stay empty.
    if (this.planned.length) this.planned.length = 0;
    if (this.segments.length) this.segments.length = 0;
    this.blocked = null;
    if (this.destroyed.length) this.destroyed.length = 0;
    if (this.deadlocked.length) this.deadlocked.length = 0;
    if (this.deadlockFindings.length) this.deadlockFindings.length = 0;
    this.solved = false;
    this.cancelled = null;
    if (this.messages.length) this.messages.length = 0;
  }

  /** Moves an entity now and records the segment (used by movement, slides, teleports). */
  move(eid: number, toX: number, toY: number, kind: SegmentKind): void {
    const w = this.world;
    const fromX = w.x(eid);
    const fromY = w.y(eid);
    w.moveTo(eid, toX, toY);
    this.segments.push({ eid, fromX, fromY, toX, toY, kind });
  }

  /** Takes an entity out of play now and records it. */
  destroy(eid: number): void {
    this.world.destroy(eid);
    this.destroyed.push(eid);
  }

  /** True when some segment of this turn pushed a box (the LURD letter is then uppercase). */
  get pushed(): boolean {
    for (const s of this.segments) if (s.kind === 'push') return true;
    return false;
  }
}
