import { type LevelSource, levelTitle } from '../../../core/level/types';
import {
  canonicalKey,
  normalise,
  SYMMETRIES,
  sameBoard,
  solutionMetrics,
  transformRows,
} from '../../../formats';
import { MODS } from '../../../mods';
import type { BoardView } from '../board-view';
import { h, isTextTarget, svg, unbrokenCounts } from '../dom';
import { dottedRow } from '../dotted-row';
import { ICONS } from '../icons';
import type { Catalogue } from '../levels/catalogue';
import { parseLevelId } from '../levels/catalogue';
import { dialogOpen } from '../overlays/dialog';
import type { MenuItem } from '../overlays/menu';
import { screenChanged, type ToastOptions } from '../overlays/toast';
import { count, moves, pushes } from '../plural';
import { EditorScreen } from '../screens/editor-screen';
import { sayEnter } from '../screens/play-screen';
import { ReplayScreen } from '../screens/replay-screen';
import type { Cue } from '../sound/cues';
import type { LevelProgress, Settings } from '../storage/schema';
import { EDITS_KEY, type Store } from '../storage/store';
import { DesignRecords, type DesignSlot } from './design-records';
import { DesignSharing } from './design-sharing';
import {
  addDesign,
  DEFAULT_TITLE,
  type Design,
  type DesignDraft,
  findDesign,
  type OwnCollection,
} from './designs';
import {
  collectionText,
  designSource,
  designText,
  draftOf,
  isPlayable,
  ownCollectionId,
  ownIdOf,
  ownLevelId,
  parseDesign,
  trimRows,
} from './levels';
import { emptyRoom, tooBigToEdit } from './model';
import { MyLevelsScreen } from './my-levels-screen';
import type { DesignerRoute } from './routes';
import { validateDesign } from './validate';

export interface DesignerDeps {
  readonly store: Store;
  readonly catalogue: Catalogue;
  /** Goes to a route (`replace` rewrites the current history entry). */
  navigate(
    route: DesignerRoute | { screen: 'play'; level: string } | { screen: 'levels' },
    replace?: boolean,
  ): void;
  /** A Back button to a route: the browser's Back when the previous entry is that route. */
  goBack(route: DesignerRoute | { screen: 'levels' }): void;
  toast(message: string, ms?: number, options?: ToastOptions): void;
  /** Plays a shared level: adds it to the player's levels and opens it; returns an error or null. */
  playShared(level: LevelSource, solution: string | undefined, replace: boolean): string | null;
  /** Plays a level from the position its first moves `lurd` reach (a replay taken over). */
  playFrom(levelId: string, lurd: string): void;
  /** A board renderer for the replay screen (the one the game plays on). */
  createBoard(host: HTMLElement): Promise<BoardView>;
  reducedMotion(): boolean;
  /** Plays a sound (a replay's steps are heard as play's moves). */
  sound?(cue: Cue): void;
  /** These level ids now hold another level (or none): a game open on one must not play on. */
  levelsChanged?(ids: ReadonlySet<string>): void;
}

/**
 * The level designer's kit: the editor, own collections, share links and replays. It owns its screens
 * and the `designs` part of the store, and keeps the catalogue's copy of each own collection (played as
 * `own-<id>/<n>`) in step with the designs, and each design's play records with the design.
 */
export class Designer {
  readonly editor: EditorScreen;
  readonly replay: ReplayScreen;
  readonly mine: MyLevelsScreen;
  /** The XSB text of each own collection as last given to the catalogue, by catalogue id. */
  private readonly registered = new Map<string, string>();
  private readonly records: DesignRecords;
  private readonly sharing: DesignSharing;
  /** Where each playable design is played, as of the last sync (design id -> level id and text). */
  private slots = new Map<string, DesignSlot>();
  private readonly playableCache = new Map<string, { text: string; ok: boolean }>();
  private replayBack: (() => void) | null = null;
  // On a phone only its icon shows, so the level's title keeps the top bar's middle.
  private readonly backToEditing = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small back-to-editing',
      'data-testid': 'back-to-editing',
      'aria-label': 'Back to editing',
      title: 'Back to editing',
      hidden: true,
    },
    svg(ICONS.file),
    h('span', { class: 'btn-label' }, 'Back to editing'),
  );
  private editingFromPlay: string | null = null;

  constructor(private readonly deps: DesignerDeps) {
    this.records = new DesignRecords(() => deps.store.data);
    this.sharing = new DesignSharing({
      designs: () => this.data,
      navigate: (route, replace) => deps.navigate(route, replace),
      toast: (message, ms) => deps.toast(message, ms, { screen: true }),
      playShared: (level, solution, replace) => deps.playShared(level, solution, replace),
      saveNow: () => {
        this.save();
        deps.store.flush();
      },
      playable: (d) => this.playable(d),
    });
    this.editor = new EditorScreen({
      back: () => deps.goBack({ screen: 'mine' }),
      changed: () => {
        this.save();
        this.sync();
      },
      play: (d) => this.play(d),
      share: (d) => this.sharing.share(d),
      exportDesign: (d) => this.sharing.exportCollection(d.title, { ...this.collectionOf(d), designs: [d] }),
      replay: (d, lurd, label) =>
        this.openReplay(designSource(d), lurd, label, d.title, () =>
          deps.navigate({ screen: 'editor', design: d.id }),
        ),
      letterKeys: () => deps.store.data.settings.letterKeys,
      tool: () => deps.store.data.settings.editorTool,
      pickTool: (id) => keepChoice(deps.store, 'editorTool', id),
      side: () => deps.store.data.settings.editorSide,
      pickSide: (side) => keepChoice(deps.store, 'editorSide', side),
      toast: (message) => deps.toast(message, 6000, { screen: true }),
      keepEdits: (design, edits) => deps.store.saveSpare(EDITS_KEY, JSON.stringify({ v: 1, design, edits })),
      keptEdits: (design) => {
        try {
          const kept = JSON.parse(deps.store.readSpare(EDITS_KEY) ?? 'null');
          return kept?.v === 1 && kept.design === design ? kept.edits : null;
        } catch {
          return null;
        }
      },
    });
    this.replay = new ReplayScreen({
      back: () => (this.replayBack ? this.replayBack() : history.back()),
      createBoard: deps.createBoard,
      reducedMotion: deps.reducedMotion,
      letterKeys: () => deps.store.data.settings.letterKeys,
      toast: (message) => deps.toast(message, undefined, { screen: true }),
      sound: (cue) => deps.sound?.(cue),
    });
    this.mine = new MyLevelsScreen(() => this.data, {
      back: () => deps.goBack({ screen: 'levels' }),
      changed: () => {
        this.save();
        this.sync();
      },
      edit: (id) => deps.navigate({ screen: 'editor', design: id }),
      play: (d) => this.play(d),
      newDesign: (collection) => this.newDesign(collection),
      exportCollection: (c) => this.sharing.exportCollection(c.title, c),
      progress: (d) => {
        const key = this.slots.get(d.id)?.key;
        return key ? deps.store.data.progress[key] : undefined;
      },
    });
    this.backToEditing.addEventListener('click', () => {
      if (this.editingFromPlay) deps.navigate({ screen: 'editor', design: this.editingFromPlay });
    });
    this.sync();
    window.addEventListener('keydown', (e) => {
      if (e.defaultPrevented || dialogOpen()) return;
      // Keys typed into a field are its own; only Esc leaves the replay from its speed list.
      const typing = isTextTarget(e.target);
      if (!this.editor.el.hidden && !typing && this.editor.key(e)) e.preventDefault();
      else if (!this.replay.el.hidden && (!typing || e.key === 'Escape') && this.replay.key(e))
        e.preventDefault();
    });
  }

  private get data() {
    return this.deps.store.data.designs;
  }

  get screens(): HTMLElement[] {
    return [this.editor.el, this.replay.el, this.mine.el];
  }

  /** Shows a designer route; returns false for routes that are not the designer's. */
  show(route: { readonly screen: string }): route is DesignerRoute {
    const r = route as DesignerRoute;
    this.editor.el.hidden = r.screen !== 'editor';
    this.replay.el.hidden = r.screen !== 'replay';
    this.mine.el.hidden = r.screen !== 'mine';
    if (r.screen !== 'editor') this.editor.hide();
    if (r.screen !== 'replay') this.replay.hide();
    switch (r.screen) {
      case 'mine':
        document.title = 'My levels · Sokoban';
        this.mine.render();
        return true;
      case 'editor': {
        const found = findDesign(this.data, r.design);
        if (!found) {
          this.deps.toast('That design is not in this browser; here are your own levels.', 5000);
          // After the caller has finished showing this route (it hides the other screens).
          queueMicrotask(() => this.deps.navigate({ screen: 'mine' }, true));
          return true;
        }
        document.title = `Editing ${found.design.title || 'a level'} · Sokoban`;
        this.editor.open(found.design, this.duplicateNote(found.design));
        return true;
      }
      case 'share':
        queueMicrotask(() => this.sharing.open(r.code, r.edit));
        return true;
      case 'replay':
        void this.replayBest(r.level, r.by);
        return true;
      default:
        return false;
    }
  }

  /** Shows "Back to editing" on the play screen when the level being played is a design. */
  playing(levelId: string | null, topbarActions: Element | null): void {
    const design = levelId ? this.designAt(levelId) : null;
    this.editingFromPlay = design?.id ?? null;
    if (topbarActions && this.backToEditing.parentElement !== topbarActions)
      topbarActions.prepend(this.backToEditing);
    this.backToEditing.hidden = !design;
  }

  /** Level text pasted or dropped while the editor is open goes onto its board; false elsewhere. */
  paste(text: string, fileName?: string): boolean {
    if (this.editor.el.hidden) return false;
    this.deps.toast(this.editor.paste(text, fileName), 6000, { screen: true });
    return true;
  }

  /** Starts a new design (a walled room) and opens it. */
  newDesign(
    collectionId?: string,
    draft: DesignDraft = { title: DEFAULT_TITLE, rows: emptyRoom(), mods: [] },
  ): Design {
    const d = addDesign(this.data, draft, collectionId);
    this.save();
    this.deps.navigate({ screen: 'editor', design: d.id });
    return d;
  }

  /** Copies a level into a new design ("Edit this level"), with its author's credit. */
  editLevel(level: LevelSource): void {
    // Refused as a paste is: the editor's board would cut the level, and the first edit save it so.
    const tooBig = tooBigToEdit(level.rows);
    if (tooBig) this.deps.toast(tooBig, 6000, { screen: true });
    else this.newDesign(undefined, draftOf(level, `${levelTitle(level)} (copy)`));
  }

  /** The replay route: a stored best of a level. */
  async replayBest(levelId: string, by: 'moves' | 'pushes'): Promise<void> {
    const best = this.deps.store.data.progress[levelId]?.[by === 'moves' ? 'bestMoves' : 'bestPushes'];
    const level = await this.levelOf(levelId);
    if (!best || !level) {
      this.deps.toast('There is no stored solution to replay for that level.', 5000);
      this.deps.navigate({ screen: 'play', level: levelId }, true);
      return;
    }
    this.openReplay(
      level,
      best.lurd,
      `Your best by ${by}: ${moves(best.moves)}, ${pushes(best.pushes)}`,
      level.title ?? `Level ${parseLevelId(levelId)?.index}`,
      () => this.deps.navigate({ screen: 'play', level: levelId }),
      (lurd) => this.deps.playFrom(levelId, lurd),
    );
  }

  /** The play screen menu's designer entries for the level being played. */
  menuItems(playing: { id: string; level: LevelSource } | null): MenuItem[] {
    if (!playing) return [];
    const { id, level } = playing;
    const own = this.designAt(id);
    const progress = this.deps.store.data.progress[id];
    const items: MenuItem[] = [
      own
        ? {
            icon: 'file',
            label: 'Back to editing',
            testid: 'menu-edit',
            run: () => this.deps.navigate({ screen: 'editor', design: own.id }),
          }
        : {
            icon: 'file',
            label: 'Edit this level',
            testid: 'menu-edit',
            run: () => this.editLevel(level),
          },
      {
        icon: 'levels',
        label: 'My levels',
        testid: 'menu-mine',
        run: () => this.deps.navigate({ screen: 'mine' }),
      },
    ];
    if (progress?.bestMoves) {
      // Both bests when they are two solutions: once the win card is gone, this is the way to each.
      const both = twoBests(progress);
      for (const by of both ? (['moves', 'pushes'] as const) : (['moves'] as const))
        items.push({
          icon: 'restart',
          label: both ? `Replay your best by ${by}` : 'Replay your best',
          testid: `menu-replay-${by}`,
          run: () => this.deps.navigate({ screen: 'replay', level: id, by }),
        });
    }
    return items;
  }

  /** Adds the secondary metrics and replay links of the bests to the win card. */
  decorateWin(
    card: Element | null,
    levelId: string,
    level: LevelSource,
    progress: LevelProgress | undefined,
  ): void {
    if (!card || !progress) return;
    card.querySelector('.win-metrics')?.remove();
    const line = (by: 'moves' | 'pushes') => {
      const best = by === 'moves' ? progress.bestMoves : progress.bestPushes;
      if (!best) return null;
      const metrics = this.metrics(level, best.lurd);
      return h(
        'li',
        {},
        h('strong', {}, ...unbrokenCounts(`Fewest ${by}: ${moves(best.moves)}, ${pushes(best.pushes)}`)),
        metrics ? dottedRow('span', { class: 'win-metric-detail' }, metrics) : null,
        h(
          'button',
          {
            type: 'button',
            class: 'link-btn',
            'data-testid': `win-replay-${by}`,
            'data-enter': 'to replay',
            onclick: () => this.deps.navigate({ screen: 'replay', level: levelId, by }),
          },
          'Replay',
        ),
      );
    };
    const byMoves = line('moves');
    const byPushes = twoBests(progress) ? line('pushes') : null;
    const list = h('ul', { class: 'win-metrics', 'data-testid': 'win-metrics' }, byMoves, byPushes);
    card.querySelector('.win-actions')?.before(list);
    if (!list.querySelector('.win-metric')) return;
    const meanings = metricMeanings();
    // Beside the last Replay: on a line of its own it made a phone's card scroll.
    list.lastElementChild?.append(meanings.toggle);
    list.after(meanings.list);
  }

  /**
   * The secondary metrics of a solution, for the win card ("7 box lines", "4 box changes", ...): the
   * figures serious players compare, each with its meaning in plain words as its tooltip and for a
   * screen reader, since a tutorial player has never heard of a box line.
   */
  private metrics(level: LevelSource, lurd: string): HTMLElement[] | null {
    const r = solutionMetrics(level, lurd, { catalogue: MODS });
    if (!r.ok) return null;
    return METRIC_WORDS.map(({ key, one, means }) =>
      h(
        'span',
        { class: 'win-metric', title: `${one[0].toUpperCase()}${one.slice(1)}s: ${means}` },
        count(r.metrics[key], one),
        h('span', { class: 'visually-hidden' }, ` (${means})`),
      ),
    );
  }

  private openReplay(
    level: LevelSource,
    lurd: string,
    label: string,
    title: string,
    back: () => void,
    playFrom?: (lurd: string) => void,
  ): void {
    this.replayBack = back;
    for (const el of this.screens) el.hidden = el !== this.replay.el;
    this.replay.el.hidden = false;
    this.editor.hide();
    // A screen of its own, though the address stays: the editor's toast is not about it.
    screenChanged();
    document.title = `Replay · ${title} · Sokoban`;
    this.replay.open({ level, lurd, label, title, playFrom });
  }

  private async levelOf(levelId: string): Promise<LevelSource | null> {
    const ref = parseLevelId(levelId);
    if (!ref || !this.deps.catalogue.info(ref.collection)) return null;
    try {
      return (await this.deps.catalogue.load(ref.collection)).levels[ref.index - 1] ?? null;
    } catch {
      return null;
    }
  }

  /** For a level made in the editor, what opens it there again; null for any other level. */
  editorOf(levelId: string): (() => void) | null {
    const d = this.designAt(levelId);
    return d ? () => this.deps.navigate({ screen: 'editor', design: d.id }) : null;
  }

  private designAt(levelId: string): Design | null {
    for (const [id, slot] of this.slots)
      if (slot.key === levelId) return findDesign(this.data, id)?.design ?? null;
    return null;
  }

  private collectionOf(d: Design): OwnCollection {
    return findDesign(this.data, d.id)?.collection ?? { id: 'x', title: 'My levels', designs: [d] };
  }

  /** Saves the designs soon (every stroke calls this; page hide flushes). */
  private save(): void {
    this.deps.store.saveSoon('designs');
  }

  /**
   * Puts every own collection into the catalogue as it is now, in the order of My levels, and keeps
   * each design's progress and saved game with it (see DesignRecords). Only playable designs are
   * played (a draft would stop Next and the collection's progress at it), so a design's level id is
   * its place among those. Tells the app which level ids now hold another level.
   */
  sync(): void {
    const { catalogue, store } = this.deps;
    const played = this.data.collections.map((c) => ({
      c,
      designs: c.designs.filter((d) => this.playable(d)),
    }));
    const slots = new Map<string, DesignSlot>();
    for (const { c, designs } of played)
      for (const [i, d] of designs.entries()) slots.set(d.id, { key: ownLevelId(c, i), text: designText(d) });
    const stale = this.records.update(slots);
    this.slots = slots;
    const listed = played.filter((p) => p.designs.length);
    const wanted = listed.map((p) => ownCollectionId(p.c));
    const shown = catalogue
      .list('mine')
      .map((info) => info.id)
      .filter((id) => ownIdOf(id));
    // The catalogue lists in the order collections were added: a change of order adds them all again.
    const reorder = wanted.join() !== shown.join();
    for (const id of shown)
      if (reorder || !wanted.includes(id)) {
        catalogue.removeImport(id);
        this.registered.delete(id);
      }
    for (const { c, designs } of listed) {
      const id = ownCollectionId(c);
      const text = collectionText(c, designs);
      if (this.registered.get(id) === text && catalogue.info(id)?.title === c.title) continue;
      this.registered.set(id, text);
      catalogue.removeImport(id);
      catalogue.addImport({ id, title: c.title, text, added: 0 }, { designed: true });
    }
    store.saveSoon('games');
    store.saveSoon('progress');
    if (stale.size) this.deps.levelsChanged?.(stale);
  }

  /** Whether a design can be played, remembered per design for its current board. */
  private playable(d: Design): boolean {
    const text = designText(d);
    const known = this.playableCache.get(d.id);
    if (known?.text === text) return known.ok;
    const ok = isPlayable(d);
    this.playableCache.set(d.id, { text, ok });
    return ok;
  }

  /** "Play this": checks the design, warns of duplicates, and plays it as a level of its collection. */
  private play(design: Design): void {
    const v = validateDesign(design);
    if (v.problems.length || !v.game) {
      this.deps.toast(`This level cannot be played yet: ${v.problems[0] ?? 'it does not build'}`, 6000, {
        screen: true,
      });
      return;
    }
    if (!findDesign(this.data, design.id)) return;
    this.save();
    this.deps.store.flush();
    this.sync();
    const dup = this.duplicateNote(design);
    if (dup) this.deps.toast(dup, 6000);
    const slot = this.slots.get(design.id);
    if (slot) this.deps.navigate({ screen: 'play', level: slot.key });
  }

  /** "This level is a mirror image of My levels #3", or undefined when it is unique. */
  duplicateNote(design: Design): string | undefined {
    const rows = trimRows(design.rows);
    if (!rows.length || !parseDesign(design).collection.levels.length) return undefined;
    let key: string;
    try {
      key = canonicalKey(rows);
    } catch {
      return undefined;
    }
    for (const c of this.data.collections)
      for (const [i, other] of c.designs.entries()) {
        if (other.id === design.id) continue;
        const theirs = trimRows(other.rows);
        if (!theirs.length) continue;
        let same = false;
        try {
          same = canonicalKey(theirs) === key;
        } catch {
          continue;
        }
        if (same)
          return `This level is ${relation(rows, theirs)} of ${c.title} #${i + 1}${other.title ? ` (“${other.title}”)` : ''}.`;
      }
    return undefined;
  }
}

function relation(a: readonly string[], b: readonly string[]): string {
  const na = normalise(a);
  for (const s of SYMMETRIES) {
    if (!sameBoard(normalise(transformRows(normalise(b), s)), na)) continue;
    if (s === 'identity') return 'a copy';
    if (s.startsWith('rotate')) return 'a rotated copy';
    return 'a mirror image';
  }
  return 'the same level (rotated, mirrored or with the player elsewhere in its area)';
}

/** The win card's secondary metrics, in the order players list them, with what each counts. */
const METRIC_WORDS = [
  { key: 'boxLines', one: 'box line', means: 'runs of pushes that keep one box going the same way' },
  { key: 'boxChanges', one: 'box change', means: 'how many times you started pushing a different box' },
  { key: 'pushingSessions', one: 'pushing session', means: 'runs of pushes with no walking in between' },
  { key: 'playerLines', one: 'player line', means: 'straight runs of steps, walking or pushing' },
] as const;

/**
 * What the win card's figures count, folded under a button that opens it: their tooltips need a
 * hovering pointer, which a finger (or a keyboard) is not. The card's hint says what Enter does on it.
 */
function metricMeanings(): { toggle: HTMLElement; list: HTMLElement } {
  const list = h(
    'dl',
    { class: 'win-meanings', id: 'win-meanings', 'data-testid': 'win-meanings', hidden: true },
    ...METRIC_WORDS.map(({ one, means }) =>
      h('div', {}, h('dt', {}, `${one[0].toUpperCase()}${one.slice(1)}s:`), ' ', h('dd', {}, means)),
    ),
  );
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'link-btn win-meanings-toggle',
      'data-testid': 'win-meanings-toggle',
      'aria-controls': 'win-meanings',
    },
    'What these mean',
  );
  const show = (open: boolean) => {
    list.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.dataset.enter = open ? 'to hide what they mean' : 'to show what they mean';
  };
  show(false);
  toggle.addEventListener('click', () => {
    show(list.hidden);
    sayEnter(toggle.closest<HTMLElement>('[data-testid="win"]'));
  });
  return { toggle, list };
}

/** Whether the best by pushes is another solution than the best by moves: then each is offered. */
function twoBests(progress: LevelProgress): boolean {
  return !!progress.bestPushes && progress.bestPushes.lurd !== progress.bestMoves?.lurd;
}

/** Keeps an editor choice across reloads (a setting of its own, saved only when it changes). */
function keepChoice<K extends 'editorTool' | 'editorSide'>(store: Store, key: K, value: Settings[K]): void {
  if (store.data.settings[key] === value) return;
  store.data.settings = { ...store.data.settings, [key]: value };
  store.saveSoon('settings');
}
