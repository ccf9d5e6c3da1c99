import { Box, Goal, Player, Pushable, Solid } from '../../core/classic/components';
import { type ComponentDef, defineComponent } from '../../core/ecs/component';
import { NOUNS, PROPERTIES, WORDS } from './words';

// Everything a turn can change is game state: kinds (a transformation swaps them), properties (a
// sentence grants them), headings and the highlight of standing sentences. Undo then restores the
// derived tags exactly instead of re-deriving them, and a save needs nothing but the history.

/** A word tile; `word` is its id in `WORDS`. Its kind is TEXT. */
export const Text = defineComponent('rules/Text', { state: true, fields: { word: 'u8' } });
export const Hero = defineComponent('rules/Hero', { state: true });
/** A wall object: unlike the classic `#` border, it obeys sentences about WALL. */
export const WallObject = defineComponent('rules/Wall', { state: true });
export const Rock = defineComponent('rules/Rock', { state: true });
export const Water = defineComponent('rules/Water', { state: true });
export const Lava = defineComponent('rules/Lava', { state: true });
export const Key = defineComponent('rules/Key', { state: true });
export const Door = defineComponent('rules/Door', { state: true });

/**
 * The tag of each object kind, indexed like `NOUNS`. BOX and GOAL are the classic tags, so a rules level
 * can still be a Sokoban level and its boxes and goals look and count as usual.
 */
const KINDS_BY_NOUN: Record<string, ComponentDef> = {
  HERO: Hero,
  WALL: WallObject,
  ROCK: Rock,
  BOX: Box,
  GOAL: Goal,
  WATER: Water,
  LAVA: Lava,
  KEY: Key,
  DOOR: Door,
  TEXT: Text,
};

export const KIND_DEFS: readonly ComponentDef[] = NOUNS.map((id) => {
  const text = WORDS[id].text;
  const def = KINDS_BY_NOUN[text];
  if (!def) throw new Error(`The noun ${text} has no kind component.`);
  return def;
});

/** One tag per word, so a renderer can give every word its own sprite. Indexed by word id. */
export const WORD_TAGS: readonly ComponentDef[] = WORDS.map((w) =>
  defineComponent(`rules/word/${w.text}`, { state: true }),
);

export const Win = defineComponent('rules/Win', { state: true });
export const Sink = defineComponent('rules/Sink', { state: true });
export const Defeat = defineComponent('rules/Defeat', { state: true });
export const Hot = defineComponent('rules/Hot', { state: true });
export const Melt = defineComponent('rules/Melt', { state: true });
export const Open = defineComponent('rules/Open', { state: true });
export const Shut = defineComponent('rules/Shut', { state: true });
export const Move = defineComponent('rules/Move', { state: true });

const PROPERTY_BY_WORD: Record<string, ComponentDef> = {
  YOU: Player,
  PUSH: Pushable,
  STOP: Solid,
  WIN: Win,
  SINK: Sink,
  DEFEAT: Defeat,
  HOT: Hot,
  MELT: Melt,
  OPEN: Open,
  SHUT: Shut,
  MOVE: Move,
};

/**
 * The tag each property grants, indexed like `PROPERTIES`. YOU, PUSH and STOP are the classic tags, so
 * the classic push resolution moves and blocks rule objects with no special case.
 */
export const PROPERTY_DEFS: readonly ComponentDef[] = PROPERTIES.map((id) => {
  const text = WORDS[id].text;
  const def = PROPERTY_BY_WORD[text];
  if (!def) throw new Error(`The property ${text} has no component.`);
  return def;
});

/** The direction a rule object faces (0 left, 1 up, 2 right, 3 down): where MOVE takes it. */
export const Heading = defineComponent('rules/Heading', { state: true, fields: { dir: 'u8' } });

/** A word that is part of a standing sentence (the renderer highlights these). */
export const Active = defineComponent('rules/Active', { state: true });

export const RULES_COMPONENTS: readonly ComponentDef[] = [
  ...new Set([...KIND_DEFS, ...WORD_TAGS, ...PROPERTY_DEFS, Heading, Active]),
];
