import { hasComponent } from 'bitecs';
import type { GameWorld } from '../../core/ecs/world';
import type { Turn } from '../../core/pipeline/turn';
import { Active, KIND_DEFS, PROPERTY_DEFS, Text, WORD_TAGS } from './components';
import { rulesContext } from './context';
import { type Reading, readRules } from './read';
import { TEXT_KIND } from './sentences';
import { NOUNS } from './words';

/** The object kind of an entity (its noun's index in `NOUNS`), or -1 if the rules do not govern it. */
export function kindOf(world: GameWorld, eid: number): number {
  const stores = rulesContext(world).kindStores;
  for (let k = 0; k < stores.length; k++) if (hasComponent(world.ecs, eid, stores[k])) return k;
  return -1;
}

/** Every live rule object as [entity, kind], by entity id. */
export function ruleObjects(world: GameWorld): [number, number][] {
  const out: [number, number][] = [];
  KIND_DEFS.forEach((def, kind) => {
    for (const e of world.members(def)) out.push([e, kind]);
  });
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * Turns an entity of kind `from` into kind `to`. Becoming TEXT makes it the word naming its old kind
 * (a rock becomes the word ROCK); a word that becomes an object forgets its word. Only tags and a
 * tracked field change, so undo puts the old kind back exactly.
 */
export function setKind(world: GameWorld, eid: number, from: number, to: number): void {
  const texts = world.store(Text);
  world.remove(eid, KIND_DEFS[from]);
  if (from === TEXT_KIND) {
    world.remove(eid, WORD_TAGS[texts.word[eid]]);
    if (world.has(eid, Active)) world.remove(eid, Active);
  }
  if (to === TEXT_KIND) {
    texts.word[eid] = NOUNS[from];
    world.touch(eid, Text);
    world.add(eid, WORD_TAGS[NOUNS[from]]);
  }
  world.add(eid, KIND_DEFS[to]);
}

/** Grants each live object exactly the property tags its kind has now; writes only what differs. */
function applyProperties(world: GameWorld, props: Uint32Array): void {
  const stores = rulesContext(world).propertyStores;
  for (const [e, kind] of ruleObjects(world)) {
    const mask = props[kind];
    for (let p = 0; p < stores.length; p++) {
      const want = ((mask >>> p) & 1) === 1;
      if (want === hasComponent(world.ecs, e, stores[p])) continue;
      if (want) world.add(e, PROPERTY_DEFS[p]);
      else world.remove(e, PROPERTY_DEFS[p]);
    }
  }
}

/** Tags exactly the given words `Active`. */
function markActive(world: GameWorld, active: readonly number[]): void {
  const set = new Set(active);
  for (const e of world.members(Text)) {
    const now = world.has(e, Active);
    if (set.has(e) && !now) world.add(e, Active);
    else if (!set.has(e) && now) world.remove(e, Active);
  }
}

/** Did this turn move or destroy a word? Otherwise the sentences cannot have changed. */
function wordsTouched(world: GameWorld, turn: Turn): boolean {
  const text = rulesContext(world).textStore;
  for (const s of turn.segments) if (hasComponent(world.ecs, s.eid, text)) return true;
  for (const e of turn.destroyed) if (hasComponent(world.ecs, e, text)) return true;
  return false;
}

const sameMasks = (a: Uint32Array | null, b: Uint32Array) =>
  a !== null && a.length === b.length && a.every((v, i) => v === b[i]);

const sameList = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Reads the sentences and makes the world obey them: transformations first (all at once, so
 * `ROCK IS HERO` with `HERO IS ROCK` swaps them), then properties and highlights. A transformation
 * that creates or consumes words can change the sentences, so the reading repeats; the context's
 * `transformed` keeps any entity from changing twice in one turn, which ends swap cycles.
 * With a `turn`, work the turn cannot have made necessary is skipped (see `RulesContext`).
 */
export function deriveRules(world: GameWorld, turn: Turn | null = null): Reading {
  const ctx = rulesContext(world);
  let reading = ctx.reading && turn && !wordsTouched(world, turn) ? ctx.reading : readRules(world);
  let kindsChanged = false;
  // Each pass that reads again has transformed at least one entity for the first time this turn, so
  // the loop ends; the reading it leaves always describes the final board.
  while (reading.rules.target.some((t) => t >= 0)) {
    let wordsChanged = false;
    for (const [e, kind] of ruleObjects(world)) {
      const to = reading.rules.target[kind];
      if (to < 0 || ctx.transformed.has(e)) continue;
      setKind(world, e, kind, to);
      ctx.transformed.add(e);
      kindsChanged = true;
      if (kind === TEXT_KIND || to === TEXT_KIND) wordsChanged = true;
    }
    if (!wordsChanged) break;
    reading = readRules(world);
  }
  if (kindsChanged || !sameMasks(ctx.applied, reading.rules.props)) {
    applyProperties(world, reading.rules.props);
    ctx.applied = reading.rules.props;
  }
  const active = [...new Set(reading.sentences.flatMap((s) => s.tiles))].sort((a, b) => a - b);
  if (kindsChanged || !sameList(ctx.active, active)) {
    markActive(world, active);
    ctx.active = active;
  }
  ctx.reading = reading;
  return reading;
}
