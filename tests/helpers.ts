import { hasComponent } from 'bitecs';
import { Game, type GameOptions } from '../src/core/game';

/** Loads a board given as lines (the common test shape), in strict tracking mode. */
export function game(board: string, options: GameOptions = {}): Game {
  return Game.fromText(board.replace(/^\n/, ''), 1, { strict: true, ...options });
}

/**
 * A byte-exact picture of all game state: every stateful component's membership (read from bitecs,
 * not from our mirror) and field arrays, for entity ids up to the world's count.
 */
export function stateBytes(g: Game): string {
  const w = g.world;
  const n = w.entityCount + 1;
  const parts: string[] = [];
  for (const def of w.components) {
    if (!def.state) continue;
    const store = w.store(def) as Record<string, ArrayLike<number>>;
    let members = '';
    for (let e = 0; e < n; e++) members += hasComponent(w.ecs, e, store) ? '1' : '0';
    parts.push(`${def.name}:${members}`);
    for (const f of Object.keys(def.fields))
      parts.push(`${def.name}.${f}:${Array.from(store[f]).slice(0, n).join(',')}`);
  }
  return parts.join('\n');
}
