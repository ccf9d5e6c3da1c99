import type { RuleValue } from '../../../core/ecs/world';
import { bareBoxOnGoalUncounted } from '../../../core/level/glyph-probe';
import { setRule, withoutRulePart, withoutRules } from '../../../core/level/rule-headers';
import { MODS } from '../../../mods';
import { h, svg, touchOnly } from '../dom';
import { BoardCanvas } from '../editor/board-canvas';
import { BoardCursor } from '../editor/board-cursor';
import type { CellRect } from '../editor/cursor-selection';
import { DEFAULT_TITLE, type Design } from '../editor/designs';
import { EDITOR_HELP } from '../editor/editor-keys';
import { modGlyphSpecs } from '../editor/glyph-specs';
import {
  cutWords,
  EditorModel,
  insideCells,
  MAX_SIDE,
  MIN_SIDE,
  type SavedEdits,
  type Side,
  sizeLimitWords,
  type Tool,
} from '../editor/model';
import { readPasted } from '../editor/paste';
import { type RuleField, ruleFields, rulesLeavingWith, unknownRules } from '../editor/rule-fields';
import { type Validation, validateDesign } from '../editor/validate';
import { ICONS } from '../icons';
import { shortcutAllowed } from '../input/keymap';
import { openHelp } from '../overlays/help';
import { count, noun } from '../plural';
import { ruleInput, unknownRuleList } from './editor-rules';
import { check, lowerFirst, SolverVerdictPanel, upperFirst } from './editor-verdict';
import { iconButton, nameLetterKeys } from './play-screen';

export interface EditorActions {
  back(): void;
  /** The design changed (board, title, mods or rules): save it. */
  changed(design: Design): void;
  play(design: Design): void;
  share(design: Design): void;
  exportDesign(design: Design): void;
  replay(design: Design, lurd: string, label: string): void;
  /** Whether character keys act (the letter keys setting): R, the tool digits, ?, Space on the board. */
  letterKeys(): boolean;
  /** The id of the tool last chosen (kept across reloads), and keeping a new choice. */
  tool(): string;
  pickTool(id: string): void;
  /** The side last chosen for − and + (kept across reloads), and keeping a new choice. */
  side(): Side;
  pickSide(side: Side): void;
  /** Tells the designer something about the board (a resize that cut pieces off). */
  toast(message: string): void;
  /** Keeps a design's undo history across a reload (`EditorModel.savedEdits`). */
  keepEdits(designId: string, edits: SavedEdits): void;
  /** The undo history kept for a design, if any (read by `EditorModel.restoreEdits`). */
  keptEdits(designId: string): unknown;
}

interface PaletteEntry {
  readonly tool: Tool;
  readonly id: string;
  readonly label: string;
  readonly glyph: string;
}

const CLASSIC_TOOLS: readonly PaletteEntry[] = [
  { tool: 'wall', id: 'wall', label: 'Wall', glyph: '#' },
  { tool: 'floor', id: 'floor', label: 'Floor', glyph: ' ' },
  { tool: 'goal', id: 'goal', label: 'Goal', glyph: '.' },
  { tool: 'box', id: 'box', label: 'Box', glyph: '$' },
  { tool: 'player', id: 'player', label: 'Player', glyph: '@' },
  { tool: 'box-on-goal', id: 'box-on-goal', label: 'Box on goal', glyph: '*' },
  { tool: 'player-on-goal', id: 'player-on-goal', label: 'Player on goal', glyph: '+' },
  { tool: 'erase', id: 'erase', label: 'Erase', glyph: '' },
];

/**
 * The level editor: a palette (classic pieces plus the glyphs of the design's mods), a board painted by
 * click and drag or filled by rectangles, resize, its own undo/redo, and a live validation panel
 * (problems, reachable goals, boxes on dead squares, the solver's verdict and par). Every change is
 * handed to `changed` at once, so the app saves continuously.
 */
export class EditorScreen {
  readonly el = h('div', { class: 'screen editor-screen', 'data-screen': 'editor', hidden: true });
  private design: Design | null = null;
  private model = new EditorModel();
  /** The undo history of each design edited since the page loaded, the latest last. */
  private readonly histories = new Map<string, SavedEdits>();
  private tool: PaletteEntry = CLASSIC_TOOLS[0];
  private rectMode = false;
  private readonly canvas = new BoardCanvas(64);
  private readonly stage = h('div', { class: 'editor-stage', 'data-toast-host': '' });
  private readonly palette = h('div', { class: 'palette', role: 'toolbar', 'aria-label': 'Tools' });
  /** The palette and the fill mode: on a phone a strip that scrolls sideways (see `markOverflow`). */
  private readonly toolStrip = h('div', { class: 'tool-strip', 'data-testid': 'tool-strip' });
  private readonly titleInput = h('input', {
    class: 'editor-title',
    'data-testid': 'editor-title',
    'aria-label': 'Level title',
    // Emptied, the field has no border until hovered (never, on a phone): this says where the name goes.
    placeholder: 'Name this level',
    maxlength: 80,
  });
  private readonly widthInput = sizeInput('Width', 'editor-width');
  private readonly heightInput = sizeInput('Height', 'editor-height');
  /** Which side of the board the − and + buttons take a row or column from, or add one to. */
  private readonly sideSelect = h(
    'select',
    { class: 'size-input side-select', 'data-testid': 'editor-side', 'aria-label': 'Side' },
    ...(['top', 'bottom', 'left', 'right'] as const).map((side) =>
      h('option', { value: side }, upperFirst(side)),
    ),
  );
  private readonly sideShrink = sideButton('−', 'editor-side-remove', () => this.resizeSide(-1));
  private readonly sideGrow = sideButton('+', 'editor-side-add', () => this.resizeSide(1));
  private readonly mods = h('div', { class: 'editor-mods' });
  private readonly panel = h('aside', {
    class: 'editor-panel',
    'data-testid': 'validation',
    'aria-label': 'Validation',
  });
  /**
   * The verdict for a screen reader, in one sentence. The panel is rebuilt on every edit, so it is not
   * live itself: this line speaks only when the verdict changes ("Playable, par 2 moves, 2 pushes").
   */
  private readonly verdictLive = h('p', {
    class: 'visually-hidden',
    role: 'status',
    'data-testid': 'validation-live',
  });
  /** What the live line last said of the board itself, and of the solver's verdict on it. */
  private spokenBoard = '';
  private spokenSolver = '';
  private readonly notice = h('p', { class: 'editor-notice', 'data-testid': 'editor-notice', hidden: true });
  private readonly undoButton: HTMLButtonElement;
  private readonly redoButton: HTMLButtonElement;
  private readonly modeButton: HTMLButtonElement;
  private readonly verdict = new SolverVerdictPanel({
    ringDead: (boxes) => {
      this.solverDead = boxes;
      this.draw();
    },
    say: (text) => this.saySolver(text),
    replay: (design, lurd, label) => this.actions.replay(design, lurd, label),
  });
  /** The boxes of the deadlock behind an "unsolvable" verdict (editor coordinates), ringed too. */
  private solverDead: readonly { x: number; y: number }[] = [];
  private validation: Validation | null = null;
  private drag: { x0: number; y0: number; x1: number; y1: number } | null = null;
  private painting = false;
  private hover: { x: number; y: number } | null = null;
  /** The keyboard's way to paint: a cursor moved by the arrow keys while the board has focus. */
  private readonly cursor = new BoardCursor(this.canvas.el, {
    size: () => ({ width: this.model.width, height: this.model.height }),
    paint: ({ x, y }) => {
      if (this.model.paint(x, y, this.tool.tool)) this.edited();
    },
    fill: (r) => this.fillRect(r),
    rectMode: () => this.rectMode,
    describe: (cell) => this.describe(cell),
    redraw: () => this.draw(),
    letterKeys: () => this.actions.letterKeys(),
  });

  constructor(private readonly actions: EditorActions) {
    this.undoButton = iconButton('undo', 'Undo edit (Ctrl+Z)', () => this.undo(), {
      'data-testid': 'editor-undo',
    });
    this.redoButton = iconButton('redo', 'Redo edit (Ctrl+Y)', () => this.redo(), {
      'data-testid': 'editor-redo',
    });
    this.modeButton = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small tool-mode',
        'data-testid': 'tool-rect',
        'aria-pressed': 'false',
        onclick: () => this.setRectMode(!this.rectMode),
      },
      'Rectangle fill',
    );
    this.titleInput.addEventListener('input', () => {
      if (!this.design) return;
      this.design.title = this.titleInput.value;
      this.actions.changed(this.design);
    });
    const resize = (field: HTMLInputElement) =>
      // An emptied field is NaN here (Number('') would be 0), and leaves the size as it is. The limit
      // is read before the fields are set to the board's size.
      this.resize(
        this.widthInput.valueAsNumber,
        this.heightInput.valueAsNumber,
        sizeLimitWords(field === this.widthInput ? 'Width' : 'Height', field.valueAsNumber),
      );
    this.sideSelect.value = actions.side();
    this.sideSelect.addEventListener('change', () => {
      this.actions.pickSide(this.sideSelect.value as Side);
      this.nameSideButtons();
    });
    this.nameSideButtons();
    for (const field of [this.widthInput, this.heightInput])
      field.addEventListener('change', () => resize(field));
    for (const field of [this.widthInput, this.heightInput, this.sideSelect] as HTMLElement[]) {
      // Undo and redo in a size field are the board's: the field's own text undo would show a size
      // the board does not have.
      field.addEventListener('keydown', (e: KeyboardEvent) => {
        if (!(e.ctrlKey || e.metaKey) || !['z', 'y'].includes(e.key.toLowerCase())) return;
        e.preventDefault();
        this.key(e);
      });
    }
    const button = (label: string, testid: string, fn: () => void, primary = false) =>
      h(
        'button',
        { type: 'button', class: `btn${primary ? ' btn-primary' : ''}`, 'data-testid': testid, onclick: fn },
        label,
      );
    this.stage.append(this.canvas.el);
    this.toolStrip.append(this.palette, this.modeButton);
    markOverflow(this.toolStrip, this.palette);
    this.el.append(
      h(
        'header',
        { class: 'topbar' },
        iconButton('back', 'Back to the levels', () => this.actions.back(), { 'data-testid': 'editor-back' }),
        h(
          'div',
          { class: 'level-heading' },
          h('h1', { class: 'level-collection' }, 'Level editor'),
          this.titleInput,
        ),
        h(
          'div',
          { class: 'topbar-actions' },
          iconButton(
            'help',
            'Editor keys',
            () => openHelp(EDITOR_HELP, this.actions.letterKeys()),
            { class: 'icon-btn keys-button', 'data-testid': 'editor-help' },
            '?',
          ),
          this.undoButton,
          this.redoButton,
          button('Share', 'editor-share', () => this.design && this.actions.share(this.design)),
          button('Play this', 'editor-play', () => this.design && this.actions.play(this.design), true),
        ),
      ),
      h(
        'div',
        { class: 'editor-body' },
        // Tools and board settings are two panels, so a phone can put the tools above the board as a
        // strip and the settings below it.
        h(
          'aside',
          { class: 'editor-tools', 'aria-label': 'Tools' },
          h('h2', { class: 'panel-title' }, 'Tools'),
          this.toolStrip,
        ),
        h('div', { class: 'editor-main' }, this.notice, this.stage),
        this.panel,
        h(
          'aside',
          { class: 'editor-settings', 'aria-label': 'Board and mods' },
          h('h2', { class: 'panel-title board-title' }, 'Board'),
          h('div', { class: 'editor-size' }, this.widthInput.parentElement!, this.heightInput.parentElement!),
          h(
            'div',
            { class: 'editor-side', role: 'group', 'aria-label': 'A row or column at a side' },
            this.sideSelect,
            this.sideShrink,
            this.sideGrow,
          ),
          h(
            'div',
            { class: 'editor-row' },
            button('Normalise', 'editor-normalise', () => this.model.normalise() && this.edited()),
            button('Export…', 'editor-export', () => this.design && this.actions.exportDesign(this.design)),
          ),
          h('h2', { class: 'panel-title' }, 'Mods'),
          this.mods,
        ),
      ),
    );
    this.el.append(this.verdictLive, this.cursor.live);
    this.listen();
    new ResizeObserver(() => this.fit()).observe(this.stage);
  }

  get current(): Design | null {
    return this.design;
  }

  /** Opens a design; `note` is shown above the board (e.g. a duplicate warning). */
  open(design: Design, note?: string): void {
    const same = this.design?.id === design.id;
    this.design = design;
    if (!same || !shows(this.model, design)) {
      this.model = new EditorModel(design.rows, 0, 0, design.mods, design.headers);
      // Each design opened keeps its undo history while the page lives (a designer who edited another
      // and came back found Ctrl+Z gone), and after a reload Ctrl+Z goes on where it left off. History
      // that leads to another board is not taken.
      const open = this.histories.get(design.id);
      if (open && this.model.restoreEdits(open)) this.actions.keepEdits(design.id, open);
      else this.model.restoreEdits(this.actions.keptEdits(design.id));
    }
    this.titleInput.value = design.title;
    this.setNote(note);
    // The letter keys setting may have changed since the editor was last shown.
    nameLetterKeys(this.el, this.actions.letterKeys());
    this.renderPalette();
    this.revealTool();
    this.renderMods();
    // Opening a design is not a change of its verdict: the panel shows it, the live line keeps quiet
    // until an edit changes it (or the solver's verdict arrives).
    this.spokenBoard = '';
    this.spokenSolver = '';
    this.verdictLive.textContent = '';
    this.refresh(true);
  }

  /**
   * Puts pasted level text on the board as one undoable edit (the first level of several), adding the
   * mods it needs; returns what to tell the designer.
   */
  paste(text: string, fileName?: string): string {
    const design = this.design;
    if (!design) return 'Open a level in the editor first.';
    const pasted = readPasted(text, fileName);
    if ('error' in pasted) return `Nothing pasted: ${pasted.error}`;
    const { level, count: n, title } = pasted;
    // The pasted board brings its mods: those it names, and those whose glyphs it uses.
    const used = new Set(level.rows.join(''));
    const mods = [...MODS.keys()].filter(
      (m) => level.mods.includes(m) || modGlyphSpecs(m).some((g) => used.has(g.char)),
    );
    if (!this.model.load(level.rows, mods, level.headers)) return 'That board is already here.';
    // A new design takes the pasted level's name; one the designer has named keeps theirs.
    if (title && (!design.title.trim() || design.title === DEFAULT_TITLE)) {
      design.title = title;
      this.titleInput.value = title;
    }
    this.edited();
    const which = n > 1 ? `the first of ${count(n, 'level')} (Import levels… adds them all)` : 'the level';
    return `Pasted ${which} onto the board. ${undoName()} takes it back.`;
  }

  setNote(note?: string): void {
    this.notice.hidden = !note;
    this.notice.textContent = note ?? '';
  }

  /** Stops the solver (the screen was left). */
  hide(): void {
    this.verdict.stop();
  }

  /** Editor keys: undo/redo, digits pick tools, `?` lists the keys. Returns whether the key was used. */
  key(e: KeyboardEvent): boolean {
    if (!shortcutAllowed(e, this.actions.letterKeys())) return false;
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    if (mod && k === 'z' && !e.shiftKey) return this.undo();
    if (mod && (k === 'y' || (k === 'z' && e.shiftKey))) return this.redo();
    if (mod || e.altKey) return false;
    if (e.key === '?') {
      openHelp(EDITOR_HELP, this.actions.letterKeys());
      return true;
    }
    const n = Number(e.key);
    const entries = this.entries();
    if (n >= 1 && n <= entries.length) {
      this.pick(entries[n - 1]);
      return true;
    }
    if (k === 'r') {
      this.setRectMode(!this.rectMode);
      return true;
    }
    return false;
  }

  private undo(): boolean {
    if (!this.model.undo()) return false;
    this.edited();
    return true;
  }

  private redo(): boolean {
    if (!this.model.redo()) return false;
    this.edited();
    return true;
  }

  private entries(): PaletteEntry[] {
    const mods = this.design?.mods ?? [];
    const extra = mods.flatMap((m) =>
      modGlyphSpecs(m).map((g) => ({
        tool: { glyph: g.char, ...(g.traits?.player ? { player: true } : {}) },
        id: `glyph-${g.char.codePointAt(0)}`,
        label: `${g.name} (${m})`,
        glyph: g.char,
      })),
    );
    this.model.setPlayerGlyphs(
      extra.filter((e) => typeof e.tool === 'object' && e.tool.player).map((e) => e.glyph),
    );
    return [...CLASSIC_TOOLS, ...extra];
  }

  private renderPalette(): void {
    const entries = this.entries();
    // A mod's tool comes back with its mod; Wall stands in meanwhile.
    const chosen = this.actions.tool();
    this.tool = entries.find((e) => e.id === chosen) ?? CLASSIC_TOOLS[0];
    const uncountedOnGoal = this.uncountedOnGoal();
    this.palette.replaceChildren(
      ...entries.map((e, i) => {
        const b = h(
          'button',
          {
            type: 'button',
            class: `tool${e.id === this.tool.id ? ' is-active' : ''}`,
            'data-testid': `tool-${e.id}`,
            'data-tool': e.id,
            'aria-pressed': String(e.id === this.tool.id),
            title: `${e.label}${i < 9 && this.actions.letterKeys() ? ` (${i + 1})` : ''}`,
            'aria-label': e.label,
            onclick: () => this.pick(e),
          },
          swatch(e, uncountedOnGoal),
          h('span', { class: 'tool-label' }, e.label),
        );
        return b;
      }),
    );
  }

  /** Marks the chosen tool in place: rebuilt buttons would drop the keyboard focus on the page. */
  private pick(e: PaletteEntry): void {
    this.tool = e;
    this.actions.pickTool(e.id);
    for (const b of this.palette.querySelectorAll<HTMLButtonElement>('.tool')) {
      const on = b.dataset.tool === e.id;
      b.classList.toggle('is-active', on);
      b.setAttribute('aria-pressed', String(on));
    }
    this.revealTool();
  }

  /**
   * Scrolls a phone's tool strip, sideways only, until the chosen tool is clear of its faded ends: a
   * tool kept from the last visit, or picked by its digit, could be the one tool out of sight.
   */
  private revealTool(): void {
    requestAnimationFrame(() => {
      const strip = this.toolStrip;
      const button = this.palette.querySelector<HTMLElement>('.tool.is-active');
      if (!button || strip.scrollWidth <= strip.clientWidth) return;
      const view = strip.getBoundingClientRect();
      const at = button.getBoundingClientRect();
      if (at.left < view.left + STRIP_FADE) strip.scrollLeft -= view.left + STRIP_FADE - at.left;
      else if (at.right > view.right - STRIP_FADE) strip.scrollLeft += at.right - (view.right - STRIP_FADE);
    });
  }

  /**
   * Resizes the board, `dx`/`dy` shifting it right/down; says a size brought into range (`limit`) and
   * what a shrink cut off (undo brings it back, but a designer who is not told would not know to undo):
   * in a toast, as a note under the fields would squeeze the tools panel above them.
   */
  private resize(width: number, height: number, limit: string | null, dx = 0, dy = 0): void {
    const cut = this.model.cutBy(width, height, dx, dy);
    const resized = this.model.resize(width, height, dx, dy);
    if (resized) this.edited();
    else this.syncSize();
    const words = [limit, resized ? cutWords(cut, undoName()) : null].filter(Boolean);
    if (words.length) this.actions.toast(words.join(' '));
  }

  /** Adds (`step` 1) or removes (-1) a row or column at the chosen side; none past the size limits. */
  private resizeSide(step: 1 | -1): void {
    const side = this.sideSelect.value as Side;
    const across = side === 'left' || side === 'right';
    const width = this.model.width + (across ? step : 0);
    const height = this.model.height + (across ? 0 : step);
    const size = across ? width : height;
    // Clamped, a shift at the limit would move the board a cell over instead.
    if (size < MIN_SIDE || size > MAX_SIDE) {
      this.actions.toast(`${across ? 'Width' : 'Height'} goes from ${MIN_SIDE} to ${MAX_SIDE}.`);
      return;
    }
    this.resize(width, height, null, side === 'left' ? step : 0, side === 'top' ? step : 0);
  }

  /** "Add a row at the top", "Remove a column on the left": the buttons say what they do to which side. */
  private nameSideButtons(): void {
    const side = this.sideSelect.value as Side;
    const what = side === 'left' || side === 'right' ? 'column' : 'row';
    const where = side === 'top' || side === 'bottom' ? `at the ${side}` : `on the ${side}`;
    for (const [b, verb] of [
      [this.sideShrink, 'Remove'],
      [this.sideGrow, 'Add'],
    ] as const) {
      b.setAttribute('aria-label', `${verb} a ${what} ${where}`);
      b.title = `${verb} a ${what} ${where}`;
    }
  }

  private setRectMode(on: boolean): void {
    this.rectMode = on;
    this.modeButton.setAttribute('aria-pressed', String(on));
    this.modeButton.classList.toggle('is-active', on);
  }

  /**
   * The mods' checkboxes, then the rules of each ticked mod under its name, the classic rules the
   * level sets, and the parts of its `Rules:` line that no mod reads. The checkboxes stay where they
   * are when a mod's rules come and go. Rebuilt on every change of the mods or rules, keeping the
   * focus (on the first checkbox when the focused control went with the change).
   */
  private renderMods(): void {
    const design = this.design;
    if (!design) return;
    const focused = this.mods.contains(document.activeElement) ? document.activeElement?.id : undefined;
    this.mods.replaceChildren(
      ...[...MODS.keys()].map((name) => {
        const box = h('input', { type: 'checkbox', id: `mod-${name}`, 'data-testid': `mod-${name}` });
        box.checked = design.mods.includes(name);
        box.addEventListener('change', () => {
          const mods = this.model.mods;
          // An unticked mod takes its rules out of the level's Rules: line.
          const next = box.checked ? [...mods, name] : mods.filter((m) => m !== name);
          const headers = box.checked
            ? this.model.headers
            : withoutRules(this.model.headers, rulesLeavingWith(name, mods));
          if (this.model.setMods(next, headers)) this.edited();
        });
        // What the mod does, on hover and for a screen reader: a name like "sticky" says little.
        const about = MODS.get(name)?.description ?? '';
        return h(
          'label',
          { class: 'mod-option', title: about },
          box,
          h('span', {}, name),
          h('span', { class: 'visually-hidden' }, `: ${about}`),
        );
      }),
      ...ruleFields(this.model.mods, this.model.headers).map((g) => this.ruleList(g.mod, g.rules)),
    );
    const unknown = unknownRules(this.model.mods, this.model.headers);
    if (unknown.length)
      this.mods.append(
        unknownRuleList(unknown, (part) => {
          if (this.model.setHeaders(withoutRulePart(this.model.headers, part))) this.edited();
        }),
      );
    if (focused) (document.getElementById(focused) ?? this.mods.querySelector('input'))?.focus();
  }

  /** A mod's rules, each with its input (`classic`: the classic rules the level sets). */
  private ruleList(mod: string, rules: readonly RuleField[]): HTMLElement {
    const host = {
      set: (name: string, value: RuleValue) => {
        const field = rules.find((r) => r.name === name);
        // The field already shows its value: rebuilt, it would take back the focus the change left for.
        if (field && this.model.setHeaders(setRule(this.model.headers, name, value, field.defaultValue)))
          this.edited(false);
      },
      key: (e: KeyboardEvent) => this.key(e),
    };
    const title = mod === 'classic' ? 'Classic rules' : `Rules of ${mod}`;
    return h(
      'div',
      { class: 'mod-rules', role: 'group', 'aria-label': title, 'data-testid': `rules-${mod}` },
      h('p', { class: 'mod-rules-title', 'aria-hidden': 'true' }, title),
      ...rules.map((r) => ruleInput(r, host)),
    );
  }

  private listen(): void {
    const el = this.canvas.el;
    el.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      e.preventDefault();
      // preventDefault keeps focus where it was: a name field would go on taking the tool keys. Left
      // first, as a size typed there is applied on leaving it: the board then redrawn at its new size
      // is the one whose cell lies under the pointer.
      if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
      const cell = this.canvas.cellAt(e.clientX, e.clientY);
      if (!cell) return;
      this.hover = cell;
      this.cursor.moveTo(cell);
      el.setPointerCapture(e.pointerId);
      if (this.rectMode || e.shiftKey) {
        this.drag = { x0: cell.x, y0: cell.y, x1: cell.x, y1: cell.y };
        this.draw();
        return;
      }
      this.painting = true;
      this.model.beginStroke();
      if (this.model.paint(cell.x, cell.y, this.tool.tool)) this.draw();
    });
    el.addEventListener('pointermove', (e) => {
      const cell = this.canvas.cellAt(e.clientX, e.clientY);
      this.hover = cell;
      if (this.drag && cell) {
        this.drag.x1 = cell.x;
        this.drag.y1 = cell.y;
      } else if (this.painting && cell) this.model.paint(cell.x, cell.y, this.tool.tool);
      this.draw();
    });
    const end = () => {
      if (this.drag) {
        const d = this.drag;
        this.drag = null;
        this.fillRect(d);
      }
      if (this.painting) {
        this.painting = false;
        if (this.model.endStroke()) this.edited();
      }
    };
    el.addEventListener('pointerup', end);
    el.addEventListener('pointercancel', end);
    el.addEventListener('pointerleave', () => {
      this.hover = null;
      this.draw();
    });
  }

  /** Fills a dragged or keyboard-selected rectangle with the current tool: one undo step. */
  private fillRect(r: CellRect): void {
    if (this.model.fillRect(r.x0, r.y0, r.x1, r.y1, this.tool.tool)) this.edited();
    // The rectangle is gone even when the fill changed nothing.
    else this.draw();
  }

  /**
   * After any change to the board: save, re-validate, redraw, and restart the solver. `rules`: the
   * Mods panel is rebuilt when the mods or rules changed (false when a rule's own field changed them).
   */
  private edited(rules = true): void {
    const design = this.design;
    if (!design) return;
    design.rows = this.model.grid();
    // Undo and redo may bring other mods and rules back: the palette, checkboxes and rules follow.
    const headers = this.model.headers.map(([k, v]): [string, string] => [k, v]);
    const modsChanged = design.mods.join() !== this.model.mods.join();
    if (modsChanged || JSON.stringify(headers) !== JSON.stringify(design.headers ?? [])) {
      design.mods = [...this.model.mods];
      if (headers.length) design.headers = headers;
      else delete design.headers;
      if (modsChanged) this.renderPalette();
      if (rules) this.renderMods();
    }
    design.updated = Date.now();
    this.actions.changed(design);
    const edits = this.model.savedEdits();
    this.histories.delete(design.id);
    this.histories.set(design.id, edits);
    if (this.histories.size > OPEN_HISTORIES) this.histories.delete(this.histories.keys().next().value!);
    this.actions.keepEdits(design.id, edits);
    this.refresh();
  }

  /** `quiet`: the board's verdict is noted, not spoken (the design was just opened). */
  private refresh(quiet = false): void {
    const design = this.design;
    if (!design) return;
    this.syncSize();
    this.validation = validateDesign(design);
    // The last verdict's rings go with it; the next one brings its own.
    this.solverDead = [];
    this.undoButton.disabled = !this.model.canUndo;
    this.redoButton.disabled = !this.model.canRedo;
    this.renderPanel(quiet);
    this.draw();
    this.fit();
    this.verdict.schedule(this.validation, this.design);
  }

  private syncSize(): void {
    this.widthInput.value = String(this.model.width);
    this.heightInput.value = String(this.model.height);
  }

  private draw(): void {
    this.canvas.show(this.model.rows(), this.model.width, {
      dead: [...(this.validation?.deadBoxes ?? []), ...this.solverDead],
      rect: this.drag ?? this.cursor.selection,
      hover: this.hover,
      cursor: this.cursor.cell,
      uncountedOnGoal: this.uncountedOnGoal(),
    });
  }

  /** Whether the design's mods leave a bare `*` uncounted (paint): the board and its tool draw it off goal, as play does. */
  private uncountedOnGoal(): boolean {
    return bareBoxOnGoalUncounted(this.model.mods, MODS);
  }

  /** What a cell holds, named as the palette names it: "wall", "box on goal"; "empty" outside the level. */
  private describe({ x, y }: { x: number; y: number }): string {
    const c = this.model.at(x, y);
    if (c === ' ')
      return insideCells(this.model.grid(), this.model.width)[y * this.model.width + x] ? 'floor' : 'empty';
    const entry = this.entries().find((e) => e.glyph === c);
    return entry ? lowerFirst(entry.label) : `"${c}"`;
  }

  private fit(): void {
    const r = this.stage.getBoundingClientRect();
    if (r.width > 0) this.canvas.fit(r.width - 16, r.height - 16);
  }

  private renderPanel(quiet = false): void {
    const v = this.validation;
    if (!v) return;
    const ok = v.problems.length === 0 && !!v.game;
    const board = ok ? 'Playable' : `Not playable yet${v.problems[0] ? `: ${v.problems[0]}` : ''}`;
    if (board !== this.spokenBoard) {
      this.spokenBoard = board;
      // A board playable again has its solver verdict spoken again, even if it is the one before.
      this.spokenSolver = '';
      if (!quiet) this.say(board);
    }
    const checks: HTMLElement[] = [];
    // With no goal at all, "0 of 0 goals reachable" with a tick said nothing: the problems say it.
    if (v.goals?.total)
      checks.push(
        check(
          v.goals.reachable === v.goals.total ? 'ok' : 'bad',
          `${v.goals.reachable} of ${count(v.goals.total, 'goal')} reachable`,
          'check-goals',
        ),
      );
    if (ok && !v.analysisNote)
      checks.push(
        check(
          v.deadBoxes.length ? 'bad' : 'ok',
          v.deadBoxes.length
            ? `${count(v.deadBoxes.length, 'box', 'boxes')} on ${noun(v.deadBoxes.length, 'a dead square', 'dead squares')} (ringed in red)`
            : 'No box starts on a dead square',
          'check-dead',
        ),
      );
    const children: (HTMLElement | null)[] = [
      h('h2', { class: 'panel-title' }, 'Validation'),
      h(
        'p',
        { class: `verdict ${ok ? 'is-ok' : 'is-bad'}`, 'data-testid': 'validation-verdict' },
        ok ? 'Playable' : 'Not playable yet',
      ),
      // Each problem a line like the checks below it, in their words' type and with their mark: the
      // import dialog's code-like list (file:line:column) read here as a listing, not a sentence.
      v.problems.length
        ? h(
            'ul',
            { class: 'check-list', 'data-testid': 'validation-problems' },
            ...v.problems.map((p) => h('li', {}, check('bad', upperFirst(p)))),
          )
        : null,
      ...checks,
      ok ? this.verdict.el : null,
      v.analysisNote
        ? h('p', { class: 'panel-note' }, `The solver cannot judge this level. ${solverNote(v.analysisNote)}`)
        : null,
      // A phone has no Shift, Tab or keys button: its way to fill an area is the Rectangle fill tool.
      touchOnly()
        ? h(
            'p',
            { class: 'panel-hint', 'data-testid': 'editor-hint' },
            'Tap or drag to paint; with Rectangle fill on, a drag fills an area.',
          )
        : h(
            'p',
            { class: 'panel-hint', 'data-testid': 'editor-hint' },
            'Click or drag to paint, Shift+drag to fill an area; Tab to the board to draw with the keys. ',
            h(
              'span',
              { class: 'key-hint' },
              this.actions.letterKeys() ? 'Press ? for all keys.' : 'The keys button lists them all.',
            ),
          ),
    ];
    this.panel.replaceChildren(...children.filter((c): c is HTMLElement => c !== null));
  }

  /** Says the solver's verdict, unless it is the one said last for this board. */
  private saySolver(text: string): void {
    if (text === this.spokenSolver) return;
    this.spokenSolver = text;
    this.say(text);
  }

  private say(text: string): void {
    this.verdictLive.textContent = text;
  }
}

/** How wide app.css fades the phone tool strip's ends (`.tool-strip.has-more-*`). */
const STRIP_FADE = 64;

/**
 * Marks a sideways scroller `has-more-start` / `has-more-end` while tools lie off that side, which
 * app.css fades: a strip cut at a button's edge looked whole, and hid the tools past it. `content`
 * is watched too: a mod's tools widen the strip's content, not the strip.
 */
function markOverflow(scroller: HTMLElement, content: HTMLElement): void {
  const mark = () => {
    const left = scroller.scrollLeft;
    scroller.classList.toggle('has-more-start', left > 1);
    scroller.classList.toggle('has-more-end', left + scroller.clientWidth < scroller.scrollWidth - 1);
  };
  scroller.addEventListener('scroll', mark, { passive: true });
  const seen = new ResizeObserver(mark);
  seen.observe(scroller);
  seen.observe(content);
}

/** Designs whose undo history stays in memory when another is opened (stored steps, a few KB each). */
const OPEN_HISTORIES = 12;

/** Whether a model holds a design's board, mods and rules as saved (not changed elsewhere since). */
function shows(model: EditorModel, design: Design): boolean {
  return (
    model.grid().join('\n') === design.rows.join('\n') &&
    model.mods.join() === design.mods.join() &&
    JSON.stringify(model.headers) === JSON.stringify(design.headers ?? [])
  );
}

/** How undo is named to the designer: its key, or its button on a touch screen. */
const undoName = () => (touchOnly() ? 'Undo' : 'Ctrl+Z');

function sizeInput(label: string, testid: string): HTMLInputElement {
  const input = h('input', {
    type: 'number',
    min: MIN_SIDE,
    max: MAX_SIDE,
    class: 'size-input',
    'data-testid': testid,
    'aria-label': label,
  });
  h('label', { class: 'size-field' }, h('span', {}, label), input);
  return input;
}

function sideButton(sign: string, testid: string, onclick: () => void): HTMLButtonElement {
  return h(
    'button',
    { type: 'button', class: 'btn btn-small side-step', 'data-testid': testid, onclick },
    sign,
  );
}

/**
 * A tool's picture: the board art for classic pieces, the glyph for a mod's; `uncountedOnGoal` as
 * the board draws it, so Box on goal looks as the boxes it paints do.
 */
function swatch(e: PaletteEntry, uncountedOnGoal: boolean): HTMLElement {
  if (e.tool === 'erase') return h('span', { class: 'tool-swatch tool-erase' }, svg(ICONS.close));
  const c = new BoardCanvas(24);
  c.show([e.glyph], 1, { grid: false, floor: true, uncountedOnGoal });
  c.fit(24, 24);
  return h('span', { class: 'tool-swatch' }, c.el);
}

/** The play screen's "Hints are unavailable for ice: …" notes, reworded for a designer: "Ice: …". */
function solverNote(notes: string): string {
  return notes.replace(/Hints are unavailable for (\w)/g, (_m, first: string) => first.toUpperCase());
}
