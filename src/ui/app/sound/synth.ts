import type { Cue } from './cues';

/**
 * The cues, synthesised with Web Audio: no sound files to load, nothing to license, and each cue is
 * a few short notes a mod author can read and tune. Every sound is under half a second and starts
 * at once, since it answers a key press.
 */

interface Tone {
  readonly wave: OscillatorType;
  /** Start and end pitch (Hz): a glide when they differ. */
  readonly from: number;
  readonly to?: number;
  /** Offset from the cue's start and length, in seconds. */
  readonly at?: number;
  readonly dur: number;
  readonly gain: number;
}

interface Noise {
  readonly filter: BiquadFilterType;
  readonly freq: number;
  readonly at?: number;
  readonly dur: number;
  readonly gain: number;
}

type Voice = ({ kind: 'tone' } & Tone) | ({ kind: 'noise' } & Noise);

const tone = (t: Tone): Voice => ({ kind: 'tone', ...t });
const noise = (n: Noise): Voice => ({ kind: 'noise', ...n });

/** C major from C5: the goal chime and the win's arpeggio agree. */
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

export const VOICES: Readonly<Record<Cue, readonly Voice[]>> = {
  // Soft enough to hear a hundred times a level.
  step: [tone({ wave: 'sine', from: 190, to: 120, dur: 0.045, gain: 0.07 })],
  push: [
    noise({ filter: 'bandpass', freq: 520, dur: 0.1, gain: 0.22 }),
    tone({ wave: 'sine', from: 110, to: 70, dur: 0.1, gain: 0.2 }),
  ],
  goal: [
    tone({ wave: 'sine', from: 110, to: 70, dur: 0.08, gain: 0.15 }),
    tone({ wave: 'triangle', from: E5, dur: 0.09, gain: 0.2 }),
    tone({ wave: 'triangle', from: C6, at: 0.07, dur: 0.18, gain: 0.2 }),
  ],
  ungoal: [
    noise({ filter: 'bandpass', freq: 520, dur: 0.08, gain: 0.15 }),
    tone({ wave: 'triangle', from: G5, to: G5 * 0.75, dur: 0.16, gain: 0.14 }),
  ],
  slide: [noise({ filter: 'highpass', freq: 2400, dur: 0.22, gain: 0.12 })],
  teleport: [tone({ wave: 'sine', from: 300, to: 1300, dur: 0.16, gain: 0.14 })],
  fall: [tone({ wave: 'sine', from: 620, to: 70, dur: 0.32, gain: 0.2 })],
  // A warning, not a punishment: low and brief.
  dead: [
    tone({ wave: 'sawtooth', from: 196, to: 98, dur: 0.3, gain: 0.07 }),
    tone({ wave: 'sine', from: 98, dur: 0.3, gain: 0.15 }),
  ],
  blocked: [tone({ wave: 'square', from: 72, to: 60, dur: 0.06, gain: 0.06 })],
  undo: [tone({ wave: 'sine', from: 420, to: 300, dur: 0.06, gain: 0.07 })],
  win: [
    tone({ wave: 'triangle', from: C5, dur: 0.12, gain: 0.2 }),
    tone({ wave: 'triangle', from: E5, at: 0.09, dur: 0.12, gain: 0.2 }),
    tone({ wave: 'triangle', from: G5, at: 0.18, dur: 0.12, gain: 0.2 }),
    tone({ wave: 'triangle', from: C6, at: 0.27, dur: 0.4, gain: 0.22 }),
  ],
};

/** Longest cue, so a test can tell every sound ends quickly. */
export const cueLength = (cue: Cue): number => Math.max(...VOICES[cue].map((v) => (v.at ?? 0) + v.dur));

/** Plays `cue` now into `out`. */
export function playCue(ctx: BaseAudioContext, out: AudioNode, cue: Cue, noiseBuffer: AudioBuffer): void {
  const now = ctx.currentTime;
  for (const v of VOICES[cue]) {
    const start = now + (v.at ?? 0);
    const end = start + v.dur;
    const env = ctx.createGain();
    // A 5 ms attack and an exponential fall: no click at either end.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(v.gain, start + 0.005);
    env.gain.exponentialRampToValueAtTime(0.0001, end);
    env.connect(out);
    let source: AudioScheduledSourceNode;
    if (v.kind === 'tone') {
      const osc = ctx.createOscillator();
      osc.type = v.wave;
      osc.frequency.setValueAtTime(v.from, start);
      if (v.to !== undefined) osc.frequency.exponentialRampToValueAtTime(v.to, end);
      osc.connect(env);
      source = osc;
    } else {
      const src = ctx.createBufferSource();
      src.buffer = noiseBuffer;
      const filter = ctx.createBiquadFilter();
      filter.type = v.filter;
      filter.frequency.value = v.freq;
      src.connect(filter).connect(env);
      source = src;
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
