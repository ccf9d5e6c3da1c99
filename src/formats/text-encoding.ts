/**
 * Level files in the wild are UTF-8 (with or without a byte order mark), UTF-16 from some Windows
 * tools, or Latin-1 / Windows-1252 from older programs (many SLC files say `encoding="ISO-8859-1"`).
 * Reading every file as UTF-8 turns their accented titles and author names into "�".
 */

// Windows-1252's 0x80-0x9f (Latin-1 has control codes there). Node's TextDecoder reads these bytes as
// Latin-1 even when asked for windows-1252, unlike browsers, so the table is here and both agree.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252 (and so Latin-1) bytes as text. */
function decodeCp1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b),
    );
    out += chunk.join('');
  }
  return out;
}

const LATIN = new Set(['iso-8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);

const declared = (head: string): string | null =>
  /^<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head.trimStart())?.[1].toLowerCase() ?? null;

/**
 * UTF-16 without a byte order mark (some tools write it so): level text is mostly ASCII, so one byte
 * of nearly every pair is zero, always the same one. Read as UTF-8 it was text full of NULs, "no level
 * found" or "a binary file". No level text in UTF-8 has NUL bytes, so nothing else is taken for it.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length < 8 || bytes.length % 2) return null;
  const n = Math.min(bytes.length, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const mostly = (n / 2) * 0.9;
  if (even === 0 && odd >= mostly) return 'utf-16le';
  if (odd === 0 && even >= mostly) return 'utf-16be';
  return null;
}

/** Decodes a level file's bytes: BOM first, then an XML declaration, then UTF-8, else Windows-1252. */
export function decodeLevelBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  // The declaration is ASCII, so reading the start as Latin-1 finds it whatever the encoding.
  const label = declared(decodeCp1252(bytes.subarray(0, 200)));
  if (label && LATIN.has(label)) return decodeCp1252(bytes);
  if (label && label !== 'utf-8' && label !== 'utf8') {
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An encoding the platform does not know: fall through to the guess below.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: every byte is a Windows-1252 character (a superset of Latin-1's printable ones).
    return decodeCp1252(bytes);
  }
}
