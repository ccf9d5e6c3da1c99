import { Player } from '../../core/classic/components';
import type { StatusProvider } from '../../core/plugin';
import { rulesContext } from './context';
import { readRules } from './read';

export const NO_YOU = 'Nothing is YOU: undo or restart.';

/**
 * HUD lines: a warning when nothing is YOU (keys then only let MOVE objects act), then the sentences
 * standing now, in reading order, each once. Uses the turn's reading, or reads the board after an undo.
 */
export const rulesStatus: StatusProvider = (world) => {
  const lines: { text: string; tone?: 'info' | 'warn' }[] = [];
  if (world.query(Player).length === 0) lines.push({ text: NO_YOU, tone: 'warn' });
  const seen = new Set<string>();
  for (const s of (rulesContext(world).reading ?? readRules(world)).sentences) {
    if (seen.has(s.text)) continue;
    seen.add(s.text);
    lines.push({ text: s.text, tone: 'info' });
  }
  return lines;
};
