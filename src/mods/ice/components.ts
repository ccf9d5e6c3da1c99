import { defineComponent } from '../../core/ecs/component';

/** An ice cell. Scenery that never changes during play, so undo has nothing to record for it. */
export const Ice = defineComponent('ice/Ice');
