/**
 * A small, forgiving XML reader for level files: elements, attributes, text, CDATA, character and the
 * five predefined entity references. Prologs, processing instructions, comments and DOCTYPEs are
 * skipped (entities declared in a DOCTYPE are never expanded, so no entity bombs). It never throws:
 * malformed input gives problems with line and column, and the tree it could recover.
 */

export interface XmlElement {
  name: string;
  /** Attributes in document order (names as written). */
  attributes: [string, string][];
  children: XmlNode[];
  line: number;
  column: number;
  /** Where its content starts, just after the start tag's `>` (for problems inside its text). */
  content: { line: number; column: number };
}

export type XmlNode = XmlElement | string;

export interface XmlProblem {
  message: string;
  line: number;
  column: number;
}

export interface XmlParse {
  /** The document element, if one was found. */
  root?: XmlElement;
  problems: XmlProblem[];
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const MAX_DEPTH = 256;

export function parseXml(text: string): XmlParse {
  // XML reads every line ending as \n.
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const problems: XmlProblem[] = [];
  // Line starts, for turning offsets into line:column only when a problem is reported.
  const lineStarts = [0];
  for (let i = 0; i < src.length; i++) if (src[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number): { line: number; column: number } => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
  const problem = (message: string, offset: number) => problems.push({ message, ...position(offset) });

  const decode = (raw: string, offset: number): string =>
    raw.replace(/&([^;&\s<]{0,32});?/g, (whole, name: string, at: number) => {
      if (!whole.endsWith(';')) {
        problem(`"&" must start an entity reference like &amp;`, offset + at);
        return whole;
      }
      if (name in ENTITIES) return ENTITIES[name];
      const num = /^#(x[0-9a-fA-F]{1,6}|[0-9]{1,7})$/.exec(name);
      if (num) {
        const code = num[1][0] === 'x' ? Number.parseInt(num[1].slice(1), 16) : Number.parseInt(num[1], 10);
        if (code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff))
          return String.fromCodePoint(code);
      }
      problem(`unknown entity ${whole}`, offset + at);
      return whole;
    });

  let root: XmlElement | undefined;
  const stack: XmlElement[] = [];
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (!top) return;
    const last = top.children[top.children.length - 1];
    if (typeof last === 'string') top.children[top.children.length - 1] = last + t;
    else top.children.push(t);
  };

  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    if (textEnd > i) {
      const raw = src.slice(i, textEnd);
      if (stack.length) addText(decode(raw, i));
      else if (raw.trim()) problem('text outside the document element', i + raw.search(/\S/));
    }
    if (lt < 0) break;
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) {
        problem('comment never closed', i);
        break;
      }
      i = end + 3;
    } else if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      if (end < 0) problem('CDATA section never closed', i);
      const body = src.slice(i + 9, end < 0 ? src.length : end);
      if (stack.length) addText(body);
      i = end < 0 ? src.length : end + 3;
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end < 0) {
        problem('processing instruction never closed', i);
        break;
      }
      i = end + 2;
    } else if (src.startsWith('<!', i)) {
      // DOCTYPE (possibly with an internal subset in brackets): skipped whole.
      let j = i + 2;
      let depth = 0;
      while (j < src.length && !(src[j] === '>' && depth === 0)) {
        if (src[j] === '[') depth++;
        else if (src[j] === ']') depth = Math.max(0, depth - 1);
        j++;
      }
      if (j >= src.length) problem('declaration never closed', i);
      i = j + 1;
    } else if (src[i + 1] === '/') {
      NAME.lastIndex = i + 2;
      const m = NAME.exec(src);
      const gt = src.indexOf('>', i);
      if (!m || gt < 0) {
        problem('malformed end tag', i);
        i = gt < 0 ? src.length : gt + 1;
        continue;
      }
      if (src.slice(i + 2 + m[0].length, gt).trim()) problem(`unexpected text in </${m[0]}>`, i);
      const open = stack.map((e) => e.name).lastIndexOf(m[0]);
      if (open < 0) problem(`</${m[0]}> closes nothing`, i);
      else {
        for (let k = stack.length - 1; k > open; k--) {
          const e = stack[k];
          problem(`<${e.name}> is never closed (found </${m[0]}>)`, offsetOf(lineStarts, e));
        }
        stack.length = open;
      }
      i = gt + 1;
    } else {
      const start = i;
      NAME.lastIndex = i + 1;
      const m = NAME.exec(src);
      if (!m) {
        problem('"<" must start a tag (write &lt; for a literal "<")', i);
        if (stack.length) addText('<');
        i++;
        continue;
      }
      const at = position(start);
      const element: XmlElement = { name: m[0], attributes: [], children: [], ...at, content: at };
      let j = i + 1 + m[0].length;
      let selfClosing = false;
      let closed = false;
      while (j < src.length) {
        while (j < src.length && /\s/.test(src[j])) j++;
        if (src[j] === '>') {
          closed = true;
          j++;
          break;
        }
        if (src.startsWith('/>', j)) {
          closed = selfClosing = true;
          j += 2;
          break;
        }
        NAME.lastIndex = j;
        const a = NAME.exec(src);
        if (!a) {
          problem(`unexpected ${JSON.stringify(src[j])} in <${element.name}>`, j);
          j++;
          continue;
        }
        j += a[0].length;
        while (j < src.length && /\s/.test(src[j])) j++;
        if (src[j] !== '=') {
          problem(`attribute ${a[0]} has no value`, j);
          continue;
        }
        j++;
        while (j < src.length && /\s/.test(src[j])) j++;
        const quote = src[j];
        if (quote !== '"' && quote !== "'") {
          // Sloppy writers leave values unquoted: report it, and keep the value anyway.
          problem(`the value of ${a[0]} must be quoted`, j);
          const m = /[^\s>]*/y;
          m.lastIndex = j;
          let raw = m.exec(src)?.[0] ?? '';
          if (raw.endsWith('/') && src[j + raw.length] === '>') raw = raw.slice(0, -1);
          if (!element.attributes.some(([n]) => n === a[0])) element.attributes.push([a[0], decode(raw, j)]);
          j += raw.length;
          continue;
        }
        const end = src.indexOf(quote, j + 1);
        if (end < 0) {
          problem(`the value of ${a[0]} is never closed`, j);
          j = src.length;
          break;
        }
        const value = decode(src.slice(j + 1, end), j + 1).replace(/[\t\n\r]/g, ' ');
        if (element.attributes.some(([n]) => n === a[0])) problem(`attribute ${a[0]} is repeated`, j);
        else element.attributes.push([a[0], value]);
        j = end + 1;
      }
      if (!closed) problem(`<${element.name}> is never closed`, start);
      else element.content = position(j);
      i = j;
      if (stack.length) stack[stack.length - 1].children.push(element);
      else if (!root) root = element;
      else problem(`a second document element <${element.name}>`, start);
      if (!selfClosing && closed && (stack.length > 0 || root === element)) {
        if (stack.length >= MAX_DEPTH) problem('elements are nested too deeply', start);
        else stack.push(element);
      }
    }
  }
  for (let k = stack.length - 1; k >= 0; k--)
    problem(`<${stack[k].name}> is never closed`, offsetOf(lineStarts, stack[k]));
  if (!root) problems.push({ message: 'no XML element found', line: 1, column: 1 });
  return { root, problems };
}

function offsetOf(lineStarts: readonly number[], e: XmlElement): number {
  return lineStarts[e.line - 1] + e.column - 1;
}

/** Child elements named `name` (case-insensitive: files in the wild disagree on case). */
export function childElements(e: XmlElement, name?: string): XmlElement[] {
  const lower = name?.toLowerCase();
  return e.children.filter(
    (c): c is XmlElement => typeof c !== 'string' && (lower === undefined || c.name.toLowerCase() === lower),
  );
}

/** All text inside an element, descendants included. */
export function textOf(e: XmlElement): string {
  return e.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

export function attribute(e: XmlElement, name: string): string | undefined {
  const lower = name.toLowerCase();
  return e.attributes.find(([n]) => n.toLowerCase() === lower)?.[1];
}

/** Characters XML 1.0 cannot carry at all; they are dropped on writing. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeText(text: string): string {
  return text.replace(INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes and whitespace characters that parsers would normalise. */
export function escapeAttribute(text: string): string {
  return escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}
