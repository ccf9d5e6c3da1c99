import type { DeadlockClass } from '../solver';

/** The classes the engine itself reports: the detector's and classic's `corner` rule. */
export type KnownDeadlock = DeadlockClass | 'corner';

/** How plainly a player can see each class on the board: a single dead box first, searches last. */
const RANK: Record<KnownDeadlock, number> = {
  'dead-square': 0,
  corner: 1,
  freeze: 2,
  pattern: 3,
  pair: 4,
  local: 5,
  bipartite: 6,
  corral: 7,
};

/** Orders findings plainest first (see `RANK`); a mod's own class comes after every engine class. */
export function byPlainness(a: { readonly class: string }, b: { readonly class: string }): number {
  const rank = (c: string) => RANK[c as KnownDeadlock] ?? Number.POSITIVE_INFINITY;
  return rank(a.class) - rank(b.class);
}

/** The finding that is plainest to see. */
export function strongest<F extends { readonly class: string }>(findings: readonly F[]): F | undefined {
  return [...findings].sort(byPlainness)[0];
}

/**
 * What a deadlock of class `kind` is, about its boxes named by `who` (lower case: "these two boxes"
 * where the game marks them, "the box at 4:4" on the command line) and `count` of them. The one
 * place a deadlock class is put into words: a class added to the engine fails to compile until it is
 * worded here. A mod's own class is said plainly to be stuck.
 */
export function deadlockClause(kind: string, who: string, count: number): string {
  const one = count <= 1;
  const known = kind as KnownDeadlock;
  switch (known) {
    case 'dead-square':
      return `${who} can never reach a goal`;
    case 'corner':
      return `${who} ${one ? 'is stuck in a corner' : 'are stuck in corners'}`;
    case 'freeze':
      if (one) return `${who} is frozen off its goal`;
      return `${who} are frozen ${count === 2 ? 'against the wall' : 'in place, not all on goals'}`;
    case 'pattern':
      return `${who} ${one ? 'is blocked for good' : 'block each other for good'}`;
    case 'pair':
    case 'local':
      if (count === 2) return `${who} can never both reach goals`;
      if (one) return `${who} can never reach a goal`;
      return known === 'pair'
        ? `${who} can never all reach goals`
        : `${who} are in each other's way for good`;
    case 'bipartite':
      return `there are not enough goals ${who} can still reach`;
    case 'corral':
      return `${who} ${one ? 'walls off an area it' : 'wall off an area they'} can never leave`;
    default:
      return modClass(known, who, one);
  }
}

/** A mod's own class (the compiler proves every engine class has its words above). */
const modClass = (_: never, who: string, one: boolean): string => `${who} ${one ? 'is' : 'are'} stuck`;
