import { MODEL_SIZES, type ModelName, type Models } from './layout';

/**
 * Starting probabilities of the version-1 cell models, counted over the collections in `levels/`
 * (regenerate with `npx tsx tests/formats/tools/share-priors.ts`, which also prints the held-out
 * gain; but a new table is a new code version). One base64url character per context, on a logistic
 * scale: q in 0..63 means P(bit = 0) = 1 / (1 + e^(-(q - 31.5) / 4.5)).
 */
export const PRIOR_MODELS: readonly ModelName[] = ['wall', 'floor', 'thing'];

const TABLE_V1 = [
  'mljggkqlggknngg5rgggmegggejgggipiggimjggDaCggZSSgglvlggu2sggovoggggggggggggggggggggggggggggggggg',
  'gggggggggYXggggggggvagggoUgggbheggdqfggfkgggjogggddgggchYgcYlVgVeidgZThNgnYYRggfmiggirjggjoigggg',
  'ggggggggggggggggggggggggggWgggggggggggbcggSgggggehggfcfggamvkggp3oggnxoggggggggggggjojggmvmggnuo',
  'ggCHGggbWXggp3rggx0tggr0vgggggggggggggggggggggggggggggggggggggggggggggggggggggbggggXgggggggggggg',
  'gggggggggggggggggggOggggcggggFggggggggghggggggggggggggggggggggggggggggggggggggggggggiggggggggggg',
  'gggkggggggggggggggpgwWgggtbggggIgggggggggkgggbUggXloggeYJggLggggfgoggegbggggbggggYgggggggggggggg',
  'gggggggggggggggggngggggggggggkngglggggggggg8gkggukngg2nui__fibggg_g__5_g__g5n2fj2gg_ogg_gg',
].join('');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function probabilityOf(q: number): number {
  return Math.min(2032, Math.max(16, Math.round(2048 / (1 + Math.exp(-(q - 31.5) / 4.5)))));
}

export function quantise(p0: number): number {
  const logit = Math.log(p0 / (1 - p0));
  return Math.min(63, Math.max(0, Math.round(31.5 + 4.5 * logit)));
}

export function encodeTable(models: Partial<Record<ModelName, readonly number[]>>): string {
  return PRIOR_MODELS.map((name) => (models[name] ?? []).map((q) => ALPHABET[q]).join('')).join('');
}

let cached: Partial<Models> | undefined;

export function priorsV1(): Partial<Models> {
  if (cached) return cached;
  const out: Partial<Models> = {};
  let at = 0;
  for (const name of PRIOR_MODELS) {
    const size = MODEL_SIZES[name];
    const chunk = TABLE_V1.slice(at, at + size);
    at += size;
    if (chunk.length !== size) continue;
    out[name] = Uint16Array.from([...chunk], (ch) => probabilityOf(ALPHABET.indexOf(ch)));
  }
  cached = out;
  return out;
}
