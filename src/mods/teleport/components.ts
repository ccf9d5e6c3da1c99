import { defineComponent } from '../../core/ecs/component';

/** A teleporter pad of pair `pair` (0 or 1). Scenery: pads never move or change. */
export const Pad = defineComponent('teleport/Pad', { fields: { pair: 'u8' } });

// Sprite tags, one per pair, so the two pairs glow in different colours.
export const PadA = defineComponent('teleport/PadA');
export const PadB = defineComponent('teleport/PadB');

/** Sprite tags in pair order. */
export const PAIR_TAGS = [PadA, PadB] as const;
