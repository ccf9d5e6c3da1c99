import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLevelBytes } from '../../src/formats/text-encoding';

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('decoding level files', () => {
  it('reads any UTF-8 text as it was written, with or without a byte order mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const bytes = new TextEncoder().encode(s);
        expect(decodeLevelBytes(bytes)).toBe(s);
        expect(decodeLevelBytes(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes))).toBe(s);
      }),
    );
  });

  it('reads a Latin-1 file (an old SLC or XSB) without turning its accents into �', () => {
    const slc =
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<SokobanLevels><Title>Niveaux de Sébastien</Title></SokobanLevels>';
    expect(decodeLevelBytes(latin1(slc))).toBe(slc);
    // No declaration: bytes that are not UTF-8 are read as Windows-1252.
    const xsb = '; Auteur: François Müller\n#####\n#@$.#\n#####\n';
    expect(decodeLevelBytes(latin1(xsb))).toBe(xsb);
    expect(decodeLevelBytes(Uint8Array.of(0x93, 0x41, 0x94))).toBe('“A”');
  });

  it('reads UTF-16 files by their byte order mark', () => {
    const text = 'Title: Ångström\n#####\n#@$.#\n#####\n';
    const le = Uint8Array.of(
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 255, c.charCodeAt(0) >> 8]),
    );
    const be = Uint8Array.of(
      0xfe,
      0xff,
      ...[...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 255]),
    );
    expect(decodeLevelBytes(le)).toBe(text);
    expect(decodeLevelBytes(be)).toBe(text);
  });

  it('reads UTF-16 files without a byte order mark, by the zero byte of each pair', () => {
    const text = 'Title: Ångström\n#####\n#@$.#\n#####\n';
    const code = (c: string) => c.charCodeAt(0);
    const le = Uint8Array.from([...text].flatMap((c) => [code(c) & 255, code(c) >> 8]));
    const be = Uint8Array.from([...text].flatMap((c) => [code(c) >> 8, code(c) & 255]));
    // Read as UTF-8 they were the text with a NUL after (or before) every character.
    expect(decodeLevelBytes(le)).toBe(text);
    expect(decodeLevelBytes(be)).toBe(text);
    // Bytes with zeros on both sides of the pairs are no UTF-16 text: left as they are.
    const binary = Uint8Array.of(0, 1, 0, 0, 2, 0, 0, 0, 3, 0);
    expect(decodeLevelBytes(binary)).toBe(new TextDecoder().decode(binary));
  });

  it('ignores an encoding it does not know, and reads the file as UTF-8', () => {
    const text = '<?xml version="1.0" encoding="x-made-up"?><SokobanLevels><Title>Ré</Title></SokobanLevels>';
    expect(decodeLevelBytes(new TextEncoder().encode(text))).toBe(text);
  });
});
