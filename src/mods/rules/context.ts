import type { Store } from '../../core/ecs/component';
import { defineResource, type GameWorld } from '../../core/ecs/world';
import { KIND_DEFS, PROPERTY_DEFS, Text } from './components';
import type { Reading } from './read';

/**
 * Per-world caches of the rules mod. Game state lives in components; this only remembers what the last
 * derivation produced so a turn that moved no word can skip rereading, and a turn that changed no rule
 * can skip rewriting tags. Any jump of the state (undo, redo, restart) forgets it (see `forget`).
 */
export interface RulesContext {
  /** The reading that matches the current state, or null when unknown. */
  reading: Reading | null;
  /** The property masks last written to every object, or null when unknown. */
  applied: Uint32Array | null;
  /** The words last tagged Active, sorted, or null when unknown. */
  active: number[] | null;
  /** Entities transformed in the current turn (nothing changes kind twice in a turn). */
  readonly transformed: Set<number>;
  readonly kindStores: readonly Store[];
  readonly propertyStores: readonly Store[];
  readonly textStore: Store<{ word: 'u8' }>;
}

const Context = defineResource(
  'rules/context',
  (world): RulesContext => ({
    reading: null,
    applied: null,
    active: null,
    transformed: new Set(),
    kindStores: KIND_DEFS.map((d) => world.store(d)),
    propertyStores: PROPERTY_DEFS.map((d) => world.store(d)),
    textStore: world.store(Text),
  }),
);

export function rulesContext(world: GameWorld): RulesContext {
  return world.resource(Context);
}

/** Drops the caches: the state jumped and they may describe another position. */
export function forget(world: GameWorld): void {
  const ctx = rulesContext(world);
  ctx.reading = null;
  ctx.applied = null;
  ctx.active = null;
}
