import { defineComponent } from '../../core/ecs/component';

/** A pressure plate. Scenery: the plate itself never moves or changes. */
export const Switch = defineComponent('doors/Switch');

/** A door cell. Scenery: the doorway is always there; whether it is shut is `Closed`. */
export const Door = defineComponent('doors/Door');

/** A shut door: game state, since a turn opens and shuts it and undo must follow. */
export const Closed = defineComponent('doors/Closed', { state: true });
