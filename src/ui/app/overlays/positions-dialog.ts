import { h, touchOnly } from '../dom';
import { commandForKey } from '../input/keymap';
import { drawThumbnail } from '../levels/thumbnail';
import type { PositionView } from '../saved-positions';
import { iconButton } from '../screens/play-screen';
import { openDialog } from './dialog';

export interface PositionsDialogOptions {
  /** The level's name, for the title. */
  readonly level: string;
  list(): PositionView[];
  /** Saves the board's position; returns what to tell the player. */
  save(): string;
  /** Puts the board at a position; the dialog then closes. */
  go(index: number): void;
  /** Deletes a position; its moves, for `restore`. */
  remove(index: number): string | null;
  /** Puts a deleted position back where it was; whether it could be. */
  restore(index: number, lurd: string): boolean;
  /** The letter keys are on: B saves here as it does on the board, and the button says so. */
  readonly letterKeys: boolean;
}

const THUMB_PX = 96;

/**
 * The level's saved positions, each a thumbnail with Go and a trash button to delete it, and a
 * button to save the one on the board. Rebuilt after each change, keeping the keyboard on the row it was on.
 */
export function openPositions(options: PositionsDialogOptions): void {
  const d = openDialog({
    title: `Saved positions: ${options.level}`,
    testid: 'positions-dialog',
    className: 'positions-dialog',
  });
  const note = h('p', { class: 'dialog-lead', 'data-testid': 'positions-note', role: 'status' });
  // The last delete can be taken back: a mistap beside Go must not lose a position for good.
  let deleted: { index: number; lurd: string } | null = null;
  const undo = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small positions-undo',
      'data-testid': 'positions-undo',
      hidden: true,
      onclick: () => {
        if (!deleted) return;
        const { index, lurd } = deleted;
        note.textContent = options.restore(index, lurd)
          ? `Position ${index + 1} is back.`
          : 'That position could not be brought back.';
        render(index);
      },
    },
    'Undo delete',
  );
  const list = h('ol', { class: 'positions', 'data-testid': 'positions-list' });
  const save = h(
    'button',
    {
      type: 'button',
      class: 'btn',
      'data-testid': 'positions-save',
      onclick: () => {
        note.textContent = options.save();
        render(null);
      },
    },
    options.letterKeys && !touchOnly() ? 'Save this position (B)' : 'Save this position',
  );
  // The game's keys are off under a dialog, so the key the button names is taken here.
  d.el.addEventListener('keydown', (e) => {
    if (e.repeat || commandForKey(e, options.letterKeys)?.kind !== 'mark') return;
    e.preventDefault();
    save.click();
  });
  const render = (focusRow: number | null) => {
    deleted = null;
    undo.hidden = true;
    const views = options.list();
    list.replaceChildren(
      ...views.map((v, i) =>
        h(
          'li',
          { class: 'position', 'data-testid': `position-${i + 1}` },
          drawThumbnail(v.rows, THUMB_PX, v.mods),
          h('span', { class: 'position-label' }, h('strong', {}, `${i + 1}.`), ` ${v.label}`),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small btn-primary',
              'data-testid': `position-go-${i + 1}`,
              'aria-label': `Go to position ${i + 1} (${v.label})`,
              onclick: () => {
                d.close();
                options.go(i);
              },
            },
            'Go',
          ),
          // A small trash icon well apart from Go: a mistaken tap should find nothing, not Delete.
          iconButton(
            'trash',
            `Delete position ${i + 1}`,
            () => {
              const lurd = options.remove(i);
              note.textContent = `Position ${i + 1} deleted.`;
              render(i);
              if (lurd === null) return;
              deleted = { index: i, lurd };
              undo.hidden = false;
            },
            { class: 'icon-btn icon-btn-small position-delete', 'data-testid': `position-delete-${i + 1}` },
          ),
        ),
      ),
    );
    list.hidden = views.length === 0;
    if (!views.length && !note.textContent)
      note.textContent =
        'No saved positions yet. Save one to come back to it later and try another way from there.';
    // A deleted row's place goes to the next row (or the last); with none left, to Save.
    if (focusRow !== null) {
      const row = Math.min(focusRow, views.length - 1);
      (row >= 0 ? list.querySelectorAll<HTMLElement>('[data-testid^="position-go-"]')[row] : save)?.focus();
    }
  };
  d.body.append(note, undo, list, save);
  render(null);
}
