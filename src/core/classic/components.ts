import { defineComponent } from '../ecs/component';

// Kinds and capabilities are separate tags so a mod can change one without the other: a rule
// "WALL IS PUSH" makes walls Pushable while they stay Walls. They are game state for the same reason.

/** Controlled by the player's input (the rules mod's YOU). */
export const Player = defineComponent('Player', { state: true });
/** A box: what the classic win condition counts. */
export const Box = defineComponent('Box', { state: true });
/** A wall: immovable scenery the player's region is closed by. */
export const Wall = defineComponent('Wall', { state: true });
/** A goal square. */
export const Goal = defineComponent('Goal', { state: true });
/** Moves when pushed. */
export const Pushable = defineComponent('Pushable', { state: true });
/** Blocks movement into its cell (unless also Pushable and able to move). */
export const Solid = defineComponent('Solid', { state: true });
/**
 * The direction an actor last tried to move (0 left, 1 up, 2 right, 3 down). Cosmetic, so not state:
 * bumping a wall turns the player but must not become a move in the history, and undo leaves it be.
 */
export const Facing = defineComponent('Facing', { cosmetic: true, fields: { dir: 'u8' } });
/** A box the deadlock phase proved can never reach a goal. */
export const Deadlocked = defineComponent('Deadlocked', { state: true });
/**
 * A box that does not count on a goal yet (paint: it has no coat): drawn as a box off goal even on
 * one, so the board does not show it home. A mod's own win check must leave such a box out too.
 */
export const Uncounted = defineComponent('Uncounted', { state: true });

export const CLASSIC_COMPONENTS = [Player, Box, Wall, Goal, Pushable, Solid, Facing, Deadlocked, Uncounted];
