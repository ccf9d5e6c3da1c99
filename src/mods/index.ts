import type { Plugin } from '../core/plugin';
import { rulesPlugin } from './rules';

/**
 * The mod catalogue: every mod a level may name in its `Mods:` line. Adding a mod is one line here
 * plus its folder under `src/mods/<name>/`.
 */
export const MODS: ReadonlyMap<string, Plugin> = new Map<string, Plugin>([
  ['rules', rulesPlugin],
]);
