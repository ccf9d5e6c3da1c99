/** FNV-1a and the length, for a short stable id of a text: the same text always gets the same id. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0).toString(36) + text.length.toString(36)).slice(0, 16);
}
