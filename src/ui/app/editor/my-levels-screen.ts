import { h } from '../dom';
import type { ICONS } from '../icons';
import { drawThumbnail } from '../levels/thumbnail';
import { count, moves, pushes } from '../plural';
import { iconButton } from '../screens/play-screen';
import type { LevelProgress } from '../storage/schema';
import {
  createCollection,
  type Design,
  type DesignsData,
  move,
  type OwnCollection,
  removeCollection,
  removeDesign,
} from './designs';
import { trimRows } from './levels';
import { validateDesign } from './validate';

export interface MyLevelsActions {
  back(): void;
  /** Collections or designs were created, renamed, reordered or deleted. */
  changed(): void;
  edit(designId: string): void;
  play(design: Design): void;
  newDesign(collectionId: string): void;
  exportCollection(c: OwnCollection): void;
  /** The player's record on a design, if they have solved it. */
  progress(design: Design): LevelProgress | undefined;
}

/**
 * The player's own collections: create, rename, reorder, delete (with undo), export; and their levels:
 * edit, play, reorder, delete. Designs are listed whether or not they are playable yet.
 */
export class MyLevelsScreen {
  readonly el = h('div', { class: 'screen mine-screen', 'data-screen': 'mine', hidden: true });
  private undo: { text: string; run: () => void; focus: string } | null = null;

  constructor(
    private readonly data: () => DesignsData,
    private readonly actions: MyLevelsActions,
  ) {}

  render(): void {
    const data = this.data();
    const banner = this.undo
      ? h(
          'div',
          { class: 'undo-banner', role: 'status', 'data-testid': 'undo-banner' },
          h('span', { id: 'undo-message' }, this.undo.text),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'undo-delete',
              'data-focus': 'undo-delete',
              // Focus lands here after a deletion, in a status that came already filled: the button
              // says what it undoes.
              'aria-describedby': 'undo-message',
              onclick: () => {
                const focus = this.undo?.focus;
                this.undo?.run();
                this.undo = null;
                this.changed(focus);
              },
            },
            'Undo',
          ),
        )
      : null;
    const newCollection = h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'new-collection',
        onclick: () => {
          // Focus goes to the new collection's name, ready to be typed over.
          const c = createCollection(data, `Collection ${data.collections.length + 1}`);
          this.changed(`${c.id}:name`);
          (document.activeElement as HTMLInputElement | null)?.select?.();
        },
      },
      'New collection',
    );
    const newLevel = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-primary',
        'data-testid': 'new-level',
        onclick: () => this.actions.newDesign(data.collections[0]?.id ?? ''),
      },
      'New level',
    );
    this.el.replaceChildren(
      h(
        'header',
        { class: 'topbar levels-topbar' },
        iconButton('back', 'All levels', () => this.actions.back(), { 'data-testid': 'mine-back' }),
        h('div', { class: 'level-heading' }, h('h1', { class: 'level-title' }, 'My levels')),
        h('div', { class: 'topbar-actions' }, newCollection, newLevel),
      ),
      h(
        'div',
        { class: 'levels-scroll' },
        h(
          'div',
          { class: 'levels-content' },
          banner,
          data.collections.length
            ? null
            : h(
                'p',
                { class: 'section-empty' },
                'Levels you design are kept here, in this browser. Start with “New level”.',
              ),
          ...data.collections.map((c, i) => this.collection(c, i)),
        ),
      ),
    );
  }

  /**
   * Saves and redraws. The list is rebuilt, so focus goes back to the control it was on (found by its
   * `data-focus` key, or the one given): a keyboard user moving a level five places presses Enter five times.
   */
  private changed(focus = (document.activeElement as HTMLElement | null)?.dataset?.focus): void {
    this.actions.changed();
    this.render();
    const find = (key: string) => this.el.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
    let el = focus ? find(focus) : null;
    // A level moved to the top or bottom: its Move up (or down) is off now, so the other one.
    if (el instanceof HTMLButtonElement && el.disabled && focus)
      el = find(focus.replace(/-(up|down)$/, (_, d: string) => (d === 'up' ? '-down' : '-up')));
    // A deleted row's button is gone: the Undo that brings it back.
    (el ?? (focus ? find('undo-delete') : null))?.focus();
  }

  private collection(c: OwnCollection, i: number): HTMLElement {
    const data = this.data();
    const title = h('input', {
      class: 'collection-name',
      'data-testid': `collection-name-${i + 1}`,
      'data-focus': `${c.id}:name`,
      'aria-label': 'Collection name',
      maxlength: 80,
    });
    title.value = c.title;
    const collectionName = `“${c.title}”`;
    title.addEventListener('change', () => {
      c.title = title.value.trim() || c.title;
      this.changed();
    });
    const small = (
      owner: string,
      icon: keyof typeof ICONS,
      label: string,
      fn: () => void,
      testid: string,
      disabled = false,
    ) => {
      const b = iconButton(icon, label, fn, { 'data-testid': testid, 'data-focus': `${owner}:${testid}` });
      b.classList.add('icon-btn-small');
      b.disabled = disabled;
      return b;
    };
    const designs = c.designs.map((d, j) => {
      // Every row has the same buttons: each names its level.
      const levelName = `“${d.title || 'Untitled'}”`;
      const v = validateDesign(d);
      const ok = !v.problems.length && !!v.game;
      const progress = ok ? this.actions.progress(d) : undefined;
      const best = progress?.bestMoves;
      return h(
        'div',
        { class: 'design-row', 'data-testid': `design-${i + 1}-${j + 1}` },
        h('span', { class: 'tile-picture' }, drawThumbnail(trimRows(d.rows), 56, d.mods)),
        h(
          'span',
          { class: 'design-info' },
          h('span', { class: 'card-title' }, `${j + 1}. ${d.title || 'Untitled'}`),
          h(
            'span',
            { class: `card-credit ${ok ? '' : 'is-draft'}` },
            !ok
              ? `Draft: ${v.problems[0] ?? ''}`
              : best
                ? `Solved · best ${moves(best.moves)}, ${pushes(best.pushes)}`
                : progress?.solved
                  ? 'Solved with help'
                  : 'Playable',
          ),
        ),
        h(
          'span',
          { class: 'design-actions' },
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'design-edit',
              'data-focus': `${d.id}:design-edit`,
              'aria-label': `Edit ${levelName}`,
              onclick: () => this.actions.edit(d.id),
            },
            'Edit',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'aria-label': `Play ${levelName}`,
              disabled: !ok,
              onclick: () => this.actions.play(d),
            },
            'Play',
          ),
          small(
            d.id,
            'prev',
            `Move ${levelName} up`,
            () => move(c.designs, j, -1) && this.changed(),
            'design-up',
            j === 0,
          ),
          small(
            d.id,
            'next',
            `Move ${levelName} down`,
            () => move(c.designs, j, 1) && this.changed(),
            'design-down',
            j === c.designs.length - 1,
          ),
          small(
            d.id,
            'trash',
            `Delete ${levelName}`,
            () => {
              const restore = removeDesign(data, d.id);
              if (restore)
                this.offerUndo(`Deleted “${d.title || 'Untitled'}”.`, restore, `${d.id}:design-delete`);
            },
            'design-delete',
          ),
        ),
      );
    });
    return h(
      'section',
      { class: 'levels-section own-collection', 'data-testid': `own-collection-${i + 1}` },
      h(
        'div',
        { class: 'own-collection-head' },
        title,
        h(
          'span',
          { class: 'design-actions' },
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'aria-label': `New level in ${collectionName}`,
              onclick: () => this.actions.newDesign(c.id),
            },
            'New level',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'collection-export',
              'aria-label': `Export ${collectionName}…`,
              onclick: () => this.actions.exportCollection(c),
            },
            'Export…',
          ),
          small(
            c.id,
            'prev',
            `Move collection ${collectionName} up`,
            () => move(data.collections, i, -1) && this.changed(),
            'collection-up',
            i === 0,
          ),
          small(
            c.id,
            'next',
            `Move collection ${collectionName} down`,
            () => move(data.collections, i, 1) && this.changed(),
            'collection-down',
            i === data.collections.length - 1,
          ),
          small(
            c.id,
            'trash',
            `Delete collection ${collectionName}`,
            () => {
              // No confirm(): the banner's Undo brings the collection back, levels and all.
              const restore = removeCollection(data, c.id);
              const what = c.designs.length ? ` and its ${count(c.designs.length, 'level')}` : '';
              if (restore)
                this.offerUndo(
                  `Deleted the collection “${c.title}”${what}.`,
                  restore,
                  `${c.id}:collection-delete`,
                );
            },
            'collection-delete',
          ),
        ),
      ),
      designs.length
        ? h('div', { class: 'design-list' }, ...designs)
        : h('p', { class: 'section-empty' }, 'No levels yet.'),
    );
  }

  /** `focus`: the control to return to once the deletion is undone. */
  private offerUndo(text: string, run: () => void, focus: string): void {
    this.undo = { text, run, focus };
    this.changed();
  }
}
