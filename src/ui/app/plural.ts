import { noun } from '../../core/plural';

export { noun };

/**
 * A number for the player to read: from 10,000 up grouped as their locale writes it ("10,000",
 * "10.000", "10 000"), so a big import's count reads at a glance; shorter ones stay bare ("1000
 * levels"). The command line's counts (core/plural) stay ungrouped, the same on every machine.
 */
export const figure = (n: number, locale?: string): string =>
  Math.abs(n) >= 10_000 ? n.toLocaleString(locale) : String(n);

/** The core's `count`, its number written by `figure`: "1 push", "3 pushes", "10,000 levels". */
export const count = (n: number, one: string, many = `${one}s`): string =>
  `${figure(n)} ${noun(n, one, many)}`;

export const moves = (n: number): string => count(n, 'move');
export const pushes = (n: number): string => count(n, 'push', 'pushes');
