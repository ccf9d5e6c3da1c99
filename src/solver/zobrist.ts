/** 64-bit Zobrist keys as two 32-bit halves; deterministic so runs are reproducible. */
export interface ZobristKeys {
  readonly boxLo: Int32Array;
  readonly boxHi: Int32Array;
  readonly playerLo: Int32Array;
  readonly playerHi: Int32Array;
}

export function createZobrist(size: number, seed = 0x9e3779b9): ZobristKeys {
  let s = seed >>> 0;
  const next = (): number => {
    // mulberry32
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) | 0;
  };
  const fill = (): Int32Array => {
    const a = new Int32Array(size);
    for (let i = 0; i < size; i++) a[i] = next();
    return a;
  };
  return { boxLo: fill(), boxHi: fill(), playerLo: fill(), playerHi: fill() };
}
