const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** RFC 4648 base64url without padding: safe in URL fragments, query strings and file names. */
export function encodeBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export type Base64Decode = { ok: true; bytes: Uint8Array } | { ok: false; index: number; message: string };

export function decodeBase64url(text: string): Base64Decode {
  if (text.length % 4 === 1)
    return { ok: false, index: text.length - 1, message: 'the code has a stray last character' };
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const v = VALUE.get(text[i]);
    if (v === undefined)
      return { ok: false, index: i, message: `${JSON.stringify(text[i])} cannot appear in a share code` };
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (value >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}
