import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attribute,
  childElements,
  escapeAttribute,
  escapeText,
  parseXml,
  textOf,
} from '../../src/formats/xml';

describe('parseXml', () => {
  it('reads elements, attributes in order, text, entities and CDATA; skips prolog, comments, DOCTYPE', () => {
    const { root, problems } = parseXml(
      [
        '\uFEFF<?xml version="1.0" encoding="ISO-8859-1"?>',
        '<!DOCTYPE SokobanLevels [ <!ENTITY boom "boom"> ]>',
        '<!-- a comment with <tags> -->',
        '<Root a=\'1\' B="x &amp; y &#233;&#xE9;">',
        '  <L>  # &lt;&gt; </L><Empty/>',
        '  <![CDATA[raw <L> & stuff]]>',
        '</Root>',
      ].join('\r\n'),
    );
    expect(problems).toEqual([]);
    expect(root?.name).toBe('Root');
    expect(root?.attributes).toEqual([
      ['a', '1'],
      ['B', 'x & y éé'],
    ]);
    expect(attribute(root!, 'b')).toBe('x & y éé');
    const [l, empty] = childElements(root!);
    expect(textOf(l)).toBe('  # <> ');
    expect(empty).toMatchObject({ name: 'Empty', children: [] });
    expect(textOf(root!)).toContain('raw <L> & stuff');
    expect(l).toMatchObject({ line: 5, column: 3 });
  });

  it('does not expand entities declared in a DOCTYPE', () => {
    const { root, problems } = parseXml('<!DOCTYPE r [<!ENTITY a "aaaaaaaa">]><r>&a;</r>');
    expect(textOf(root!)).toBe('&a;');
    expect(problems).toEqual([
      expect.objectContaining({ message: 'unknown entity &a;', line: 1, column: 41 }),
    ]);
  });

  it('reports malformed input with line and column, and recovers', () => {
    const { root, problems } = parseXml('<a>\n  <b>text\n</a>\n<c/>');
    expect(root?.name).toBe('a');
    expect(textOf(root!)).toContain('text');
    expect(problems).toEqual([
      { message: '<b> is never closed (found </a>)', line: 2, column: 3 },
      { message: 'a second document element <c>', line: 4, column: 1 },
    ]);
    const sloppy = parseXml('<a x=1 y=2/>');
    expect(sloppy.root?.attributes).toEqual([
      ['x', '1'],
      ['y', '2'],
    ]);
    expect(parseXml('<a x=1>AT&T</a>').problems.map((p) => p.message)).toEqual([
      'the value of x must be quoted',
      '"&" must start an entity reference like &amp;',
    ]);
    expect(parseXml('<a><b></a>').problems[0]).toMatchObject({ line: 1, column: 4 });
    expect(parseXml('').problems).toEqual([{ message: 'no XML element found', line: 1, column: 1 }]);
    expect(parseXml('<a>').problems).toEqual([{ message: '<a> is never closed', line: 1, column: 1 }]);
  });

  it('round-trips any text and attribute value through the escapes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (text, value) => {
        // XML cannot carry most control characters; the escapes drop them.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids
        const legal = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
        const { root, problems } = parseXml(`<e v="${escapeAttribute(value)}">${escapeText(text)}</e>`);
        expect(problems).toEqual([]);
        expect(attribute(root!, 'v')).toBe(legal(value));
        // Text keeps everything but carriage returns, which XML reads as line feeds.
        expect(textOf(root!)).toBe(legal(text).replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'<>/!?[]-&;#"\'= abL\n'), maxLength: 200 }), (s) => {
        expect(Array.isArray(parseXml(s).problems)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
