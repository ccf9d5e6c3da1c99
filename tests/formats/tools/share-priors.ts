/**
 * Prints the starting-probability table of the share-code cell models (src/formats/share/priors.ts):
 * counts every cell decision over the collections in levels/, training on even-numbered levels and
 * reporting the average code length on the odd ones with and without the new table, then prints the
 * table counted over all levels. Run: npx tsx tests/formats/tools/share-priors.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  MODEL_SIZES,
  type ModelName,
  type Models,
  type Payload,
  toPayload,
  transcode,
} from '../../../src/formats/share/layout';
import { encodeTable, PRIOR_MODELS, probabilityOf, quantise } from '../../../src/formats/share/priors';
import type { BitCoder } from '../../../src/formats/share/range-coder';
import { RangeEncoder } from '../../../src/formats/share/range-coder';
import { readXsb } from '../../../src/formats/xsb';

const dir = new URL('../../../levels/', import.meta.url);
const payloads: Payload[] = readdirSync(dir)
  .filter((f) => f.endsWith('.xsb'))
  .sort()
  .flatMap((f) => readXsb(readFileSync(new URL(f, dir), 'utf8')).collection.levels)
  .map((l) => toPayload({ rows: l.rows, mods: l.mods }, undefined, false));

function count(set: readonly Payload[]): Record<ModelName, number[]> {
  const zeros = {} as Record<ModelName, number[]>;
  const ones = {} as Record<ModelName, number[]>;
  for (const name of PRIOR_MODELS) {
    zeros[name] = new Array(MODEL_SIZES[name]).fill(0);
    ones[name] = new Array(MODEL_SIZES[name]).fill(0);
  }
  for (const p of set) {
    const names = new Map<Uint16Array, ModelName>();
    const counter: BitCoder = {
      bit(probs, i, b) {
        const name = names.get(probs);
        if (name && name in zeros) (b ? ones : zeros)[name][i]++;
        return b;
      },
      direct: (b) => b,
    };
    transcode(counter, p, {}, (m: Models) => {
      for (const name of Object.keys(m) as ModelName[]) names.set(m[name], name);
    });
  }
  const q = {} as Record<ModelName, number[]>;
  for (const name of PRIOR_MODELS)
    q[name] = zeros[name].map((z, i) => quantise((z + 0.5) / (z + ones[name][i] + 1)));
  return q;
}

function asModels(q: Record<ModelName, number[]>): Partial<Models> {
  const out: Partial<Models> = {};
  for (const name of PRIOR_MODELS) out[name] = Uint16Array.from(q[name], probabilityOf);
  return out;
}

function averageLength(set: readonly Payload[], priors: Partial<Models>): number {
  let total = 0;
  for (const p of set) {
    const enc = new RangeEncoder();
    transcode(enc, p, priors);
    total += 1 + Math.ceil((enc.finish().length * 8) / 6);
  }
  return total / set.length;
}

const train = payloads.filter((_, i) => i % 2 === 0);
const test = payloads.filter((_, i) => i % 2 === 1);
const held = asModels(count(train));
console.log(`levels: ${payloads.length}; held-out average code length (boards only):`);
console.log(`  no priors:      ${averageLength(test, {}).toFixed(1)} characters`);
console.log(`  trained priors: ${averageLength(test, held).toFixed(1)} characters`);
console.log(`table (all levels):\n${encodeTable(count(payloads))}`);
