import { decodeLevelBytes } from '../../../formats/text-encoding';
import { isTextTarget } from '../dom';
import { LEVEL_EXTENSIONS, LEVEL_FILE } from '../levels/extensions';

/** Level text arriving from outside: pasted, dropped, or opened. */
export type TextHandler = (text: string, name?: string) => void;

const dotted = LEVEL_EXTENSIONS.map((e) => `.${e}`);
/** The file picker's `accept`. */
export const LEVEL_FILE_TYPES = [...dotted, 'text/plain'].join(',');
/** The extensions in words, for the refusal: ".xsb, .sok, .slc, .xml, .url, .urls or .txt". */
const ACCEPTED = `${dotted.slice(0, -1).join(', ')} or ${dotted[dotted.length - 1]}`;

/** Reads a file the player chose or dropped; anything but a level text file is refused. */
export async function readLevelFile(file: File, onText: TextHandler, onError: (m: string) => void) {
  if (!LEVEL_FILE.test(file.name) && file.type !== 'text/plain') {
    onError(`"${file.name}" is not a level file: open an ${ACCEPTED} file.`);
    return;
  }
  try {
    onText(decodeLevelBytes(new Uint8Array(await file.arrayBuffer())), file.name);
  } catch (e) {
    onError(`"${file.name}" could not be read (${(e as Error).message}).`);
  }
}

/** A progress file (Settings' "Save progress to a file"): JSON, which no level format is. */
export const isProgressFile = (file: File): boolean =>
  /\.json$/i.test(file.name) || file.type === 'application/json';

/**
 * Ctrl+V anywhere outside a text box imports the clipboard's text; a file dropped on the page is
 * opened, or, when it is a progress file, loaded as Settings would (`onProgress`). Neither acts
 * while a dialog is open, unless that dialog takes it (Import). The page shows a drop hint while a
 * file is dragged over it.
 */
export function listenForLevelText(
  doc: Document,
  onText: TextHandler,
  onError: (m: string) => void,
  onProgress?: (file: File) => void,
): void {
  const open = (file: File) => {
    if (onProgress && isProgressFile(file)) onProgress(file);
    else void readLevelFile(file, onText, onError);
  };
  doc.addEventListener('paste', (e) => {
    if (isTextTarget(e.target) || doc.querySelector('dialog[open]')) return;
    const file = e.clipboardData?.files[0];
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (!file && !text.trim()) return;
    e.preventDefault();
    if (file) open(file);
    else onText(text);
  });
  let depth = 0;
  const hasFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
  doc.addEventListener('dragenter', (e) => {
    if (!hasFiles(e)) return;
    depth++;
    doc.body.classList.add('is-dropping');
  });
  doc.addEventListener('dragleave', (e) => {
    if (hasFiles(e) && --depth <= 0) {
      depth = 0;
      doc.body.classList.remove('is-dropping');
    }
  });
  doc.addEventListener('dragover', (e) => {
    if (hasFiles(e)) e.preventDefault();
  });
  doc.addEventListener('drop', (e) => {
    depth = 0;
    doc.body.classList.remove('is-dropping');
    const file = e.dataTransfer?.files[0];
    // A dialog that takes files (Import) has had this one already.
    if (!file || e.defaultPrevented) return;
    // Kept from the browser, which would open the file in place of the game, even when refused.
    e.preventDefault();
    // Any other dialog is in the way: the file would open the Import dialog over it, or its moves
    // would play on the board behind it, unseen.
    if (doc.querySelector('dialog[open]')) onError('Close this dialog to drop a file.');
    else open(file);
  });
}
