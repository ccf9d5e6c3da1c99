import { moves } from './plural';

/** Copies moves (LURD); the words that say how it went. */
export async function copyMoves(lurd: string): Promise<string> {
  return (await copyText(lurd))
    ? `${moves(lurd.length)} copied (LURD).`
    : 'The clipboard is not available here.';
}

/** Copies text, falling back to a hidden text area where the async clipboard is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The clipboard's text, or null where the browser refuses to read it (no permission, no API). */
export async function readText(): Promise<string | null> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}
