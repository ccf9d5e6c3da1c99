import { levelTitle } from '../../../core/level/types';
import { AssistBar, type AssistState, renderModStatus } from '../assist/assist-bar';
import { bestWords, parView, type Solvability, solvabilityView, winParText } from '../assist/words';
import type { Command } from '../commands';
import { h, svg, touchOnly, unbrokenCounts } from '../dom';
import { dottedRow } from '../dotted-row';
import { ICONS, type IconName } from '../icons';
import { commandForKey } from '../input/keymap';
import { ruleLines } from '../levels/rule-words';
import { figure, moves, noun, pushes } from '../plural';
import type { SolveReport } from '../progress';
import type { Playing } from '../session';
import type { LevelProgress } from '../storage/schema';
import { cellName } from './board-words';

export interface PlayActions {
  command(c: Command): void;
  openMenu(anchor: HTMLElement): void;
  /** The player reached for the win card (to replay, read the metrics): stop the timed advance. */
  holdAdvance?(): void;
  /** Where a board cell is on the page (the status line keeps clear of the cells it speaks of). */
  cellRect?(x: number, y: number): { left: number; top: number; width: number; height: number } | null;
  /** For a level made in the editor, what takes it back there (the win card offers it); else null. */
  editorOf?(levelId: string): (() => void) | null;
}

/**
 * A labelled icon button; the label is both the accessible name and the tooltip. A letter `key` that
 * does the same is named in it ("Undo (Z)") while the letter keys work: see `nameLetterKeys`.
 */
export function iconButton(
  name: IconName,
  label: string,
  onclick: () => void,
  attrs: Record<string, string> = {},
  key?: string,
): HTMLButtonElement {
  const named = key ? `${label} (${key})` : label;
  const b = h('button', {
    type: 'button',
    class: 'icon-btn',
    'aria-label': named,
    title: named,
    ...(key && { 'data-label': label, 'data-key': key }),
    ...attrs,
    onclick,
  });
  b.append(svg(ICONS[name]));
  return b;
}

/** Names the buttons' letter keys in their labels while the letter keys are on, and not while off. */
export function nameLetterKeys(root: ParentNode, on: boolean): void {
  for (const b of root.querySelectorAll<HTMLElement>('[data-key]')) {
    const label = on ? `${b.dataset.label} (${b.dataset.key})` : (b.dataset.label ?? '');
    b.setAttribute('aria-label', label);
    b.title = label;
  }
}

function stat(label: string, testid: string): { box: HTMLElement; value: HTMLElement } {
  const value = h('span', { class: 'stat-value', 'data-testid': testid }, '0');
  return { box: h('div', { class: 'stat' }, h('span', { class: 'stat-label' }, label), value), value };
}

const bestText = (p: LevelProgress | undefined) =>
  p?.bestMoves ? `${p.bestMoves.moves}/${p.bestMoves.pushes}` : '–';

/**
 * The Best tile: moves/pushes of the best by moves, or, when the best by pushes has other figures, both
 * ("37/14 · 43/12"), each with the figure it is not best in muted, so the one it wins by stands out.
 * Both are on the tile itself: a phone never shows its tooltip.
 */
function renderBest(value: HTMLElement, p: LevelProgress | undefined): void {
  const m = p?.bestMoves;
  const q = p?.bestPushes;
  if (!m || !q || (q.moves === m.moves && q.pushes === m.pushes)) {
    value.textContent = bestText(p);
    return;
  }
  const other = (n: number) => h('span', { class: 'best-other' }, String(n));
  value.replaceChildren(`${m.moves}/`, other(m.pushes), ' · ', other(q.moves), `/${q.pushes}`);
}

/**
 * The play screen: level heading, HUD, the board's host, a status line (also the live region that
 * announces wins and deadlocks), the win card and the toolbar. It renders what it is given and sends
 * every button press back as a command.
 */
export class PlayScreen {
  readonly el: HTMLElement;
  readonly boardHost: HTMLElement;
  // The name may be cut short on a narrow screen; the place in the collection always shows.
  private readonly collectionName = h('span', { class: 'level-collection-name' });
  private readonly collectionPlace = document.createTextNode('');
  private readonly collection = h(
    'p',
    { class: 'level-collection', 'data-testid': 'collection-title' },
    this.collectionName,
    this.collectionPlace,
  );
  private place = { index: 0, count: 0 };
  private readonly title = h('h1', { class: 'level-title', 'data-testid': 'level-title' }, 'Loading…');
  private readonly moves = stat('Moves', 'moves');
  private readonly pushes = stat('Pushes', 'pushes');
  private readonly boxes = stat('Boxes', 'boxes-on-goals');
  private readonly best = stat('Best', 'best');
  // The figures are for the eye; a screen reader hears them in words (bestWords).
  private readonly bestWords = h('span', { class: 'visually-hidden', 'data-testid': 'best-words' });
  private readonly par = stat('Par', 'par');
  private readonly hints = stat('Hints', 'hints');
  private readonly solvable = {
    // A button, enabled while its word is "Unknown": a press looks longer.
    box: h(
      'button',
      {
        type: 'button',
        class: 'stat',
        'data-testid': 'solvable-tile',
        hidden: true,
        disabled: true,
        onclick: () => this.actions.command({ kind: 'check-longer' }),
      },
      h('span', { class: 'stat-label' }, 'Solvable'),
    ),
    value: h('span', { class: 'stat-value', 'data-testid': 'solvable' }),
  };
  private readonly modStatus = h('ul', { class: 'mod-status', 'data-testid': 'mod-status', hidden: true });
  private readonly assist: AssistBar;
  private readonly note = h('p', { class: 'level-note', 'data-testid': 'level-note' });
  private readonly status = h('div', { class: 'status', 'data-testid': 'status' });
  // Only the words are live: the button beside them would be read out with them on every update.
  private readonly statusText = h('span', {
    class: 'status-text',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
  });
  /** What a screen reader hears after each turn ("Pushed left. 2 of 3 boxes on goals."). */
  private readonly announcer = h('p', {
    class: 'visually-hidden',
    'data-testid': 'announcer',
    role: 'status',
    'aria-live': 'polite',
  });
  private letterKeys = true;
  private announceTimer: ReturnType<typeof setTimeout> | undefined;
  private announceFlip = false;
  private readonly statusAction = h('button', { type: 'button', class: 'btn btn-small' });
  private readonly winPar = h('p', { class: 'win-par', 'data-testid': 'win-par' });
  /** The win shown was the solver's: matching the par is no feat of the player's then. */
  private winHelped = false;
  private winListeners: AbortController | null = null;
  private readonly winCard = h('section', {
    class: 'win-card',
    'data-testid': 'win',
    hidden: true,
    'aria-label': 'Level solved',
  });
  private readonly buttons: Record<'undo' | 'redo' | 'restart' | 'prev' | 'next', HTMLButtonElement>;
  private statusActionFn: (() => void) | null = null;

  constructor(private readonly actions: PlayActions) {
    new ResizeObserver(() => this.fitPlace()).observe(this.collection);
    this.best.value.setAttribute('aria-hidden', 'true');
    this.best.box.append(this.bestWords);
    const run = (c: Command) => () => actions.command(c);
    this.buttons = {
      prev: iconButton('prev', 'Previous level', run({ kind: 'prev' }), { 'data-testid': 'prev' }, 'P'),
      undo: iconButton('undo', 'Undo', run({ kind: 'undo' }), { 'data-testid': 'undo' }, 'Z'),
      restart: iconButton('restart', 'Restart', run({ kind: 'restart' }), { 'data-testid': 'restart' }, 'R'),
      redo: iconButton('redo', 'Redo', run({ kind: 'redo' }), { 'data-testid': 'redo' }, 'Y'),
      next: iconButton('next', 'Next level', run({ kind: 'next' }), { 'data-testid': 'next' }, 'N'),
    };
    const more = iconButton(
      'more',
      'More: import, copy and paste moves, saved positions, settings',
      () => actions.openMenu(more),
      {
        'data-testid': 'menu',
        'aria-haspopup': 'menu',
      },
    );
    this.statusAction.addEventListener('click', () => this.statusActionFn?.());
    this.status.append(this.statusText, this.statusAction);
    // An application, so a screen reader in browse mode hands the arrow keys to the game.
    this.boardHost = h('div', {
      class: 'board',
      id: 'board',
      role: 'application',
      tabindex: '0',
      'aria-label': BOARD_LABEL,
    });
    this.par.box.hidden = true;
    this.hints.box.hidden = true;
    this.solvable.box.append(this.solvable.value);
    this.assist = new AssistBar((c) => actions.command(c));
    this.el = h(
      'div',
      { class: 'screen play-screen', 'data-screen': 'play' },
      h(
        'header',
        { class: 'topbar' },
        iconButton('levels', 'Levels', run({ kind: 'levels' }), { 'data-testid': 'levels' }, 'L'),
        h('div', { class: 'level-heading' }, this.collection, this.title),
        h(
          'div',
          { class: 'topbar-actions' },
          iconButton('help', HELP_LABEL(), run({ kind: 'help' }), { 'data-testid': 'help' }, '?'),
          more,
        ),
      ),
      h(
        'section',
        { class: 'hud', 'aria-label': 'Score' },
        this.moves.box,
        this.pushes.box,
        this.boxes.box,
        this.best.box,
        this.par.box,
        this.hints.box,
        this.solvable.box,
      ),
      this.modStatus,
      this.note,
      // On a phone held sideways the board fills the stage's height, and a toast at its top hid the
      // top row: there the toasts go beside it, above the buttons (shown by app.css only then). First
      // in the page, so the toast takes it while it shows.
      h('div', { class: 'side-toasts', 'data-toast-host': '' }),
      h('div', { class: 'stage', 'data-toast-host': '' }, this.boardHost, this.status, this.winCard),
      this.announcer,
      h(
        'nav',
        { class: 'toolbar', 'aria-label': 'Game controls' },
        this.buttons.prev,
        h('div', { class: 'toolbar-main' }, this.buttons.undo, this.buttons.restart, this.buttons.redo),
        this.buttons.next,
        this.assist.el,
      ),
    );
    this.setStatus('');
  }

  /**
   * " · 49 of 50", or " · 49/50" when the long form would cut the collection's name short (on a
   * phone, "Sasquatch …" hid the "VIII" that tells the collections apart).
   */
  private fitPlace(): void {
    if (!this.place.count) return;
    const [index, count] = [figure(this.place.index), figure(this.place.count)];
    this.collectionPlace.data = ` · ${index} of ${count}`;
    const name = this.collectionName;
    if (name.scrollWidth > name.clientWidth) this.collectionPlace.data = ` · ${index}/${count}`;
  }

  /** Redraws the heading, HUD and button states from the level being played. */
  update(p: Playing, progress: LevelProgress | undefined, deadlocked: boolean, assist?: AssistState): void {
    const g = p.game;
    if (this.collectionName.textContent !== p.collection.title || this.place.index !== p.index) {
      this.collectionName.textContent = p.collection.title;
      this.place = { index: p.index, count: p.count };
      this.collection.title = `${p.collection.title} · level ${figure(p.index)} of ${figure(p.count)}`;
      this.fitPlace();
    }
    this.title.textContent = levelTitle(p.level);
    // The level's comment (the tutorial's lesson, or the author's word on a level), then the rules it
    // sets away from their defaults, so a player knows them before the first push.
    const rules = ruleLines(g);
    const noteKey = [p.level.comment ?? '', ...rules].join('\n');
    if (this.note.dataset.key !== noteKey) {
      this.note.dataset.key = noteKey;
      this.note.replaceChildren(
        p.level.comment ?? '',
        ...rules.map((r) => h('span', { class: 'level-rule', 'data-testid': 'level-rule' }, `Rule — ${r}`)),
      );
    }
    this.note.hidden = !p.level.comment && !rules.length;
    this.moves.value.textContent = String(g.moves);
    this.pushes.value.textContent = String(g.pushes);
    const count = g.progress();
    this.boxes.box.firstElementChild!.textContent = count.label;
    this.boxes.value.textContent = `${count.done}/${count.total}`;
    // A rules level may have no boxes at all: "0/0" would only puzzle.
    this.boxes.box.hidden = count.total === 0;
    renderModStatus(this.modStatus, g.status());
    renderBest(this.best.value, progress);
    const words = bestWords(progress);
    this.bestWords.textContent = words;
    this.best.box.title = `Your best: ${words}`;
    const par = p.par;
    this.par.box.hidden = !par;
    if (this.winShown) this.showPar(p);
    if (par) {
      const view = parView(par);
      this.par.box.firstElementChild!.textContent = view.label;
      // Units on a phone too, pushes first as the card and the tiles have it; too long for the
      // tile, it wraps between the counts, never inside one.
      if (this.par.value.dataset.key !== view.title) {
        this.par.value.dataset.key = view.title;
        this.par.value.replaceChildren(dottedRow('span', { class: 'par-counts' }, view.parts));
      }
      this.par.box.title = view.title;
    }
    if (assist) {
      this.assist.update(assist, g.solved);
      this.hints.box.hidden = assist.hints === 0;
      this.hints.value.textContent = String(assist.hints);
      this.showSolvability(assist.solvable, p.id);
    }
    this.buttons.undo.disabled = !g.canUndo;
    this.buttons.redo.disabled = !g.canRedo;
    this.buttons.restart.disabled = g.moves === 0 && !g.canUndo;
    this.buttons.prev.disabled = p.index === 1;
    this.buttons.next.disabled = !p.next;
    if (g.solved && p.next) {
      const onward = nextCollectionWords(p.next);
      // A phone has no keys to name: its button says the rest.
      const words = touchOnly()
        ? `Solved!${onward ? ` Next: ${onward}.` : ''}`
        : `Solved! Press Enter${this.letterKeys ? ' or N' : ''} for ${onward || 'the next level'}.`;
      this.setStatus(words, 'Next level', () => this.actions.command({ kind: 'next' }));
    } else if (g.solved)
      this.setStatus(`Solved! That was the last level of ${p.collection.title}.`, 'All levels', () =>
        this.actions.command({ kind: 'levels' }),
      );
    else if (deadlocked)
      // An alert here is the answer to a hint asked in this dead end, which repeats the why.
      this.setStatus(
        (assist?.advice?.tone === 'alert' && assist.advice.text) ||
          (assist?.deadlock ?? 'A box is stuck: this can no longer be solved.'),
        'Undo',
        () => this.actions.command({ kind: 'undo' }),
      );
    else if (assist?.advice) {
      const a = assist.advice;
      const box = a.push && a.cells?.[0];
      this.setStatus(
        a.text,
        a.action?.label,
        a.action?.run,
        box ? ` The box is at ${cellName(box.x, box.y)}.` : '',
      );
      this.status.classList.toggle('is-alert', a.tone === 'alert');
    } else this.setStatus('');
    if (assist?.advice?.push && !g.solved) this.status.dataset.hint = assist.advice.push;
    else delete this.status.dataset.hint;
    const advice = assist?.advice;
    if (advice?.tone === 'alert' && advice.cells?.length && !deadlocked)
      this.status.dataset.dead = advice.cells.map((c) => `${c.x},${c.y}`).join(' ');
    else delete this.status.dataset.dead;
    this.keepStatusClear(g.solved ? [] : (assist?.advice?.cells ?? []));
  }

  /**
   * The status line sits at the bottom of the stage, over the board. When that would hide a cell it
   * speaks of (the hinted box and where it goes, the boxes of a dead end), it moves to the top.
   */
  private keepStatusClear(cells: readonly { x: number; y: number }[]): void {
    const stage = this.status.parentElement;
    let hides = false;
    if (cells.length && stage && this.actions.cellRect) {
      const s = stage.getBoundingClientRect();
      const { offsetWidth: w, offsetHeight: h } = this.status;
      // Where the line is when at the bottom: centred, `--status-gap` up (the CSS's one number).
      const gap = Number.parseFloat(getComputedStyle(this.status).getPropertyValue('--status-gap')) || 0;
      const band = {
        left: s.left + (s.width - w) / 2,
        right: s.left + (s.width + w) / 2,
        top: s.bottom - gap - h,
      };
      hides = cells.some(({ x, y }) => {
        const r = this.actions.cellRect?.(x, y);
        return !!r && r.top + r.height > band.top && r.left < band.right && r.left + r.width > band.left;
      });
    }
    this.status.classList.toggle('is-top', hides);
  }

  /** The Solvable tile, on levels the background check runs on: Yes, No, Unknown, or … at first. */
  private showSolvability(v: Solvability | null, levelId: string): void {
    this.solvable.box.hidden = v === null;
    if (v === null) return;
    const view = solvabilityView(v);
    const { dataset, classList } = this.solvable.value;
    // Another level's word says nothing of this one.
    if (dataset.level !== levelId) delete dataset.state;
    dataset.level = levelId;
    // While a new position is checked the last word stays, dimmed: a "…" after every push would flicker.
    // Not a "No": the way out of one is undo or restart, whose position is likely solvable again, and a
    // lost position's verdict must not be seen on another.
    const stale =
      v === 'checking' &&
      (dataset.state === 'checking'
        ? classList.contains('is-stale')
        : !!dataset.state && dataset.state !== 'unsolvable');
    if (!stale) this.solvable.value.textContent = view.value;
    classList.toggle('is-stale', stale);
    dataset.state = v;
    this.solvable.box.title = view.title;
    this.solvable.box.disabled = v !== 'unknown';
  }

  /** Shows the win card: this solution against the best, and how the game goes on. */
  showWin(report: SolveReport, p: Playing, autoAdvanceMs: number | null): void {
    const signal = this.winAbort();
    const g = p.game;
    this.winHelped = report.helped;
    const best = report.progress.bestMoves;
    const yourBest = best && `Your best: ${moves(best.moves)}, ${pushes(best.pushes)}`;
    const note = report.helped
      ? `Solved with help. ${yourBest ?? 'Solve it yourself to set a best.'}`
      : report.firstSolve
        ? 'First solve!'
        : report.newBestMoves || report.newBestPushes
          ? 'New best!'
          : yourBest;
    // After a collection's last level Next leads into the next collection, which a line above the
    // buttons names (a longer label would not fit beside "Play again" on a phone); after the very
    // last there is nothing to go on to but the level screen.
    // A level just made in the editor: its designer's next step is most likely more editing.
    const backToEditor = this.actions.editorOf?.(p.id) ?? null;
    const next = h(
      'button',
      {
        type: 'button',
        class: backToEditor ? 'btn' : 'btn btn-primary',
        'data-testid': p.next ? 'win-next' : 'win-levels',
      },
      p.next ? 'Next level' : 'All levels',
    );
    next.addEventListener('click', () => this.actions.command({ kind: p.next ? 'next' : 'levels' }));
    const edit =
      backToEditor &&
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn-primary',
          'data-testid': 'win-edit',
          'data-enter': 'to edit the level',
          onclick: backToEditor,
        },
        // Short, to sit beside "Play again" on a phone (the top bar says "Back to editing").
        'Edit level',
      );
    const replay = h('button', { type: 'button', class: 'btn', 'data-enter': 'to play again' }, 'Play again');
    replay.addEventListener('click', () => this.actions.command({ kind: 'restart' }));
    this.winCard.replaceChildren(
      h('p', { class: 'win-kicker' }, levelTitle(p.level)),
      h('h2', { class: 'win-title' }, 'Solved!'),
      dottedRow('p', { class: 'win-score' }, [
        h('span', {}, h('strong', {}, String(g.moves)), ` ${noun(g.moves, 'move')}`),
        h('span', {}, h('strong', {}, String(g.pushes)), ` ${noun(g.pushes, 'push', 'pushes')}`),
      ]),
      this.winPar,
      h(
        'p',
        {
          class: `win-note${report.firstSolve || report.newBestMoves || report.newBestPushes ? ' is-new' : ''}`,
        },
        ...unbrokenCounts(note ?? ''),
      ),
      ...(p.next?.title
        ? [
            h(
              'p',
              { class: 'win-onward', 'data-testid': 'win-onward' },
              `Next: ${nextCollectionWords(p.next)}`,
            ),
          ]
        : []),
      h('div', { class: 'win-actions' }, replay, edit && !p.next ? null : next, edit),
      ...(autoAdvanceMs !== null
        ? [h('div', { class: 'win-timer', style: `--advance-ms:${autoAdvanceMs}ms`, 'aria-hidden': 'true' })]
        : p.next
          ? [winHint()]
          : []),
    );
    this.showPar(p);
    this.winCard.hidden = false;
    this.setStatus(`Solved in ${moves(g.moves)} and ${pushes(g.pushes)}. ${note}`, undefined);
    (p.next || !edit ? next : edit).focus({ preventScroll: true });
    // Tab cycles within the card's buttons, as in a dialog: walking out onto the toolbar would leave
    // "Press Enter for the next level" on screen while Enter pressed Previous level.
    this.winCard.addEventListener('keydown', (e) => cycleTab(e, this.winCard), { signal });
    // Enter presses the focused button, so the hint names what that one does.
    this.winCard.addEventListener('focusin', () => sayEnter(this.winCard), { signal });
    this.winCard.addEventListener('focusout', (e) => sayEnter(this.winCard, e.relatedTarget), { signal });
    // Reaching for the card (pointer, Tab to another of its buttons, a key other than Enter) holds
    // the advance: its links must stay usable without a mouse. Added after the focus above. A move
    // key is the solving walk's last presses running on, not a reach for the card. The held card
    // says it waits, or the bar would just vanish.
    if (autoAdvanceMs !== null) {
      const hold = () => {
        this.winCard.querySelector('.win-timer')?.replaceWith(winHint('Waiting for you. '));
        sayEnter(this.winCard);
        this.actions.holdAdvance?.();
      };
      this.winCard.addEventListener('pointerenter', hold, { once: true, signal });
      this.winCard.addEventListener('focusin', hold, { once: true, signal });
      this.winCard.addEventListener(
        'keydown',
        (e) => e.key !== 'Enter' && commandForKey(e, this.letterKeys)?.kind !== 'move' && hold(),
        { signal },
      );
    }
  }

  /** The letter keys were turned on or off: the labels name only keys that work. */
  setLetterKeys(on: boolean): void {
    this.letterKeys = on;
    nameLetterKeys(this.el, on);
    this.boardHost.setAttribute('aria-label', on ? `${BOARD_LABEL}, V describes the position` : BOARD_LABEL);
  }

  /**
   * Says `text` to a screen reader a moment after the last turn, so a held key's walk is one
   * sentence, not twenty. The same sentence twice (two steps left) is changed so it is read again.
   */
  announce(text: string, now = false): void {
    clearTimeout(this.announceTimer);
    const say = () => {
      this.announceFlip = !this.announceFlip;
      this.announcer.textContent = this.announceFlip ? `${text}\u00a0` : text;
    };
    if (now) say();
    else this.announceTimer = setTimeout(say, ANNOUNCE_MS);
  }

  /** A fresh signal for the win card's listeners, ending those of the card shown before. */
  private winAbort(): AbortSignal {
    this.winListeners?.abort();
    this.winListeners = new AbortController();
    return this.winListeners.signal;
  }

  /** The par line of the win card (the par may arrive after the win). */
  private showPar(p: Playing): void {
    const par = p.par;
    this.winPar.hidden = !par;
    if (!par) return;
    // The player's side on a line of its own, rather than "2 more" and "pushes" broken apart.
    const [ofPar, you] = winParText(par, p.game, this.winHelped).split(/ (?=You: )/);
    this.winPar.replaceChildren(
      ...unbrokenCounts(ofPar),
      ...(you ? [' ', h('span', { class: 'win-par-you' }, you)] : []),
    );
  }

  hideWin(): void {
    if (this.winCard.hidden) return;
    // Focus goes to the board, not to the page: the next key still plays, and a reader knows where it is.
    if (this.winCard.contains(document.activeElement)) this.boardHost.focus({ preventScroll: true });
    this.winCard.hidden = true;
    this.status.classList.remove('visually-hidden');
  }

  get winShown(): boolean {
    return !this.winCard.hidden;
  }

  /** `unseen`: words for a screen reader only (where the hinted box is, which sighted players see). */
  private setStatus(text: string, action?: string, fn?: () => void, unseen = ''): void {
    if (this.statusText.textContent !== text + unseen)
      this.statusText.replaceChildren(
        text,
        ...(unseen ? [h('span', { class: 'visually-hidden' }, unseen)] : []),
      );
    this.status.classList.toggle('is-empty', !text);
    this.status.classList.toggle('is-alert', /stuck|no longer|No solution/.test(text));
    // The win card says it; the line stays for screen readers only.
    this.status.classList.toggle('visually-hidden', !this.winCard.hidden);
    this.statusAction.hidden = !action;
    if (this.statusAction.textContent !== (action ?? '')) this.statusAction.textContent = action ?? '';
    this.statusActionFn = fn ?? null;
  }
}

/** The help's button and menu item: a touch screen's help is mostly its gestures and buttons. */
export const HELP_LABEL = (): string => (touchOnly() ? 'Help' : 'Keyboard help');

/** The pause after a turn before it is put into words (a held key's steps come every ~110 ms). */
const ANNOUNCE_MS = 250;
const BOARD_LABEL = 'Board: arrow keys move';

/** Keeps Tab and Shift+Tab among `box`'s buttons, wrapping from the last to the first and back. */
const cycleTab = (e: KeyboardEvent, box: HTMLElement) => {
  if (e.key !== 'Tab' || e.ctrlKey || e.altKey || e.metaKey) return;
  const buttons = [...box.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const edge = e.shiftKey ? buttons[0] : buttons.at(-1);
  if (!edge || document.activeElement !== edge) return;
  e.preventDefault();
  (e.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
};

const ENTER_NEXT = 'for the next level';
const winHint = (lead = '') =>
  h('p', { class: 'win-hint', 'data-lead': lead }, `${lead}Press Enter ${ENTER_NEXT}`);

/**
 * Puts into the card's hint what Enter does now: the keyboard-focused button's `data-enter` ("to play
 * again"), or going on when the focus is off the card's buttons (Enter on the board goes on). Not for
 * a click's focus: the words would change, and the card's height with them, under the pressed pointer,
 * and the click be lost.
 */
export const sayEnter = (card: HTMLElement | null, focused: EventTarget | null = document.activeElement) => {
  const hint = card?.querySelector<HTMLElement>('.win-hint');
  if (!hint) return;
  const deed =
    focused instanceof HTMLElement && card?.contains(focused) && focused.matches(':focus-visible')
      ? focused.dataset.enter
      : undefined;
  hint.textContent = `${hint.dataset.lead ?? ''}Press Enter ${deed ?? ENTER_NEXT}`;
};

/** Where Next leads when that is another collection ("Microban, level 1"); '' within one. */
const nextCollectionWords = (next: NonNullable<Playing['next']>): string =>
  next.title ? `${next.title}, level 1` : '';
