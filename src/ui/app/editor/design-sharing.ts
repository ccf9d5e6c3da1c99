import type { LevelSource } from '../../../core/level/types';
import { decodeShare, encodeShare, type FormatName, writeFormat } from '../../../formats';
import { copyText } from '../clipboard';
import { download, h } from '../dom';
import { openDialog } from '../overlays/dialog';
import { count } from '../plural';
import { addDesign, type Design, type DesignsData, type OwnCollection } from './designs';
import { designSource, designText, draftOf, trimRows } from './levels';
import type { DesignerRoute } from './routes';
import { validateDesign } from './validate';

/** What sharing and export need of the designer. */
export interface SharingDeps {
  /** The designs part of the store: a link opened for editing adds its copy here. */
  designs(): DesignsData;
  navigate(route: DesignerRoute | { screen: 'levels' }, replace?: boolean): void;
  /** Says a link copied or an export refused: words about the design on screen, which go when it does. */
  toast(message: string, ms?: number): void;
  /** Plays a shared level: adds it to the player's levels and opens it; returns an error or null. */
  playShared(level: LevelSource, solution: string | undefined, replace: boolean): string | null;
  /** Saves the designs at once (not soon), before a design just added is opened. */
  saveNow(): void;
  /** Whether a design can be played (only those have a share link). */
  playable(design: Design): boolean;
}

/**
 * The designer's ways out of the browser and back in: share links (making one for a design, opening
 * `#/share/<code>` to play or edit it, and saying why a bad one does not open) and the export of a
 * collection as a downloaded file. It owns no state: the designs and the navigation are the designer's.
 */
export class DesignSharing {
  constructor(private readonly deps: SharingDeps) {}

  /** A share link for the design: copied, and shown so it can be selected by hand. */
  share(design: Design): void {
    const v = validateDesign(design);
    if (!v.level || v.problems.length) {
      this.deps.toast(`Only a playable level can be shared: ${v.problems[0] ?? 'it does not build'}`, 6000);
      return;
    }
    let code: string;
    try {
      code = encodeShare({ level: v.level });
    } catch (e) {
      this.deps.toast(`This level cannot be shared: ${(e as Error).message}`, 6000);
      return;
    }
    const base = `${location.origin}${location.pathname}`;
    const play = `${base}#/share/${code}`;
    const edit = `${play}/edit`;
    void copyText(play).then((ok) => ok && this.deps.toast('Link copied.'));
    const d = openDialog({ title: 'Share this level', testid: 'share-dialog', className: 'share-dialog' });
    const field = (label: string, value: string, testid: string) => {
      const input = h('input', {
        class: 'share-url',
        readonly: true,
        'data-testid': testid,
        'aria-label': label,
      });
      input.value = value;
      input.addEventListener('focus', () => input.select());
      return h(
        'label',
        { class: 'share-field' },
        h('span', {}, label),
        h(
          'span',
          { class: 'share-row' },
          input,
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              // Two Copy buttons: a screen reader hears which link each one copies.
              'aria-label': `Copy the ${label.toLowerCase()}`,
              onclick: () =>
                void copyText(value).then((ok) =>
                  this.deps.toast(ok ? 'Link copied.' : 'The clipboard is not available here.'),
                ),
            },
            'Copy',
          ),
        ),
      );
    };
    d.body.append(
      h(
        'p',
        { class: 'dialog-lead' },
        `The whole level travels in the link (${code.length} characters): nothing is uploaded.`,
      ),
      field('Link to play it', play, 'share-url'),
      field('Link to open it in the editor', edit, 'share-edit-url'),
    );
  }

  /** Opens `#/share/<code>`: plays it, or copies it into a new design; a bad code says why. */
  open(code: string, edit: boolean): void {
    const decoded = decodeShare(code);
    if ('error' in decoded) {
      this.shareError(decoded.error);
      return;
    }
    if (edit) {
      const draft = draftOf(decoded.level, decoded.level.title ?? 'Shared level');
      // The same link opened again (a reload, a second click) opens the copy it made, not another.
      const text = designText({ ...draft, id: 'x', updated: 0 });
      const data = this.deps.designs();
      const d =
        data.collections.flatMap((c) => c.designs).find((x) => designText(x) === text) ??
        addDesign(data, draft);
      this.deps.saveNow();
      this.deps.navigate({ screen: 'editor', design: d.id }, true);
      return;
    }
    const problem = this.deps.playShared(decoded.level, decoded.solution, true);
    if (problem) this.shareError(problem);
  }

  private shareError(message: string): void {
    this.deps.navigate({ screen: 'levels' }, true);
    const d = openDialog({
      title: 'This link does not open a level',
      testid: 'share-error',
      // Focus goes to the level list behind, not to the page's body.
      onClose: () => document.querySelector<HTMLElement>('[data-screen="levels"] .card')?.focus(),
    });
    d.body.append(
      h('p', { class: 'dialog-lead', 'data-testid': 'share-error-message' }, message),
      h('p', {}, 'Check that the whole link was copied; links cut short in a message are the usual cause.'),
      h(
        'div',
        { class: 'dialog-actions' },
        h(
          'button',
          { type: 'button', class: 'btn btn-primary', onclick: () => d.close() },
          'Back to the levels',
        ),
      ),
    );
  }

  /**
   * Asks for a format and downloads the collection in it, as `name` (a collection's title, or the
   * level's when the editor exports one): the file and its title are what the dialog named.
   */
  exportCollection(name: string, c: OwnCollection): void {
    const d = openDialog({ title: `Export “${name}”`, testid: 'export-dialog' });
    const formats: [FormatName | 'rle', string][] = [
      ['xsb', 'XSB text (.xsb)'],
      ['rle', 'XSB with run-length rows (.xsb)'],
      ['sok', 'Sokoban YSokoban / SOK (.sok)'],
      ['slc', 'SLC XML (.slc)'],
      ['url', 'Share links, one per level (.txt)'],
    ];
    const select = h('select', { class: 'speed', 'data-testid': 'export-format', 'aria-label': 'Format' });
    for (const [v, label] of formats) select.append(h('option', { value: v }, label));
    const go = h(
      'button',
      { type: 'button', class: 'btn btn-primary', 'data-testid': 'export-download' },
      'Download',
    );
    go.addEventListener('click', () => {
      const f = select.value as FormatName | 'rle';
      // A link carries a level that plays; drafts go into the text formats only (they are a backup too).
      const designs = f === 'url' ? c.designs.filter((x) => this.deps.playable(x)) : c.designs;
      const drafts = c.designs.length - designs.length;
      if (!designs.length) {
        this.deps.toast('None of these levels is playable yet, so there is no link to export.', 6000);
        return;
      }
      const collection = {
        title: name,
        description: [],
        headers: [],
        mods: [],
        levels: designs.map((x, i) => ({ ...designSource(x, i + 1), rows: trimRows(x.rows) })),
      };
      let text: string;
      try {
        text =
          f === 'rle'
            ? writeFormat(collection, 'xsb', { rle: true })
            : writeFormat(collection, f, {
                base: `${location.origin}${location.pathname}#/share/`.replace(/#.*$/, ''),
              });
      } catch (e) {
        this.deps.toast(`Export failed: ${(e as Error).message}`, 6000);
        return;
      }
      if (f === 'url') text = text.replace(/#(\w)/g, '#/share/$1');
      const ext = f === 'rle' ? 'xsb' : f === 'url' ? 'txt' : f;
      download(`${slug(name)}.${ext}`, text);
      if (drafts)
        this.deps.toast(`${count(drafts, 'draft')} left out: only a playable level has a link.`, 6000);
      d.close();
    });
    d.body.append(
      h('p', { class: 'dialog-lead' }, `${count(c.designs.length, 'level')}.`),
      select,
      h('div', { class: 'dialog-actions' }, go),
    );
  }
}

const slug = (t: string) =>
  t
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'levels';
