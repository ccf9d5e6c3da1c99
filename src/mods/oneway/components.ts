import { defineComponent } from '../../core/ecs/component';

/**
 * A cell that may be entered only moving in `dir` (0 left, 1 up, 2 right, 3 down: the order of
 * `DIRECTIONS`). Scenery: never changes during play.
 */
export const OneWay = defineComponent('oneway/OneWay', { fields: { dir: 'u8' } });

// A sprite belongs to a component, not to a field value, so each arrow direction has a tag to draw by.
export const ArrowLeft = defineComponent('oneway/ArrowLeft');
export const ArrowUp = defineComponent('oneway/ArrowUp');
export const ArrowRight = defineComponent('oneway/ArrowRight');
export const ArrowDown = defineComponent('oneway/ArrowDown');

/** Sprite tags in `DIRECTIONS` order. */
export const ARROWS = [ArrowLeft, ArrowUp, ArrowRight, ArrowDown] as const;
