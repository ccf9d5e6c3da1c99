import { levelTitle } from '../../../core/level/types';
import { tileFacts } from '../assist/words';
import { h, svg } from '../dom';
import { ICONS } from '../icons';
import type { Catalogue, CollectionInfo, LoadedCollection, Section } from '../levels/catalogue';
import { gridKeys } from '../levels/grid-keys';
import { fillLazily } from '../levels/lazy-grid';
import { loadPars, parIfLoaded } from '../levels/pars';
import { drawThumbnail } from '../levels/thumbnail';
import { figure } from '../plural';
import { nextToPlay, solvedCount } from '../progress';
import type { LevelProgress } from '../storage/schema';
import { iconButton } from './play-screen';

export interface LevelsActions {
  back(): void;
  openCollection(id: string | null): void;
  play(levelId: string): void;
  importLevels(): void;
  removeImport(id: string): void;
  /** The level designer's own levels (and its "New level"). */
  openDesigner?(): void;
}

const SECTIONS: readonly { id: Section; title: string; empty?: string }[] = [
  { id: 'tutorial', title: 'Start here' },
  { id: 'classic', title: 'Collections' },
  { id: 'bonus', title: 'Bonus', empty: 'Levels with new rules will appear here.' },
  { id: 'mine', title: 'My levels', empty: 'Levels you import are kept here.' },
];

const credit = (c: CollectionInfo) => (c.author ? `${c.title} by ${c.author}` : c.title);

/** The card's second line: its author, else what it is. */
const creditLine = (c: CollectionInfo): string =>
  c.author
    ? `by ${c.author}`
    : (c.blurb ?? (c.designed ? 'Made in the editor' : c.section === 'mine' ? 'Imported' : ''));

/**
 * The level select screen: every collection by section, and one collection's levels with solved
 * marks and bests; the first unsolved level is suggested. Counts appear as collections load.
 */
export class LevelsScreen {
  readonly el = h('div', { class: 'screen levels-screen', 'data-screen': 'levels', hidden: true });
  private token = 0;
  /** Stops building the shown collection's tiles and drawing their pictures. */
  private stopTiles = () => {};

  constructor(
    private readonly catalogue: Catalogue,
    private readonly progress: () => Readonly<Record<string, LevelProgress>>,
    private readonly actions: LevelsActions,
  ) {}

  /** Shows the collection list, or one collection's levels; `current` is the level being played. */
  async render(collection: string | undefined, current: string | null): Promise<void> {
    const token = ++this.token;
    if (collection && this.catalogue.info(collection)) {
      let loaded: LoadedCollection;
      try {
        // The pars too: a reload on this screen comes before any level has waited for them.
        [loaded] = await Promise.all([this.catalogue.load(collection), loadPars()]);
      } catch {
        return this.render(undefined, current);
      }
      if (token === this.token) this.renderCollection(loaded, current);
    } else this.renderList(current, token);
  }

  private header(title: string, back: () => void, backLabel: string, extra?: HTMLElement): HTMLElement {
    return h(
      'header',
      { class: 'topbar levels-topbar' },
      iconButton('back', backLabel, back, { 'data-testid': 'levels-back' }),
      h('div', { class: 'level-heading' }, h('h1', { class: 'level-title' }, title)),
      h('div', { class: 'topbar-actions' }, extra ?? null),
    );
  }

  private renderList(current: string | null, token: number): void {
    const progress = this.progress();
    const currentCollection = current?.split('/')[0];
    const card = (c: CollectionInfo) => {
      const meter = h('div', { class: 'meter', role: 'presentation' }, h('span', { class: 'meter-fill' }));
      const count = h('span', { class: 'card-count' });
      const setCount = (n: number | undefined) => {
        if (n === undefined) return;
        const solved = solvedCount(c.id, n, progress);
        count.textContent = `${figure(solved)} / ${figure(n)}`;
        (meter.firstChild as HTMLElement).style.width = `${(100 * solved) / Math.max(1, n)}%`;
      };
      setCount(c.count);
      const credit = h('span', { class: 'card-credit' }, creditLine(c));
      const open = h(
        'button',
        {
          type: 'button',
          class: `card${c.id === currentCollection ? ' is-current' : ''}`,
          'data-testid': `collection-${c.id}`,
          onclick: () => this.actions.openCollection(c.id),
        },
        h('span', { class: 'card-title' }, c.title),
        credit,
        h('span', { class: 'card-foot' }, meter, count),
      );
      if (c.count === undefined)
        this.catalogue.load(c.id).then(
          (l) => {
            setCount(l.levels.length);
            credit.textContent = creditLine(l.info);
          },
          () => {},
        );
      if (c.section !== 'mine') return open;
      // Own designs are changed (and deleted, with undo) on My levels, never wiped from a card.
      const corner = c.designed
        ? iconButton('file', `Edit ${c.title} in My levels`, () => this.actions.openDesigner?.(), {
            'data-testid': `edit-${c.id}`,
          })
        : iconButton('trash', `Delete ${c.title}`, () => {
            if (
              confirm(`Delete the imported levels "${c.title}" and your progress on them from this browser?`)
            )
              this.actions.removeImport(c.id);
          });
      corner.classList.add('card-corner');
      return h('div', { class: 'card-wrap' }, open, corner);
    };
    const sections = SECTIONS.map((s) => {
      const list = this.catalogue.list(s.id);
      const importButton =
        s.id === 'mine'
          ? h(
              'button',
              {
                type: 'button',
                class: 'card card-add',
                'data-testid': 'import-levels',
                onclick: () => this.actions.importLevels(),
              },
              svg(ICONS.import),
              h('span', { class: 'card-title' }, 'Import levels'),
              h('span', { class: 'card-credit' }, 'Paste XSB text or open a file'),
            )
          : null;
      if (!list.length && !importButton && !s.empty) return null;
      return h(
        'section',
        { class: 'levels-section', 'aria-labelledby': `section-${s.id}` },
        h('h2', { class: 'section-title', id: `section-${s.id}` }, s.title),
        list.length || importButton
          ? h('div', { class: 'cards' }, ...list.map(card), importButton)
          : h('p', { class: 'section-empty' }, s.empty ?? ''),
      );
    });
    const credits = this.catalogue
      .list('classic')
      .filter((c) => c.author)
      .map(credit);
    if (token !== this.token) return;
    this.show(
      this.header(
        'Levels',
        () => this.actions.back(),
        'Back to the game',
        this.actions.openDesigner
          ? h(
              'button',
              {
                type: 'button',
                class: 'btn',
                'data-testid': 'open-designer',
                onclick: () => this.actions.openDesigner?.(),
              },
              'My levels & editor',
            )
          : undefined,
      ),
      h(
        'div',
        { class: 'levels-scroll' },
        h(
          'div',
          { class: 'levels-content' },
          ...sections,
          h('p', { class: 'credits' }, `Levels: ${credits.join(', ')}.`),
        ),
      ),
    );
  }

  private renderCollection(loaded: LoadedCollection, current: string | null): void {
    const { info, levels } = loaded;
    const progress = this.progress();
    const playing = current?.startsWith(`${info.id}/`) ? Number(current.slice(info.id.length + 1)) : null;
    const suggested = nextToPlay(info.id, levels.length, progress, playing);
    const solved = solvedCount(info.id, levels.length, progress);
    const helped = solvedCount(info.id, levels.length, progress, 'helped');
    const factsOf = levels.map((level, i) =>
      tileFacts(parIfLoaded(info.id, level), progress[`${info.id}/${i + 1}`]),
    );
    const atPar = factsOf.filter((facts) => facts.atPar).length;
    const tile = (i: number, picture: HTMLElement) => {
      const level = levels[i];
      const id = `${info.id}/${i + 1}`;
      const p = progress[id];
      const classes = [
        'tile',
        p?.solved && 'is-solved',
        p?.helped && 'is-helped',
        i + 1 === suggested && 'is-suggested',
        id === current && 'is-current',
      ];
      const facts = factsOf[i];
      const shownBest = p?.solved && facts.best !== undefined;
      const showsNext = !p?.solved && i + 1 === suggested;
      // The name starts with what the tile shows, its number ("44: Duh!, par: 1 push, 3 moves"), and
      // has its "Next", so a voice command naming what is seen finds it.
      const own = level.title?.trim();
      const label = [
        own ? `${i + 1}: ${own}` : String(i + 1),
        facts.parWords,
        p?.solved &&
          `solved${p.helped ? ' with help' : shownBest ? `${facts.atPar ? ' at par' : ''} in ${facts.bestCounts.join(' and ')}` : ''}`,
        showsNext && 'Next to play',
        id === current && 'the level you are on',
        i + 1 === suggested && !showsNext && id !== current && 'suggested',
      ]
        .filter(Boolean)
        .join(', ');
      const title = [
        levelTitle(level),
        facts.parWords,
        !p?.helped && shownBest && `your best: ${facts.bestCounts.join(', ')}`,
        p?.helped && 'solved with help',
      ];
      return h(
        'button',
        {
          type: 'button',
          class: classes.filter(Boolean).join(' '),
          'data-testid': `level-${i + 1}`,
          'aria-label': label,
          title: title.filter(Boolean).join(' · '),
          onclick: () => this.actions.play(id),
        },
        picture,
        h(
          'span',
          { class: 'tile-foot' },
          h('span', { class: 'tile-number' }, String(i + 1)),
          // The unit once, then the par and the best in it, each on a line of its own that no tile
          // is too narrow for; the foot holds three lines' height on every tile, filled or not.
          facts.par || shownBest || p?.solved || showsNext
            ? h(
                'span',
                { class: 'tile-facts' },
                facts.par || shownBest
                  ? h('span', { class: 'tile-unit', 'data-testid': 'tile-unit' }, facts.unit)
                  : null,
                facts.par ? h('span', { class: 'tile-par', 'data-testid': 'tile-par' }, facts.par) : null,
                p?.solved
                  ? h(
                      'span',
                      { class: `tile-best${facts.atPar ? ' is-par' : ''}`, 'data-testid': 'tile-best' },
                      // A star where the best reaches the par: what is left to improve shows at a glance.
                      svg(facts.atPar ? ICONS.star : ICONS.check),
                      shownBest ? String(facts.best) : '',
                    )
                  : showsNext
                    ? h('span', { class: 'tile-next' }, 'Next')
                    : null,
              )
            : null,
        ),
      );
    };
    const grid = h('div', { class: 'tiles', 'data-testid': 'level-tiles' });
    const suggest =
      suggested !== null
        ? h(
            'button',
            {
              type: 'button',
              class: 'btn btn-primary',
              'data-testid': 'play-suggested',
              onclick: () => this.actions.play(`${info.id}/${suggested}`),
            },
            solved || suggested === playing ? `Continue with level ${suggested}` : 'Start playing',
          )
        : h('p', { class: 'all-done' }, 'Every level solved. Well done!');
    const scroller = h(
      'div',
      { class: 'levels-scroll' },
      h(
        'div',
        { class: 'levels-content' },
        h(
          'div',
          { class: 'collection-intro' },
          h('p', { class: 'collection-credit', 'data-testid': 'collection-credit' }, credit(info)),
          h(
            'p',
            { class: 'collection-stats', 'data-testid': 'collection-stats' },
            `${figure(solved)} of ${figure(levels.length)} solved${helped ? ` (${figure(helped)} with help)` : ''}${atPar ? ` · ${figure(atPar)} at par` : ''}`,
          ),
          suggest,
        ),
        grid,
      ),
    );
    this.show(
      this.header(info.title, () => this.actions.openCollection(null), 'All collections'),
      scroller,
    );
    // The level being played, or else the suggested one, has the focus, so the view starts there.
    const first = Math.min(playing ?? Number.POSITIVE_INFINITY, suggested ?? Number.POSITIVE_INFINITY);
    const tiles = fillLazily({
      grid,
      scroller,
      count: levels.length,
      tile,
      draw: (i) => drawThumbnail(levels[i].rows, 72, levels[i].mods),
      focus: Number.isFinite(first) ? first - 1 : null,
    });
    gridKeys(grid, tiles);
    this.stopTiles = tiles.stop;
  }

  /** Puts up a new screen, letting go of the last one's tile building. */
  private show(...children: HTMLElement[]): void {
    this.stopTiles();
    this.stopTiles = () => {};
    this.el.replaceChildren(...children);
  }
}
