import type { SoundLevel } from '../storage/schema';
import type { Cue } from './cues';
import { makeNoise, playVoices } from './synth';

/** Master volume per setting; "quiet" is for a shared room, "off" makes no audio context at all. */
export const VOLUME: Readonly<Record<SoundLevel, number>> = { on: 1, quiet: 0.35, off: 0 };
/** The same cue again within this many ms is one sound: a held key or a fast replay stays a patter. */
const MIN_GAP_MS = 45;
/** How many cues `played` keeps (tests and the debug handle read it). */
const KEEP = 32;
/**
 * What a hand feels on a phone, for the moments that matter: a goal filled, a box lost for good, the
 * win (ms of buzz and pause). Where the browser cannot vibrate (iOS, desktops) nothing happens.
 */
const BUZZ: Readonly<Record<string, number | readonly number[]>> = {
  goal: 12,
  dead: [25, 40, 25],
  win: [20, 40, 20, 40, 60],
};

/**
 * The game's sounds. The audio context is made on the first cue, which always answers a key, click
 * or tap, as browsers require before audio may start. A browser without Web Audio, or one that
 * refuses it, stays silent: sound is never worth an error.
 */
export class Sounds {
  private ctx: AudioContext | null = null;
  private out: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private failed = false;
  private readonly last = new Map<string, number>();
  /** The names of the latest sounds actually played, oldest first. */
  readonly played: string[] = [];

  /** `touch`: whether the device is a phone or tablet held in the hand, which vibrates as well. */
  constructor(
    private readonly level: () => SoundLevel,
    private readonly touch: () => boolean = () => false,
  ) {}

  play(cue: Cue): void {
    const level = this.level();
    if (level === 'off') return;
    const now = performance.now();
    const key = cue.mod ? `mod:${cue.name}` : cue.name;
    const prev = this.last.get(key);
    if (prev !== undefined && now - prev < MIN_GAP_MS) return;
    const buzz = cue.mod ? undefined : BUZZ[cue.name];
    if (buzz !== undefined && this.touch()) navigator.vibrate?.(buzz as number | number[]);
    if (this.failed) return;
    try {
      const ctx = this.context();
      if (!ctx || !this.out || !this.noise) return;
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      this.out.gain.value = VOLUME[level];
      playVoices(ctx, this.out, cue.voices, this.noise);
    } catch {
      this.failed = true;
      return;
    }
    this.last.set(key, now);
    this.played.push(cue.name);
    if (this.played.length > KEEP) this.played.shift();
  }

  /** Whether audio is running: 'none' before the first cue or without Web Audio. */
  get state(): AudioContextState | 'none' {
    return this.ctx?.state ?? 'none';
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const Ctor = globalThis.AudioContext;
    if (!Ctor) {
      this.failed = true;
      return null;
    }
    const ctx = new Ctor();
    this.out = ctx.createGain();
    this.out.connect(ctx.destination);
    this.noise = makeNoise(ctx);
    this.ctx = ctx;
    return ctx;
  }
}
