import { defineComponent } from '../../core/ecs/component';

/**
 * An open hole. The tag itself never changes; a filled hole is destroyed (the built-in, stateful
 * `Destroyed` tag), which is what undo records and brings back.
 */
export const Hole = defineComponent('holes/Hole');
