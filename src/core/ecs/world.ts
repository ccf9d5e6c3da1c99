import {
  addComponent,
  addEntity,
  createWorld,
  hasComponent,
  observe,
  onAdd,
  onRemove,
  query,
  removeComponent,
  type World,
} from 'bitecs';
import { ChangeTracker } from '../history/tracker';
import type { EnterRule } from '../plugin';
import { type ComponentDef, createStore, growStore, type Schema, type Store } from './component';
import { GridIndex } from './grid';

/** Where an entity stands. The only component the world itself knows: the grid index follows it. */
export const Position = defineBuiltin('Position', { x: 'i16', y: 'i16' });
/**
 * Marks an entity taken out of play (a box that filled a hole). Entities are never removed from
 * bitecs, whose id recycling and stale arrays would break undo: destruction is a state tag instead.
 */
export const Destroyed = defineBuiltin('Destroyed', {});

function defineBuiltin<S extends Schema>(name: string, fields: S): ComponentDef<S> {
  return Object.freeze({ name, fields: Object.freeze(fields), state: true, cosmetic: false });
}

/**
 * A typed key for a plugin's per-world data (a derived cache, a counter, scratch buffers): made once at
 * module level with `defineResource`, read with `world.resource(token)`. Worlds key the data by the
 * token object, so two tokens never share data even under the same name; the name is for messages.
 */
export interface ResourceToken<T> {
  readonly name: string;
  readonly create: (world: GameWorld) => T;
}

/** Declares a per-world resource; `create` runs once per world, on the first `world.resource(token)`. */
export function defineResource<T>(name: string, create: (world: GameWorld) => T): ResourceToken<T> {
  return Object.freeze({ name, create });
}

/**
 * What the engine's own deadlock marks may do in a world, from the plugins' `analysis` declarations
 * and the level's rules (see `analysisFor`). Not a rule: levels and players cannot set it.
 */
export interface AnalysisSupport {
  /** The full deadlock detector (and the solver) understand every mechanic in play. */
  readonly sound: boolean;
  /** When not `sound`: the corner rule alone still holds (every plugin vouched for it). */
  readonly corners: boolean;
}

/** Rule options a plugin declares and a level or the player may set (e.g. `maxChain`). */
export type RuleValue = number | boolean | string;

/**
 * The game world of one level: a bitecs world plus per-world component stores, the grid index and
 * the change tracker that turns each turn into an undo delta.
 */
export class GameWorld {
  readonly ecs: World;
  readonly width: number;
  readonly height: number;
  readonly grid: GridIndex;
  readonly tracker: ChangeTracker;
  readonly rules: Record<string, RuleValue>;
  /** Whether the deadlock detector may run; set once, before any system is created. */
  readonly analysis: AnalysisSupport;
  /** Movement restrictions from every plugin (one-way floors, holes); see `mayEnter`. */
  readonly enterRules: EnterRule[] = [];
  /** Per-world data of plugins, by token (see `resource`). */
  private readonly resources = new Map<ResourceToken<unknown>, unknown>();
  private readonly creating = new Set<ResourceToken<unknown>>();
  private capacityValue: number;
  private readonly stores = new Map<ComponentDef, Store>();
  private readonly defsByName = new Map<string, ComponentDef>();
  private readonly defs: ComponentDef[] = [];
  private readonly position: Store<{ x: 'i16'; y: 'i16' }>;
  private readonly destroyed: Store;
  private maxEid = 0;
  private readonly memberLists = new Map<ComponentDef, number[]>();

  constructor(options: {
    width: number;
    height: number;
    components: readonly ComponentDef[];
    rules?: Record<string, RuleValue>;
    /** Defaults to a fully classic world: the detector runs. */
    analysis?: AnalysisSupport;
    capacity?: number;
  }) {
    this.width = options.width;
    this.height = options.height;
    this.capacityValue = Math.max(16, options.capacity ?? 1024);
    this.ecs = createWorld();
    this.grid = new GridIndex(this.width, this.height, this.capacityValue);
    this.rules = { ...options.rules };
    const { sound = true, corners = false } = options.analysis ?? {};
    this.analysis = Object.freeze({ sound, corners });
    for (const def of [Position, Destroyed, ...options.components]) this.register(def);
    this.position = this.store(Position);
    this.destroyed = this.store(Destroyed);
    this.tracker = new ChangeTracker(
      this,
      this.defs.filter((d) => d.state),
    );
    // Membership changes are tracked automatically, so a mod's addComponent is undoable as is.
    this.tracker.stateDefs.forEach((def, index) => {
      const store = this.store(def);
      observe(this.ecs, onAdd(store), (eid: number) => this.tracker.mark(index, eid));
      observe(this.ecs, onRemove(store), (eid: number) => this.tracker.mark(index, eid));
    });
  }

  /** A plugin's per-world data (a derived cache, a counter), created by its token on first use. */
  resource<T>(token: ResourceToken<T>): T {
    if (this.resources.has(token)) return this.resources.get(token) as T;
    if (this.creating.has(token)) throw new Error(`Resource "${token.name}" needs itself to be created.`);
    this.creating.add(token);
    try {
      const value = token.create(this);
      this.resources.set(token, value);
      return value;
    } finally {
      this.creating.delete(token);
    }
  }

  get capacity(): number {
    return this.capacityValue;
  }

  /** Every registered component definition, in registration order. */
  get components(): readonly ComponentDef[] {
    return this.defs;
  }

  private register(def: ComponentDef): void {
    const clash = this.defsByName.get(def.name);
    if (clash === def) return;
    if (clash) throw new Error(`Two different components are both named "${def.name}".`);
    this.defsByName.set(def.name, def);
    this.defs.push(def);
    this.stores.set(def, createStore(def, this.capacityValue));
  }

  /** The world's store for a component: the object bitecs knows the component by. */
  store<S extends Schema>(def: ComponentDef<S>): Store<S> {
    const store = this.stores.get(def);
    if (!store)
      throw new Error(
        `Component "${def.name}" is not registered in this game: pass it to api.components() in its plugin's setup.`,
      );
    return store as Store<S>;
  }

  /** Looks a component up by name (level legends and debug tools name components as text). */
  componentNamed(name: string): ComponentDef | undefined {
    return this.defsByName.get(name);
  }

  has(eid: number, def: ComponentDef): boolean {
    return hasComponent(this.ecs, eid, this.store(def));
  }

  add(eid: number, def: ComponentDef): void {
    addComponent(this.ecs, eid, this.store(def));
  }

  remove(eid: number, def: ComponentDef): void {
    removeComponent(this.ecs, eid, this.store(def));
  }

  /** Live entities having every given component (and not Destroyed), sorted by id for determinism. */
  query(...defs: ComponentDef[]): number[] {
    const found = query(
      this.ecs,
      defs.map((d) => this.store(d)),
    );
    const out: number[] = [];
    for (let i = 0; i < found.length; i++) {
      const eid = found[i];
      if (!hasComponent(this.ecs, eid, this.destroyed)) out.push(eid);
    }
    return out.sort((a, b) => a - b);
  }

  /**
   * Live entities having `def` (not Destroyed), as a cached array sorted by id that observers keep
   * current: what `query(def)` returns, without its cost. For hot paths that run every turn; bitecs'
   * query() hashes its terms on every call.
   */
  members(def: ComponentDef): readonly number[] {
    let list = this.memberLists.get(def);
    if (!list) {
      const store = this.store(def);
      const own = this.query(def);
      const insert = (eid: number) => {
        let i = own.length;
        while (i > 0 && own[i - 1] > eid) i--;
        if (own[i - 1] !== eid) own.splice(i, 0, eid);
      };
      const drop = (eid: number) => {
        const i = own.indexOf(eid);
        if (i >= 0) own.splice(i, 1);
      };
      observe(this.ecs, onAdd(store), (eid: number) => {
        if (!hasComponent(this.ecs, eid, this.destroyed)) insert(eid);
      });
      observe(this.ecs, onRemove(store), drop);
      // Destroying an entity (or undoing that) takes it out of (or back into) every list it belongs to.
      observe(this.ecs, onAdd(this.destroyed), drop);
      observe(this.ecs, onRemove(this.destroyed), (eid: number) => {
        if (hasComponent(this.ecs, eid, store)) insert(eid);
      });
      this.memberLists.set(def, own);
      list = own;
    }
    return list;
  }

  /** Creates an entity on the board with the given components. */
  spawn(x: number, y: number, ...defs: ComponentDef[]): number {
    const eid = addEntity(this.ecs);
    if (eid >= this.capacityValue) this.grow(Math.max(eid + 1, this.capacityValue * 2));
    if (eid > this.maxEid) this.maxEid = eid;
    this.position.x[eid] = x;
    this.position.y[eid] = y;
    addComponent(this.ecs, eid, this.position);
    for (const def of defs) addComponent(this.ecs, eid, this.store(def));
    this.grid.insert(eid, this.grid.cell(x, y));
    this.tracker.mark(0, eid);
    return eid;
  }

  x(eid: number): number {
    return this.position.x[eid];
  }

  y(eid: number): number {
    return this.position.y[eid];
  }

  /** Moves an entity, keeping the grid index and the undo tracker in step. O(1). */
  moveTo(eid: number, x: number, y: number): void {
    this.position.x[eid] = x;
    this.position.y[eid] = y;
    this.grid.insert(eid, this.grid.cell(x, y));
    this.tracker.mark(0, eid);
  }

  /** Takes an entity out of play; undo brings it back exactly. */
  destroy(eid: number): void {
    addComponent(this.ecs, eid, this.destroyed);
    this.grid.remove(eid);
  }

  isDestroyed(eid: number): boolean {
    return hasComponent(this.ecs, eid, this.destroyed);
  }

  /**
   * Declares that a system wrote a stateful field of `eid` directly (e.g. `store.dir[eid] = 2`).
   * Membership and moveTo are tracked without it; tests run with `tracker.strict` to catch a miss.
   */
  touch(eid: number, def?: ComponentDef): void {
    this.tracker.touch(eid, def);
  }

  /** Re-derives an entity's grid slot from its Position and Destroyed tag (after an undo). */
  reindex(eid: number): void {
    if (hasComponent(this.ecs, eid, this.position) && !hasComponent(this.ecs, eid, this.destroyed)) {
      this.grid.insert(eid, this.grid.cell(this.position.x[eid], this.position.y[eid]));
    } else {
      this.grid.remove(eid);
    }
  }

  /** First live entity at (x, y) having `def`, or -1. */
  findAt(x: number, y: number, def: ComponentDef): number {
    if (!this.grid.inBounds(x, y)) return -1;
    const store = this.store(def);
    for (let e = this.grid.first(this.grid.cell(x, y)); e !== -1; e = this.grid.next(e)) {
      if (hasComponent(this.ecs, e, store)) return e;
    }
    return -1;
  }

  hasAt(x: number, y: number, def: ComponentDef): boolean {
    return this.findAt(x, y, def) !== -1;
  }

  /** Ids 1..n of every entity ever created in this world (destroyed ones included). */
  get entityCount(): number {
    return this.maxEid;
  }

  private grow(capacity: number): void {
    for (const def of this.defs) growStore(this.stores.get(def)!, def, capacity);
    this.grid.grow(capacity);
    this.tracker.grow(capacity);
    this.capacityValue = capacity;
  }
}
