import type { SoundVoice } from '../../../core/plugin';
import type { ClassicCue } from './cues';

/**
 * Sounds synthesised with Web Audio: no files to load, nothing to license, and each sound is a few
 * voices a mod author can read and tune (`SoundVoice`, the same data a mod's `api.sound` gives).
 * Every sound is short and starts at once, since it answers a key press.
 */

const tone = (
  wave: SoundVoice['wave'],
  from: number,
  dur: number,
  gain: number,
  more: Partial<SoundVoice> = {},
) => ({ wave, from, dur, gain, ...more }) as SoundVoice;

/** C major from C5: the goal chime and the win's arpeggio agree. */
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
/** The push's scrape and thump, which a goal and an emptied goal start with too. */
const SCRAPE = tone('noise', 520, 0.1, 0.22);
const THUMP = tone('sine', 110, 0.1, 0.2, { to: 70 });

/** The game's own sounds; a mod's segment kinds bring theirs (`Ruleset.sounds`). */
export const VOICES: Readonly<Record<ClassicCue, readonly SoundVoice[]>> = {
  // Soft enough to hear a hundred times a level.
  step: [tone('sine', 190, 0.045, 0.07, { to: 120 })],
  push: [SCRAPE, THUMP],
  goal: [
    { ...THUMP, dur: 0.08, gain: 0.15 },
    tone('triangle', E5, 0.09, 0.2),
    tone('triangle', C6, 0.18, 0.2, { at: 0.07 }),
  ],
  ungoal: [{ ...SCRAPE, dur: 0.08, gain: 0.15 }, tone('triangle', G5, 0.16, 0.14, { to: G5 * 0.75 })],
  fall: [tone('sine', 620, 0.32, 0.2, { to: 70 })],
  // A warning, not a punishment: low and brief.
  dead: [tone('sawtooth', 196, 0.3, 0.07, { to: 98 }), tone('sine', 98, 0.3, 0.15)],
  blocked: [tone('square', 72, 0.06, 0.06, { to: 60 })],
  undo: [tone('sine', 420, 0.06, 0.07, { to: 300 })],
  win: [
    tone('triangle', C5, 0.12, 0.2),
    tone('triangle', E5, 0.12, 0.2, { at: 0.09 }),
    tone('triangle', G5, 0.12, 0.2, { at: 0.18 }),
    tone('triangle', C6, 0.4, 0.22, { at: 0.27 }),
  ],
};

/** How long a sound lasts, in seconds. */
export const soundLength = (voices: readonly SoundVoice[]): number =>
  Math.max(0, ...voices.map((v) => (v.at ?? 0) + v.dur));

/** Plays `voices` now into `out`. */
export function playVoices(
  ctx: BaseAudioContext,
  out: AudioNode,
  voices: readonly SoundVoice[],
  noiseBuffer: AudioBuffer,
): void {
  const now = ctx.currentTime;
  for (const v of voices) {
    const start = now + (v.at ?? 0);
    const end = start + v.dur;
    const env = ctx.createGain();
    // A 5 ms attack and an exponential fall: no click at either end.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(v.gain, start + 0.005);
    env.gain.exponentialRampToValueAtTime(0.0001, end);
    env.connect(out);
    let source: AudioScheduledSourceNode;
    if (v.wave === 'noise') {
      const src = ctx.createBufferSource();
      src.buffer = noiseBuffer;
      const filter = ctx.createBiquadFilter();
      filter.type = v.filter ?? 'bandpass';
      filter.frequency.value = v.from;
      src.connect(filter).connect(env);
      source = src;
    } else {
      const osc = ctx.createOscillator();
      osc.type = v.wave;
      osc.frequency.setValueAtTime(v.from, start);
      if (v.to !== undefined) osc.frequency.exponentialRampToValueAtTime(v.to, end);
      osc.connect(env);
      source = osc;
    }
    source.start(start);
    source.stop(end + 0.02);
    // Let the graph go once the voice ends.
    source.onended = () => env.disconnect();
  }
}

/** Half a second of white noise, shared by every noise voice of a context. */
export function makeNoise(ctx: BaseAudioContext): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate / 2), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}
