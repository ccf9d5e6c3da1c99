/**
 * Component definitions. A definition is a schema, not storage: every world instantiates its own
 * stores, because bitecs module-level stores are shared by all worlds (tests, the editor's play-test,
 * a solver preview) and would leak state between them.
 */

/** Numeric field kinds, mapped to typed arrays (struct-of-arrays storage). */
export type FieldKind = 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32' | 'f32' | 'f64';

type ArrayOf<K extends FieldKind> = K extends 'i8'
  ? Int8Array
  : K extends 'u8'
    ? Uint8Array
    : K extends 'i16'
      ? Int16Array
      : K extends 'u16'
        ? Uint16Array
        : K extends 'i32'
          ? Int32Array
          : K extends 'u32'
            ? Uint32Array
            : K extends 'f32'
              ? Float32Array
              : Float64Array;

export type Schema = Record<string, FieldKind>;
export type NumericArray =
  | Int8Array
  | Uint8Array
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array;

/** A per-world store: one typed array per field, indexed by entity id. A tag has no fields. */
export type Store<S extends Schema = Schema> = { [K in keyof S]: ArrayOf<S[K]> };

const arrayTypes: Record<FieldKind, new (length: number) => NumericArray> = {
  i8: Int8Array,
  u8: Uint8Array,
  i16: Int16Array,
  u16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
};

export interface ComponentOptions<S extends Schema> {
  /** Typed fields; omit for a tag. */
  fields?: S;
  /**
   * Part of game state: undo snapshots its membership and fields. Static scenery (walls, goals, ice)
   * is not state; anything a turn can change (positions, a Destroyed tag, a rule's property) is.
   */
  state?: boolean;
  /**
   * Written during turns but deliberately left alone by undo: presentation only (which way the player
   * faces). Strict mode checks every other non-state component for changes during a turn.
   */
  cosmetic?: boolean;
}

export interface ComponentDef<S extends Schema = Schema> {
  /** Unique, readable name: `Position`, `ice/Ice`. Used in errors and debug dumps. */
  readonly name: string;
  readonly fields: Readonly<S>;
  readonly state: boolean;
  readonly cosmetic: boolean;
}

/** Declares a component. Cheap and side-effect free: registration happens per game, in a plugin. */
export function defineComponent<S extends Schema = Record<never, FieldKind>>(
  name: string,
  options: ComponentOptions<S> = {},
): ComponentDef<S> {
  if (options.state && options.cosmetic)
    throw new Error(`Component "${name}" cannot be both state and cosmetic: undo either restores it or not.`);
  return Object.freeze({
    name,
    fields: Object.freeze({ ...(options.fields ?? ({} as S)) }),
    state: options.state ?? false,
    cosmetic: options.cosmetic ?? false,
  });
}

/** Allocates a store with `capacity` slots per field. */
export function createStore<S extends Schema>(def: ComponentDef<S>, capacity: number): Store<S> {
  const store = {} as Record<string, NumericArray>;
  for (const [field, kind] of Object.entries(def.fields) as [string, FieldKind][]) {
    store[field] = new arrayTypes[kind](capacity);
  }
  return store as Store<S>;
}

/** Grows every field of a store in place (the store object keeps its identity for bitecs). */
export function growStore(store: Store, def: ComponentDef, capacity: number): void {
  const fields = store as Record<string, NumericArray>;
  for (const [field, kind] of Object.entries(def.fields) as [string, FieldKind][]) {
    const bigger = new arrayTypes[kind](capacity);
    bigger.set(fields[field]);
    fields[field] = bigger;
  }
}
