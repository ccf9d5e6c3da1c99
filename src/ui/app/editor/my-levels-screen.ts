import { h } from '../dom';
import type { ICONS } from '../icons';
import { drawThumbnail } from '../levels/thumbnail';
import { moves, pushes } from '../plural';
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
  toast(message: string, ms?: number): void;
  /** The player's record on a design, if they have solved it. */
  progress(design: Design): LevelProgress | undefined;
}

/**
 * The player's own collections: create, rename, reorder, delete (with undo), export; and their levels:
 * edit, play, reorder, delete. Designs are listed whether or not they are playable yet.
 */
export class MyLevelsScreen {
  readonly el = h('div', { class: 'screen mine-screen', 'data-screen': 'mine', hidden: true });
  private undo: { text: string; run: () => void } | null = null;

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
          h('span', {}, this.undo.text),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'undo-delete',
              onclick: () => {
                this.undo?.run();
                this.undo = null;
                this.changed();
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
          createCollection(data, `Collection ${data.collections.length + 1}`);
          this.changed();
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

  private changed(): void {
    this.actions.changed();
    this.render();
  }

  private collection(c: OwnCollection, i: number): HTMLElement {
    const data = this.data();
    const title = h('input', {
      class: 'collection-name',
      'data-testid': `collection-name-${i + 1}`,
      'aria-label': 'Collection name',
      maxlength: 80,
    });
    title.value = c.title;
    title.addEventListener('change', () => {
      c.title = title.value.trim() || c.title;
      this.changed();
    });
    const small = (
      icon: keyof typeof ICONS,
      label: string,
      fn: () => void,
      testid: string,
      disabled = false,
    ) => {
      const b = iconButton(icon, label, fn, { 'data-testid': testid });
      b.classList.add('icon-btn-small');
      b.disabled = disabled;
      return b;
    };
    const designs = c.designs.map((d, j) => {
      const v = validateDesign(d);
      const ok = !v.problems.length && !!v.game;
      const progress = ok ? this.actions.progress(d) : undefined;
      const best = progress?.bestMoves;
      return h(
        'div',
        { class: 'design-row', 'data-testid': `design-${i + 1}-${j + 1}` },
        h('span', { class: 'tile-picture' }, drawThumbnail(trimRows(d.rows), 56)),
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
              onclick: () => this.actions.edit(d.id),
            },
            'Edit',
          ),
          h(
            'button',
            { type: 'button', class: 'btn btn-small', disabled: !ok, onclick: () => this.actions.play(d) },
            'Play',
          ),
          small('prev', 'Move up', () => move(c.designs, j, -1) && this.changed(), 'design-up', j === 0),
          small(
            'next',
            'Move down',
            () => move(c.designs, j, 1) && this.changed(),
            'design-down',
            j === c.designs.length - 1,
          ),
          small(
            'trash',
            `Delete ${d.title}`,
            () => {
              const restore = removeDesign(data, d.id);
              if (restore) this.offerUndo(`Deleted “${d.title || 'Untitled'}”.`, restore);
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
            { type: 'button', class: 'btn btn-small', onclick: () => this.actions.newDesign(c.id) },
            'New level',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'collection-export',
              onclick: () => this.actions.exportCollection(c),
            },
            'Export…',
          ),
          small(
            'prev',
            'Move collection up',
            () => move(data.collections, i, -1) && this.changed(),
            'collection-up',
            i === 0,
          ),
          small(
            'next',
            'Move collection down',
            () => move(data.collections, i, 1) && this.changed(),
            'collection-down',
            i === data.collections.length - 1,
          ),
          small(
            'trash',
            `Delete ${c.title}`,
            () => {
              if (c.designs.length && !confirm(`Delete “${c.title}” and its ${c.designs.length} level(s)?`))
                return;
              const restore = removeCollection(data, c.id);
              if (restore) this.offerUndo(`Deleted the collection “${c.title}”.`, restore);
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

  private offerUndo(text: string, run: () => void): void {
    this.undo = { text, run };
    this.changed();
  }
}
