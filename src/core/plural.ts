/**
 * A count and its noun in the number it takes: "1 push", "3 pushes", "0 levels". Player-facing
 * text reads counts that are often 1 (a tutorial's box lines, one skipped problem).
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}

/** The noun alone, for text that sets the number apart (the win card's bold figures). */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

export const moves = (n: number): string => count(n, 'move');
export const pushes = (n: number): string => count(n, 'push', 'pushes');
