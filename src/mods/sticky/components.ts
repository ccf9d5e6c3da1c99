import { defineComponent } from '../../core/ecs/component';

/** A sticky cell. Scenery: it never changes during play, so undo has nothing to record for it. */
export const Sticky = defineComponent('sticky/Sticky');

/** A box glued to a sticky cell. Game state: a turn adds it, and undo must take it off again. */
export const Stuck = defineComponent('sticky/Stuck', { state: true });
