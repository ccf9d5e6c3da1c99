import type { Plugin } from '../core/plugin';
import { chainPlugin } from './chain';
import { doorsPlugin } from './doors';
import { holesPlugin } from './holes';
import { icePlugin } from './ice';
import { onewayPlugin } from './oneway';
import { paintPlugin } from './paint';
import { rulesPlugin } from './rules';
import { stickyPlugin } from './sticky';
import { teleportPlugin } from './teleport';

/**
 * The mod catalogue: every mod a level may name in its `Mods:` line. Adding a mod is one line here
 * plus its folder under `src/mods/<name>/`.
 */
export const MODS: ReadonlyMap<string, Plugin> = new Map<string, Plugin>([
  ['ice', icePlugin],
  ['holes', holesPlugin],
  ['oneway', onewayPlugin],
  ['teleport', teleportPlugin],
  ['chain', chainPlugin],
  ['sticky', stickyPlugin],
  ['doors', doorsPlugin],
  ['paint', paintPlugin],
  ['rules', rulesPlugin],
]);
