/**
 * An adaptive binary range coder in the style of LZMA's: each bit is coded with a probability that
 * adapts to the bits seen in its context, so predictable boards cost a fraction of a bit per cell.
 * Pure integer arithmetic on doubles (`low` needs 33 bits), identical in every JavaScript engine.
 */

const PROB_BITS = 11;
const PROB_ONE = 1 << PROB_BITS;
/** Adaptation speed: each bit moves the probability 1/2^MOVE_BITS of the way to certainty. */
const MOVE_BITS = 4;
const TOP = 2 ** 24;
const TWO32 = 2 ** 32;
const MAX_OVERRUN = 64;

/** A set of adaptive probabilities (of a 0 bit), one per context, all starting at 1/2. */
export function model(size: number): Uint16Array {
  return new Uint16Array(size).fill(PROB_ONE >> 1);
}

/** Either direction: the encoder codes `b` and returns it; the decoder ignores `b` and returns the bit read. */
export interface BitCoder {
  bit(probs: Uint16Array, index: number, b: number): number;
  /** A bit with fixed probability 1/2. */
  direct(b: number): number;
}

export class RangeEncoder implements BitCoder {
  private low = 0;
  private range = TWO32 - 1;
  private cache = 0;
  private cacheSize = 1;
  private readonly out: number[] = [];

  bit(probs: Uint16Array, index: number, b: number): number {
    const p = probs[index];
    const bound = (this.range >>> PROB_BITS) * p;
    if (b === 0) {
      this.range = bound;
      probs[index] = p + ((PROB_ONE - p) >> MOVE_BITS);
    } else {
      this.low += bound;
      this.range -= bound;
      probs[index] = p - (p >> MOVE_BITS);
    }
    this.normalise();
    return b;
  }

  direct(b: number): number {
    this.range = this.range >>> 1;
    if (b) this.low += this.range;
    this.normalise();
    return b;
  }

  /**
   * Ends the stream with the value in the final interval that has the most trailing zero bits, then
   * drops the zero bytes (the decoder reads zeros past the end) and LZMA's always-zero first byte.
   */
  finish(): Uint8Array {
    const last = this.low + this.range - 1;
    for (let k = 40; k >= 0; k--) {
      const step = 2 ** k;
      const v = Math.ceil(this.low / step) * step;
      if (v <= last) {
        this.low = v;
        break;
      }
    }
    for (let i = 0; i < 5; i++) this.shiftLow();
    let end = this.out.length;
    while (end > 1 && this.out[end - 1] === 0) end--;
    return Uint8Array.from(this.out.slice(1, end));
  }

  private normalise(): void {
    while (this.range < TOP) {
      this.range *= 256;
      this.shiftLow();
    }
  }

  private shiftLow(): void {
    const low32 = this.low % TWO32;
    if (low32 < 0xff000000 || this.low >= TWO32) {
      const carry = this.low >= TWO32 ? 1 : 0;
      let temp = this.cache;
      do {
        this.out.push((temp + carry) & 0xff);
        temp = 0xff;
      } while (--this.cacheSize !== 0);
      this.cache = Math.floor(low32 / TOP) & 0xff;
    }
    this.cacheSize++;
    this.low = (low32 % TOP) * 256;
  }
}

export class RangeDecoder implements BitCoder {
  private range = TWO32 - 1;
  private code = 0;
  private pos = 0;
  /** Bytes read past the end of the input (as zeros). */
  overrun = 0;

  constructor(private readonly bytes: Uint8Array) {
    // The encoder dropped the first byte, which is always zero.
    for (let i = 0; i < 4; i++) this.code = this.code * 256 + this.next();
  }

  bit(probs: Uint16Array, index: number, _b: number): number {
    const p = probs[index];
    const bound = (this.range >>> PROB_BITS) * p;
    let b: number;
    if (this.code < bound) {
      this.range = bound;
      probs[index] = p + ((PROB_ONE - p) >> MOVE_BITS);
      b = 0;
    } else {
      this.code -= bound;
      this.range -= bound;
      probs[index] = p - (p >> MOVE_BITS);
      b = 1;
    }
    this.normalise();
    return b;
  }

  direct(_b: number): number {
    this.range = this.range >>> 1;
    let b = 0;
    if (this.code >= this.range) {
      this.code -= this.range;
      b = 1;
    }
    this.normalise();
    return b;
  }

  private normalise(): void {
    while (this.range < TOP) {
      this.range *= 256;
      this.code = this.code * 256 + this.next();
    }
  }

  private next(): number {
    if (this.pos < this.bytes.length) return this.bytes[this.pos++];
    // The encoder trims its trailing zero bytes (a handful); reading far past them means the input
    // was cut short or is noise, and stopping here bounds the work such input can cause.
    if (++this.overrun > MAX_OVERRUN) throw new RangeError('read past the end of the code');
    return 0;
  }
}
