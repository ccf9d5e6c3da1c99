import { addComponent, hasComponent, removeComponent } from 'bitecs';
import type { ComponentDef, NumericArray, Store } from '../ecs/component';
import type { GameWorld } from '../ecs/world';

/**
 * One turn's change set: records of four numbers `[slot, eid, before, after]`, where a slot is a
 * component's membership or one of its fields. Holding both values lets one delta serve undo and redo,
 * and its size follows what the turn changed, never the level's size.
 */
export type Delta = Float64Array;

const RECORD = 4;
/** Slot numbering: `component * FIELD_SLOTS + 0` is membership, `+ 1 + i` is field i. */
const FIELD_SLOTS = 64;

interface Tracked {
  def: ComponentDef;
  store: Store;
  fieldNames: string[];
  /** Last committed membership, per entity. */
  members: Uint8Array;
  /** Last committed field values, per field, per entity. */
  mirrors: NumericArray[];
  /** Entities marked since the last commit, and their flags. */
  dirty: number[];
  dirtyFlag: Uint8Array;
}

/** A non-state component as the level's setup left it, which no turn may change (strict mode). */
interface Watched {
  def: ComponentDef;
  store: Store;
  fieldNames: string[];
  members: Uint8Array;
  fields: NumericArray[];
}

/**
 * Turns the world's stateful components into undo deltas. Systems mark what they touch (moveTo and
 * membership changes mark themselves); `commit` compares only marked entities against a mirror of the
 * last committed state. A turn therefore costs O(changes), and writing a value back (push then pull)
 * leaves no delta at all, which is how "a move that changes nothing adds no history entry" falls out.
 */
export class ChangeTracker {
  readonly stateDefs: readonly ComponentDef[];
  /** When set, every commit also scans all state for changes nobody marked (tests turn this on). */
  strict = false;
  private readonly tracked: Tracked[];
  private readonly world: GameWorld;
  private restoring = false;
  /** Strict mode's copy of the non-state components (see `watchScenery`); null until taken. */
  private watched: Watched[] | null = null;
  /** Reused across commits so a turn allocates only its final delta. */
  private readonly scratch: number[] = [];

  constructor(world: GameWorld, stateDefs: readonly ComponentDef[]) {
    this.world = world;
    this.stateDefs = stateDefs;
    if (stateDefs.length > 1 << 20) throw new Error('Too many stateful components.');
    this.tracked = stateDefs.map((def) => {
      const store = world.store(def);
      const fieldNames = Object.keys(def.fields);
      if (fieldNames.length >= FIELD_SLOTS) throw new Error(`Component "${def.name}" has too many fields.`);
      const fields = store as Record<string, NumericArray>;
      return {
        def,
        store,
        fieldNames,
        members: new Uint8Array(world.capacity),
        mirrors: fieldNames.map((f) => fields[f].slice()),
        dirty: [],
        dirtyFlag: new Uint8Array(world.capacity),
      };
    });
  }

  /** Marks (component index, entity) as possibly changed. */
  mark(index: number, eid: number): void {
    if (this.restoring) return;
    const t = this.tracked[index];
    if (t.dirtyFlag[eid] === 0) {
      t.dirtyFlag[eid] = 1;
      t.dirty.push(eid);
    }
  }

  /** Marks one stateful component of an entity, or all of them. */
  touch(eid: number, def?: ComponentDef): void {
    if (def) {
      const index = this.stateDefs.indexOf(def);
      if (index < 0) throw new Error(`Component "${def.name}" is not game state; touching it has no effect.`);
      this.mark(index, eid);
    } else {
      for (let i = 0; i < this.tracked.length; i++) this.mark(i, eid);
    }
  }

  /** Collects the marked changes into a delta and makes them the new baseline; null if nothing changed. */
  commit(): Delta | null {
    const out = this.scratch;
    if (out.length) out.length = 0;
    const ecs = this.world.ecs;
    for (let c = 0; c < this.tracked.length; c++) {
      const t = this.tracked[c];
      if (t.dirty.length === 0) continue;
      const fields = t.store as Record<string, NumericArray>;
      for (const eid of t.dirty) {
        t.dirtyFlag[eid] = 0;
        const now = hasComponent(ecs, eid, t.store) ? 1 : 0;
        if (now !== t.members[eid]) {
          out.push(c * FIELD_SLOTS, eid, t.members[eid], now);
          t.members[eid] = now;
        }
        for (let f = 0; f < t.fieldNames.length; f++) {
          const value = fields[t.fieldNames[f]][eid];
          const before = t.mirrors[f][eid];
          if (value !== before && !(Number.isNaN(value) && Number.isNaN(before))) {
            out.push(c * FIELD_SLOTS + 1 + f, eid, before, value);
            t.mirrors[f][eid] = value;
          }
        }
      }
      t.dirty.length = 0;
    }
    if (this.strict) this.verify();
    return out.length === 0 ? null : Float64Array.from(out);
  }

  /** Forgets pending marks and makes the current state the baseline (after building a level). */
  reset(): void {
    const ecs = this.world.ecs;
    for (const t of this.tracked) {
      const fields = t.store as Record<string, NumericArray>;
      for (let eid = 0; eid < t.members.length; eid++)
        t.members[eid] = hasComponent(ecs, eid, t.store) ? 1 : 0;
      t.fieldNames.forEach((f, i) => {
        t.mirrors[i].set(fields[f]);
      });
      for (const eid of t.dirty) t.dirtyFlag[eid] = 0;
      t.dirty.length = 0;
    }
  }

  /**
   * Puts every stateful value back to the last commit, marked or not (a system that threw may have
   * written a field before its `touch`), and forgets the marks. Scans all state: for a failed turn,
   * not for play. Returns the entities put back, so derived indexes can be refreshed.
   */
  rollback(): number[] {
    const ecs = this.world.ecs;
    const touched: number[] = [];
    this.restoring = true;
    try {
      for (const t of this.tracked) {
        const fields = t.store as Record<string, NumericArray>;
        for (let eid = 0; eid < t.members.length; eid++) {
          const now = hasComponent(ecs, eid, t.store) ? 1 : 0;
          if (now === t.members[eid]) continue;
          if (t.members[eid]) addComponent(ecs, eid, t.store);
          else removeComponent(ecs, eid, t.store);
          touched.push(eid);
        }
        t.fieldNames.forEach((f, i) => {
          const live = fields[f];
          const mirror = t.mirrors[i];
          for (let eid = 0; eid < mirror.length; eid++) {
            if (live[eid] === mirror[eid] || (Number.isNaN(live[eid]) && Number.isNaN(mirror[eid]))) continue;
            live[eid] = mirror[eid];
            touched.push(eid);
          }
        });
        for (const eid of t.dirty) t.dirtyFlag[eid] = 0;
        t.dirty.length = 0;
      }
    } finally {
      this.restoring = false;
    }
    return touched;
  }

  /**
   * Applies a delta backwards (undo) or forwards (redo) to the world and the mirror.
   * Returns the entities whose state changed, so derived indexes can be refreshed.
   */
  apply(delta: Delta, direction: 'undo' | 'redo'): number[] {
    const ecs = this.world.ecs;
    const touched: number[] = [];
    const n = delta.length / RECORD;
    this.restoring = true;
    try {
      for (let k = 0; k < n; k++) {
        const r = (direction === 'undo' ? n - 1 - k : k) * RECORD;
        const slot = delta[r];
        const eid = delta[r + 1];
        const value = direction === 'undo' ? delta[r + 2] : delta[r + 3];
        const t = this.tracked[Math.floor(slot / FIELD_SLOTS)];
        const field = (slot % FIELD_SLOTS) - 1;
        if (field < 0) {
          if (value === 1) addComponent(ecs, eid, t.store);
          else removeComponent(ecs, eid, t.store);
          t.members[eid] = value;
        } else {
          (t.store as Record<string, NumericArray>)[t.fieldNames[field]][eid] = value;
          t.mirrors[field][eid] = value;
        }
        touched.push(eid);
      }
    } finally {
      this.restoring = false;
    }
    return touched;
  }

  /**
   * The delta that takes the current committed state to `target` (a full comparison). Used for restart,
   * which is an ordinary undoable history entry.
   */
  diffTo(target: StateImage): Delta | null {
    const out: number[] = [];
    this.tracked.forEach((t, c) => {
      const img = target[c];
      for (let eid = 0; eid < t.members.length; eid++) {
        const want = eid < img.members.length ? img.members[eid] : 0;
        if (want !== t.members[eid]) out.push(c * FIELD_SLOTS, eid, t.members[eid], want);
      }
      t.mirrors.forEach((mirror, f) => {
        const want = img.fields[f];
        for (let eid = 0; eid < mirror.length; eid++) {
          const w = eid < want.length ? want[eid] : 0;
          if (w !== mirror[eid]) out.push(c * FIELD_SLOTS + 1 + f, eid, mirror[eid], w);
        }
      });
    });
    return out.length === 0 ? null : Float64Array.from(out);
  }

  /** A full copy of the committed state (kept once per level, for restart and tests). */
  image(): StateImage {
    return this.tracked.map((t) => ({
      name: t.def.name,
      members: t.members.slice(),
      fields: t.mirrors.map((m) => m.slice()),
    }));
  }

  /**
   * Strict mode: copies every component that is neither state nor cosmetic, as the level's setup left
   * it, so `verify` also throws when a turn changes one (undo would not restore it). Call once the
   * level is built and its systems created; costs a copy now and a scan per turn, so tests only.
   */
  watchScenery(): void {
    const ecs = this.world.ecs;
    const capacity = this.world.capacity;
    this.watched = this.world.components
      .filter((def) => !def.state && !def.cosmetic)
      .map((def) => {
        const store = this.world.store(def);
        const fields = store as Record<string, NumericArray>;
        const fieldNames = Object.keys(def.fields);
        const members = new Uint8Array(capacity);
        for (let eid = 0; eid < capacity; eid++) members[eid] = hasComponent(ecs, eid, store) ? 1 : 0;
        return { def, store, fieldNames, members, fields: fieldNames.map((f) => fields[f].slice()) };
      });
  }

  /**
   * Throws if some stateful value changed without being marked (a system forgot `touch`), or, after
   * `watchScenery`, if a non-state component changed at all.
   */
  verify(): void {
    const ecs = this.world.ecs;
    for (const t of this.tracked) {
      const fields = t.store as Record<string, NumericArray>;
      for (let eid = 0; eid < t.members.length; eid++) {
        const now = hasComponent(ecs, eid, t.store) ? 1 : 0;
        if (now !== t.members[eid]) {
          throw new Error(`Untracked change: membership of ${t.def.name} on entity ${eid}.`);
        }
      }
      t.fieldNames.forEach((f, i) => {
        const live = fields[f];
        const mirror = t.mirrors[i];
        for (let eid = 0; eid < mirror.length; eid++) {
          if (live[eid] !== mirror[eid] && !(Number.isNaN(live[eid]) && Number.isNaN(mirror[eid]))) {
            throw new Error(
              `Untracked change: ${t.def.name}.${f} of entity ${eid} (${mirror[eid]} -> ${live[eid]}); ` +
                'call world.touch(eid, component) after writing a field directly.',
            );
          }
        }
      });
    }
    if (this.watched) this.verifyScenery(this.watched);
  }

  private verifyScenery(watched: readonly Watched[]): void {
    const ecs = this.world.ecs;
    const fix =
      'declare it { state: true } so undo restores it ({ cosmetic: true } if undo should leave it be).';
    for (const w of watched) {
      const name = w.def.name;
      for (let eid = 0; eid < w.members.length; eid++) {
        const now = hasComponent(ecs, eid, w.store) ? 1 : 0;
        if (now !== w.members[eid]) {
          const what = now ? `added to entity ${eid}` : `removed from entity ${eid}`;
          throw new Error(`Untracked change: ${name} changed during a turn (${what}); ${fix}`);
        }
      }
      const fields = w.store as Record<string, NumericArray>;
      w.fieldNames.forEach((f, i) => {
        const live = fields[f];
        const copy = w.fields[i];
        for (let eid = 0; eid < copy.length; eid++) {
          if (live[eid] !== copy[eid] && !(Number.isNaN(live[eid]) && Number.isNaN(copy[eid]))) {
            throw new Error(
              `Untracked change: ${name} changed during a turn (${name}.${f} of entity ${eid}: ` +
                `${copy[eid]} -> ${live[eid]}); ${fix}`,
            );
          }
        }
      });
    }
  }

  grow(capacity: number): void {
    const grow = <A extends NumericArray>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(capacity);
      b.set(a);
      return b;
    };
    for (const t of this.tracked) {
      t.members = grow(t.members);
      t.dirtyFlag = grow(t.dirtyFlag);
      t.mirrors = t.mirrors.map(grow);
    }
    for (const w of this.watched ?? []) {
      w.members = grow(w.members);
      w.fields = w.fields.map(grow);
    }
  }
}

/** A full copy of the committed state: per stateful component, membership and field arrays. */
export type StateImage = { name: string; members: Uint8Array; fields: NumericArray[] }[];
