import { defineComponent } from '../../core/ecs/component';

/** A cell of wet paint. Scenery: it never changes during play. */
export const Paint = defineComponent('paint/Paint');

/** A box that has been through paint. Game state: a turn adds it, and undo takes it off again. */
export const Painted = defineComponent('paint/Painted', { state: true });
