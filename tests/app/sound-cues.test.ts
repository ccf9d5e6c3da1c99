import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, TurnResult } from '../../src/core/game';
import type { Direction } from '../../src/core/pipeline/turn';
import type { SessionEvent } from '../../src/ui/app/session';
import { CLASSIC_CUES, CueTracker } from '../../src/ui/app/sound/cues';
import { Sounds } from '../../src/ui/app/sound/sounds';
import { soundLength, VOICES } from '../../src/ui/app/sound/synth';
import { game } from '../helpers';
import { modGame } from '../mods/support';

/** Plays `dirs` as the session would, returning the name of each turn's sound. */
function cuesOf(g: Game, dirs: string): (string | null)[] {
  const tracker = new CueTracker();
  tracker.cue({ type: 'load' }, g, null);
  return [...dirs].map((d) => {
    const wasSolved = g.solved;
    const r = g.move(d as Direction);
    const event: SessionEvent = !r.moved
      ? { type: 'blocked' }
      : r.solved && !wasSolved
        ? ({ type: 'win' } as SessionEvent)
        : { type: 'turn' };
    return tracker.cue(event, g, r.moved ? (r as TurnResult) : null)?.name ?? null;
  });
}

describe('sound cues', () => {
  it('steps, pushes, fills a goal and wins, each with its own cue', () => {
    const g = game('#######\n#@ $ .#\n#  $ .#\n#######');
    // A step, a push, a push onto the goal; then round to the second box and home.
    expect(cuesOf(g, 'rrr')).toEqual(['step', 'push', 'goal']);
    expect(cuesOf(g, 'lldrr')).toEqual(['step', 'step', 'step', 'push', 'win']);
  });

  it('says when a push takes a box off its goal, or into a dead spot', () => {
    const off = game('########\n#      #\n#@*  $.#\n#      #\n########');
    expect(cuesOf(off, 'r')).toEqual(['ungoal']);
    // Against the wall with no goal along it, the box is dead: the warning wins over the push.
    const dead = game('######\n#.   #\n# @$ #\n#    #\n######');
    expect(cuesOf(dead, 'r')).toEqual(['dead']);
    const stuck = game('######\n#  @$#\n#.   #\n######');
    expect(cuesOf(stuck, 'r')).toEqual(['blocked']);
  });

  it('hears undo, redo, restart and a saved position as one rewind cue', () => {
    const g = game('#####\n#@$.#\n#####');
    const tracker = new CueTracker();
    tracker.cue({ type: 'load' }, g, null);
    for (const type of ['undo', 'redo', 'restart', 'jump'] as const)
      expect(tracker.cue({ type }, g, null)?.name).toBe('undo');
    expect(tracker.cue({ type: 'info' }, g, null)).toBeNull();
    expect(tracker.cue({ type: 'mod-error', message: 'x' }, g, null)).toBeNull();
  });

  it("hears a mod's segment by the sound the mod gives it: ice slides, a teleporter jumps", () => {
    const ice = modGame('#########\n#@$~~~ .#\n#########', 'ice');
    expect(cuesOf(ice, 'r')).toEqual(['slide']);
    expect(ice.ruleset.sounds.get('slide')?.[0]).toMatchObject({ wave: 'noise' });
    expect(cuesOf(modGame('##########\n#@ (#( $.#\n##########', 'teleport'), 'rr')).toEqual([
      'step',
      'teleport',
    ]);
    // A box lost in a hole is the game's own sound.
    expect(cuesOf(modGame('#######\n#@$^ .#\n#######', 'holes'), 'r')).toEqual(['fall']);
  });

  it("counts a goal by the level's own progress: an unpainted box on a goal is no chime in paint", () => {
    const g = modGame('########\n#@$ .  #\n########', 'paint');
    expect(cuesOf(g, 'rr')).toEqual(['push', 'push']);
  });

  it('gives every cue of the game a sound of at most 0.7 s', () => {
    for (const cue of CLASSIC_CUES) {
      expect(VOICES[cue].length).toBeGreaterThan(0);
      expect(soundLength(VOICES[cue])).toBeLessThanOrEqual(0.7);
    }
  });

  describe('vibration', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("buzzes for the game's goal on a touch device, never for a mod's segment of the same name", () => {
      const vibrate = vi.fn(() => true);
      vi.stubGlobal('navigator', { vibrate });
      const sounds = new Sounds(
        () => 'on',
        () => true,
      );
      const voices = VOICES.step;
      sounds.play({ name: 'goal', voices, mod: true });
      expect(vibrate).not.toHaveBeenCalled();
      sounds.play({ name: 'goal', voices: VOICES.goal });
      expect(vibrate).toHaveBeenCalledWith(12);
      sounds.play({ name: 'step', voices });
      expect(vibrate).toHaveBeenCalledTimes(1);
    });
  });
});
