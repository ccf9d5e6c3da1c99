import type { LevelProblem } from '../../core/level/problems';
import { type LevelSource, levelTitle } from '../../core/level/types';
import { writeLevel } from '../../core/level/xsb';
import { MODS } from '../../mods';
import { BACKDROP } from '../render';
import { AnalysisClient } from '../solver/analysis-client';
import type { AssistState } from './assist/assist-bar';
import { Assistant } from './assist/assistant';
import { looksLikeMoves, planPastedMoves } from './assist/pasted-moves';
import { type BoardView, createBoardView } from './board-view';
import { copyText, readText } from './clipboard';
import type { Command } from './commands';
import { exposeDebugHandle } from './debug-handle';
import { h, touchOnly } from './dom';
import { Designer } from './editor/designer';
import { Dpad } from './input/dpad';
import { listenForLevelText } from './input/files';
import { GamepadInput } from './input/gamepad';
import { KeyboardInput } from './input/keyboard';
import { PointerInput } from './input/pointer';
import { Catalogue, levelId } from './levels/catalogue';
import { importLevels } from './levels/import';
import { loadPars } from './levels/pars';
import { dialogOpen } from './overlays/dialog';
import { openHelp } from './overlays/help';
import { openImport } from './overlays/import-dialog';
import { menuOpen, openMenu } from './overlays/menu';
import { openPositions } from './overlays/positions-dialog';
import { openSettings } from './overlays/settings';
import { toast } from './overlays/toast';
import { count, moves } from './plural';
import { firstUnsolved } from './progress';
import { SavedPositions } from './saved-positions';
import { describeBoard, progressWords, turnWords } from './screens/board-words';
import { LevelsScreen } from './screens/levels-screen';
import { PlayScreen } from './screens/play-screen';
import { formatRoute, parseRoute, type Route } from './screens/router';
import { type Playing, Session, type SessionEvent, standaloneLevel } from './session';
import type { HoldRepeat, ImportedCollection, Settings } from './storage/schema';
import { browserBackend, Store } from './storage/store';

/** One move's slide, in ms; a held key repeats at the same rate so walking looks continuous. */
export const SLIDE_MS = 110;
/** The pause before a held move repeats, by the player's setting. */
const REPEAT_DELAY_MS: Record<HoldRepeat, number | null> = { quick: 200, slow: 500, off: null };
/** A slow repeat also steps at half the pace, so a hand that lifts late overshoots by one move, not three. */
const SLOW_REPEAT_MS = 2 * SLIDE_MS;
/** A click-walk's pace: quicker than a slide, which is cut short and still looks continuous. */
const WALK_STEP_MS = 70;
const AUTO_ADVANCE_MS = 1800;
/** Cells narrower than this (CSS px) are too small to tap on a touch screen without zooming. */
const SMALL_CELL_PX = 14;

/**
 * The composition root: builds the store, catalogue, board, session, screens and input devices, and
 * routes commands between them. Screens and devices never talk to each other directly.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const store = new Store(browserBackend(), (m) => toast(m, 6000));
  const catalogue = new Catalogue(store.data.imports);
  const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  const reducedMotion = () => {
    const s = store.data.settings.reducedMotion;
    return s === 'on' || (s === 'system' && motionQuery.matches);
  };
  let route: Route = { screen: 'play' };
  let ready = false;
  let advanceTimer: ReturnType<typeof setTimeout> | undefined;
  let board: BoardView | null = null;

  const playScreen = new PlayScreen({
    command: (c) => void run(c),
    openMenu: (anchor) => showMenu(anchor),
    holdAdvance: () => cancelAdvance(),
    cellRect: (x, y) => board?.cellRect(x, y) ?? null,
    // The designer is made below; a win comes long after.
    editorOf: (id) => designer.editorOf(id),
  });
  const levelsScreen = new LevelsScreen(catalogue, () => store.data.progress, {
    back: () => backToGame(),
    openCollection: (id) =>
      id ? navigate({ screen: 'levels', collection: id }) : goBack({ screen: 'levels' }),
    play: (id) => navigate({ screen: 'play', level: id }),
    importLevels: () => showImport(),
    removeImport,
    openDesigner: () => navigate({ screen: 'mine' }),
  });
  const dropHint = h(
    'div',
    { class: 'drop-hint', 'aria-hidden': 'true' },
    h('p', {}, 'Drop a level file to play it'),
  );
  root.replaceChildren(playScreen.el, levelsScreen.el, dropHint);
  const designer = new Designer({
    store,
    catalogue,
    navigate: (to, replace) => navigate(to, replace),
    goBack: (to) => goBack(to),
    toast,
    playShared: (level, _solution, replace) => playShared(level, replace),
    createBoard: (host) => createBoardView(host, { reducedMotion: reducedMotion(), slideMs: SLIDE_MS }),
    reducedMotion,
    // The designer's first sync only learns where the designs are, so this runs once `session` exists.
    levelsChanged: (ids) => {
      if (ids.has(session.playing?.id ?? '')) session.close();
    },
  });
  root.append(...designer.screens);
  applyMotion();
  // The stage behind the canvas is the colour the board art is drawn for.
  document.documentElement.style.setProperty('--backdrop', BACKDROP);

  // Fetch the first level's collection while the board starts, not after.
  const first = parseRoute(location.hash);
  const firstLevel =
    (first.screen === 'play' && first.level) || store.data.current || `${catalogue.first.id}/1`;
  catalogue.load(firstLevel.split('/')[0]).catch(() => {});
  void loadPars();
  performance.mark('sokoban:start');
  board = await createBoardView(playScreen.boardHost, { reducedMotion: reducedMotion(), slideMs: SLIDE_MS });
  performance.mark('sokoban:board');
  const session = new Session(board, store, catalogue);
  const assistant = new Assistant(session, store, new AnalysisClient(), new AnalysisClient(), () => SLIDE_MS);
  const marks = new SavedPositions(session, store, { catalogue: MODS });
  const assistState = (): AssistState => ({
    advice: assistant.current,
    deadlock: assistant.deadlockLine,
    hints: assistant.hintsTaken,
    unavailable: assistant.unavailable,
    playingBack: assistant.playingBack,
    solvable: assistant.solvability,
  });
  assistant.onChange(() => {
    const p = session.playing;
    if (p) playScreen.update(p, session.progress, session.deadlocked, assistState());
  });
  const repeatDelayMs = () => REPEAT_DELAY_MS[store.data.settings.holdRepeat];
  const repeatMs = () => (store.data.settings.holdRepeat === 'slow' ? SLOW_REPEAT_MS : SLIDE_MS);
  const keyboard = new KeyboardInput(window, {
    dispatch: run,
    enabled: () => !dialogOpen() && !menuOpen(),
    playing: () => route.screen === 'play',
    repeatDelayMs,
    repeatMs,
  });
  const inputEnabled = () => !dialogOpen() && !menuOpen() && route.screen === 'play';
  const pointer = new PointerInput(playScreen.boardHost, session, {
    dispatch: run,
    enabled: inputEnabled,
    settings: () => store.data.settings,
    walkStepMs: () => (reducedMotion() ? 0 : WALK_STEP_MS),
    repeatDelayMs,
    repeatMs,
    takeOver: () => {
      if (assistant.playingBack) assistant.forget();
    },
  });
  const dpad = new Dpad({ dispatch: run, repeatDelayMs, repeatMs });
  playScreen.boardHost.parentElement?.after(dpad.el);
  dpad.visible = store.data.settings.dpad;
  new GamepadInput({
    dispatch: run,
    enabled: inputEnabled,
    repeatDelayMs,
    repeatMs,
  });

  // Declared before the first level loads: suggestPinch runs on that load.
  let pinchTold = false;
  session.on((event, p) => {
    assistant.sessionEvent(event);
    playScreen.update(p, session.progress, session.deadlocked, assistState());
    const spoken = spokenEvent(event, p);
    if (spoken) playScreen.announce(spoken);
    if (event.type === 'win') {
      const auto = store.data.settings.autoAdvance && p.next !== null;
      playScreen.showWin(event.report, p, auto ? AUTO_ADVANCE_MS : null);
      designer.decorateWin(
        playScreen.el.querySelector('[data-testid="win"]'),
        p.id,
        p.level,
        session.progress,
      );
      if (auto) advanceTimer = setTimeout(() => advance(p.id), AUTO_ADVANCE_MS);
    } else if (event.type !== 'blocked' && event.type !== 'info') {
      cancelAdvance();
      playScreen.hideWin();
    }
    if (event.type === 'load') {
      showTitle();
      suggestPinch();
      designer.playing(p.id, playScreen.el.querySelector('.topbar-actions'));
      if (route.screen === 'play' && route.level !== p.id) {
        route = { screen: 'play', level: p.id };
        replaceHash(route);
      }
    }
  });

  listenForLevelText(
    document,
    (text, name) => {
      // On the editor, level text is a board to edit; anywhere else, levels to play, or moves.
      if (designer.paste(text, name)) return;
      if (looksLikeMoves(text)) pasteMoves(text);
      else void tryImport(text, name, true);
    },
    (m) => toast(m, 5000),
  );
  // Another tab of the game saved. The store merges progress and games level by level. Own levels
  // and imports cannot be merged that way (a design's progress is keyed by its place), so a hidden
  // tab reloads to take them in before it can write its stale copy; a visible one is told.
  window.addEventListener('storage', (e) => {
    const part = store.external(e.key, e.newValue);
    if (part !== 'designs' && part !== 'imports') return;
    if (document.visibilityState === 'hidden') {
      store.flush();
      location.reload();
    } else
      toast('Your levels were changed in another tab of the game: reload this page to see them here.', 8000);
  });
  // Moves are saved a moment after they happen; leaving the page must not lose that moment.
  window.addEventListener('pagehide', () => store.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store.flush();
  });
  window.addEventListener('hashchange', () => {
    // A dialog belongs to the page it was opened on: the browser's Back leaves it behind.
    for (const d of document.querySelectorAll('dialog[open]')) (d as HTMLDialogElement).close();
    void show(parseRoute(location.hash));
  });
  motionQuery.addEventListener('change', applyMotion);
  exposeDebugHandle(
    session,
    () => route.screen,
    () => ready,
  );

  await show(parseRoute(location.hash));
  performance.mark('sokoban:level');
  if (store.repaired.length) {
    toast(
      `Some saved data could not be read and was reset (${store.repaired.join(', ')}). Everything else is kept.`,
      8000,
    );
  }
  await session.board.idle();
  requestAnimationFrame(() => {
    ready = true;
    document.body.dataset.ready = 'true';
    // The marks let the browser benchmark split the start-up time.
    performance.mark('sokoban:playable');
  });

  /**
   * On a touch screen, a level drawn too small to tap (Sasquatch VIII's 480 boxes on a phone) says,
   * once a visit, that a pinch zooms the board: nothing else on screen tells a player so.
   */
  function suggestPinch(): void {
    if (pinchTold || !touchOnly()) return;
    // After this frame's fit of the new board.
    requestAnimationFrame(() => {
      if (pinchTold || !board || board.cellRect(0, 0).width >= SMALL_CELL_PX) return;
      pinchTold = true;
      toast('Pinch the board to zoom in; two fingers move it.', 6000);
    });
  }

  /** Acts on a command from any device; returns whether it was used. */
  function run(c: Command): boolean {
    // The designer's screens have their own keys; game commands must not reach the hidden game.
    if (route.screen !== 'play' && route.screen !== 'levels') return false;
    if (route.screen === 'levels') {
      // L, Esc and R go back to the game.
      if (c.kind === 'levels' || c.kind === 'dismiss' || c.kind === 'restart') {
        backToGame();
        return true;
      }
      if (c.kind === 'help') return showHelp();
      return false;
    }
    const p = session.playing;
    // Any other command stops a click-walk where it is.
    pointer.interrupt();
    // Esc closes a hint or stops a playback before it means "restart" (which would wipe the level).
    const showing = assistant.playingBack || assistant.current !== null;
    // The player taking over stops a solution being played back.
    if (assistant.playingBack && c.kind !== 'help' && c.kind !== 'describe') assistant.forget();
    switch (c.kind) {
      case 'dismiss':
        if (showing) assistant.forget();
        return showing || session.run({ kind: 'restart' });
      case 'hint':
        void assistant.hint();
        return true;
      case 'solve':
        void assistant.solveFromHere();
        return true;
      case 'check-longer':
        return assistant.checkLonger();
      case 'mark':
        return saveMark();
      case 'describe':
        if (!p) return false;
        playScreen.announce(describeBoard(p.game.toXsb().split('\n')), true);
        return true;
      case 'help':
        return showHelp();
      case 'levels':
        navigate({ screen: 'levels', ...(p && { collection: p.collection.id }) });
        return true;
      case 'next':
      case 'prev': {
        const id = session.neighbour(c.kind === 'next' ? 1 : -1);
        if (!id || id === p?.id) return false;
        navigate({ screen: 'play', level: id }, true);
        return true;
      }
      case 'confirm':
        // Any solved position continues: the win card's, and one reached again by redo or a reload.
        if (!p?.game.solved) return false;
        advance(p.id);
        return true;
      default:
        return session.run(c);
    }
  }

  function advance(fromId: string): void {
    cancelAdvance();
    if (session.playing?.id !== fromId || !session.playing.game.solved) return;
    const id = session.neighbour(1);
    if (id) navigate({ screen: 'play', level: id }, true);
  }

  function cancelAdvance(): void {
    clearTimeout(advanceTimer);
  }

  function navigate(to: Route, replace = false): void {
    if (!replace && location.hash !== formatRoute(to)) {
      const from = location.hash;
      location.hash = formatRoute(to); // hashchange shows it
      // The new entry remembers the one it came from, for goBack.
      history.replaceState({ ...(history.state as object | null), from }, '', location.href);
      return;
    }
    replaceHash(to);
    void show(to);
  }

  /**
   * A Back button: the browser's own Back when the previous entry is where it leads, so going
   * there and back stacks no entries and the device's Back then leaves as expected.
   */
  function goBack(to: Route): void {
    if ((history.state as { from?: string } | null)?.from === formatRoute(to)) history.back();
    else navigate(to);
  }

  /** Back to the level being played, named in the address (a bare `#/` would lose it on a reload). */
  function backToGame(): void {
    goBack({ screen: 'play', ...(session.playing && { level: session.playing.id }) });
  }

  function replaceHash(to: Route): void {
    history.replaceState(history.state, '', formatRoute(to));
  }

  /** Shows a route: opens its level (or a sensible default) or the level screen. */
  async function show(to: Route): Promise<void> {
    route = to;
    keyboard.release();
    if (designer.show(to)) {
      playScreen.el.hidden = true;
      levelsScreen.el.hidden = true;
      cancelAdvance();
      return;
    }
    const playing = to.screen === 'play';
    playScreen.el.hidden = !playing;
    levelsScreen.el.hidden = playing;
    if (!playing) {
      cancelAdvance();
      document.title = 'Levels · Sokoban';
      let collection = to.collection;
      if (collection && !catalogue.info(collection)) {
        toast(`There is no collection “${collection}”: here are all of them.`, 5000);
        collection = undefined;
        route = { screen: 'levels' };
        replaceHash(route);
      }
      await levelsScreen.render(collection, session.playing?.id ?? null);
      return;
    }
    showTitle();
    if (to.unknown) {
      toast(`“${to.unknown}” is not the address of a level or page of this game.`, 5000);
      route = { screen: 'play' };
    }
    const want =
      to.level ?? session.playing?.id ?? store.data.current ?? latestGame() ?? (await suggestedStart());
    if (await session.isOpen(want)) {
      if (to.unknown) replaceHash({ screen: 'play', level: want });
      return;
    }
    const opened = await session.open(want);
    if (opened.ok) {
      if (opened.note) toast(opened.note, 6000);
      return;
    }
    toast(opened.message, 5000);
    if (!session.playing) {
      // A bad address must not cost the player their place: the saved level first, then a start.
      const saved = store.data.current;
      const reopened = saved && saved !== want && (await session.open(saved)).ok;
      if (!reopened) {
        const fallback = await suggestedStart();
        if (fallback !== want) await session.open(fallback);
      }
    } else replaceHash({ screen: 'play', level: session.playing.id });
  }

  /** The page title names the level, so tabs and history entries say what is being played. */
  function showTitle(): void {
    const p = session.playing;
    if (p) document.title = `${levelTitle(p.level)} · ${p.collection.title} · Sokoban`;
  }

  /** The level last played, from the games in progress (when the record of it was lost). */
  function latestGame(): string | undefined {
    let latest: [string, number] | undefined;
    for (const [id, g] of Object.entries(store.data.games))
      if (!latest || g.at > latest[1]) latest = [id, g.at];
    return latest?.[0];
  }

  /** The first unsolved level of the first collection (the tutorial when it ships). */
  async function suggestedStart(): Promise<string> {
    const first = catalogue.first;
    const loaded = await catalogue.load(first.id);
    return levelId(first.id, firstUnsolved(first.id, loaded.levels.length, store.data.progress) ?? 1);
  }

  function showHelp(): boolean {
    keyboard.release();
    openHelp();
    return true;
  }

  function showMenu(anchor: HTMLElement): void {
    keyboard.release();
    openMenu(anchor, [
      { icon: 'import', label: 'Import levels…', testid: 'menu-import', run: () => showImport() },
      ...designer.menuItems(
        session.playing && { id: session.playing.id, level: standaloneLevel(session.playing) },
      ),
      { icon: 'copy', label: 'Copy level (XSB)', testid: 'menu-copy-xsb', run: () => copyLevel() },
      { icon: 'copy', label: 'Copy moves (LURD)', testid: 'menu-copy-lurd', run: () => copyMoves() },
      {
        icon: 'paste',
        label: 'Paste moves (LURD)',
        testid: 'menu-paste-lurd',
        run: () => pasteMovesFromMenu(),
      },
      { icon: 'bookmark', label: 'Save this position', testid: 'menu-mark', run: () => saveMark() },
      {
        icon: 'bookmarks',
        label: `Saved positions${marks.list().length ? ` (${marks.list().length})` : ''}…`,
        testid: 'menu-marks',
        run: () => showMarks(),
      },
      { icon: 'settings', label: 'Settings', testid: 'menu-settings', run: () => showSettings() },
      { icon: 'help', label: 'Keyboard help', testid: 'menu-help', run: () => showHelp() },
    ]);
  }

  function showSettings(): void {
    openSettings(store.data.settings, (s: Settings) => {
      store.data.settings = s;
      store.save('settings');
      applyMotion();
      dpad.visible = s.dpad;
      assistant.settingsChanged();
    });
  }

  function applyMotion(): void {
    const on = reducedMotion();
    document.documentElement.classList.toggle('reduce-motion', on);
    // During start-up the board does not exist yet; it is created with the right value.
    board?.setReducedMotion(on);
  }

  async function copyLevel(): Promise<void> {
    const p = session.playing;
    if (!p) return;
    const ok = await copyText(`${writeLevel(standaloneLevel(p))}\n`);
    toast(ok ? 'Level copied as XSB text.' : 'The clipboard is not available here.');
  }

  async function copyMoves(): Promise<void> {
    const p = session.playing;
    if (!p) return;
    const lurd = p.game.lurd();
    if (!lurd) return toast('No moves to copy yet.');
    const ok = await copyText(lurd);
    toast(ok ? `${moves(lurd.length)} copied (LURD).` : 'The clipboard is not available here.');
  }

  /** A session event in words for a screen reader (a win speaks through the status line). */
  function spokenEvent(event: SessionEvent, p: Playing): string | null {
    const g = p.game;
    const progress = progressWords(g.progress());
    switch (event.type) {
      case 'turn': {
        const t = session.lastTurn;
        return t ? turnWords(t.pushes.length ? 'push' : 'move', t.direction, progress) : null;
      }
      case 'blocked':
      case 'undo':
      case 'redo':
      case 'restart':
        return turnWords(event.type, null, progress);
      case 'load':
        return `${p.collection.title}, level ${p.index} of ${p.count}: ${levelTitle(p.level)}. ${progress}`;
      default:
        return null;
    }
  }

  function saveMark(): boolean {
    const r = marks.save();
    toast(r.ok ? `Position ${r.number} saved: the menu's Saved positions brings it back.` : r.message, 4000);
    return r.ok;
  }

  function showMarks(): void {
    const p = session.playing;
    if (!p) return;
    keyboard.release();
    openPositions({
      level: levelTitle(standaloneLevel(p)),
      list: () => marks.list(),
      save: () => {
        const r = marks.save();
        return r.ok ? `Position ${r.number} saved.` : r.message;
      },
      go: (i) => {
        if (assistant.playingBack) assistant.forget();
        pointer.interrupt();
        toast(
          marks.goTo(i)
            ? `Back at position ${i + 1}: Undo returns to where you were.`
            : 'That position no longer fits this level.',
          4000,
        );
      },
      remove: (i) => marks.remove(i),
    });
  }

  async function pasteMovesFromMenu(): Promise<void> {
    const text = await readText();
    if (text === null) toast('The clipboard cannot be read here: press Ctrl+V to paste moves.', 5000);
    else if (!looksLikeMoves(text)) toast('The clipboard holds no moves (LURD) to paste.', 5000);
    else pasteMoves(text);
  }

  /** Plays pasted LURD on the level being played: from here if they fit, else from its start. */
  function pasteMoves(text: string): void {
    const p = session.playing;
    if (route.screen !== 'play' || !p) {
      toast('Those are moves (LURD): open a level, then paste them to play them there.', 5000);
      return;
    }
    if (assistant.playingBack) assistant.forget();
    pointer.interrupt();
    const played = p.game.lurd();
    const plan = planPastedMoves(p.level, { catalogue: MODS }, played, p.game.solved, text);
    if (plan.kind === 'blocked') {
      toast(plan.message, 6000);
      return;
    }
    const restart = plan.kind === 'start';
    if (restart) toast('These moves fit from the start, so the level was restarted (Undo goes back).', 5000);
    void assistant.playPasted(plan.lurd, restart);
  }

  function showImport(): void {
    keyboard.release();
    openImport({ submit: (text, name) => tryImport(text, name, false) });
  }

  /**
   * Imports level text and plays its first level. On failure the game is untouched; with `dialog`
   * the problems open in the import dialog (a paste or drop), otherwise they are returned to it.
   */
  function tryImport(
    text: string,
    name: string | undefined,
    dialog: boolean,
  ): readonly LevelProblem[] | null {
    let result: ReturnType<typeof importLevels>;
    try {
      result = importLevels(text, name);
    } catch (e) {
      // A reader's bug must not leave the player with nothing: it is said, and the game is untouched.
      const problems = [
        { code: 'no-levels', message: `the text could not be read (${(e as Error).message})` } as const,
      ];
      if (dialog) toast(`This text could not be imported: ${problems[0].message}.`, 6000);
      return problems;
    }
    if (!result.ok) {
      if (dialog)
        openImport({ text, name, problems: result.problems, submit: (t, n) => tryImport(t, n, false) });
      return result.problems;
    }
    const c = result.collection;
    if (!keepImport(c)) {
      const message = noRoom(c);
      if (dialog) toast(message, 8000);
      return [{ code: 'file-too-large', message }];
    }
    const n = result.levels.length;
    const skipped = result.skipped.length ? ` (${count(result.skipped.length, 'problem')} skipped)` : '';
    toast(`Imported “${c.title}”: ${count(n, 'level')}${skipped}.`);
    navigate({ screen: 'play', level: levelId(c.id, 1) });
    return null;
  }

  /**
   * Keeps an imported collection in storage and the catalogue. When the browser has no room for it,
   * it is not kept at all: a level that plays now but is gone after a reload would lose the player's
   * progress on it (and the failed write must not take earlier imports with it).
   */
  function keepImport(c: ImportedCollection): boolean {
    if (store.data.imports.some((x) => x.id === c.id)) return true;
    store.data.imports.push(c);
    if (!store.save('imports')) {
      store.data.imports = store.data.imports.filter((x) => x !== c);
      return false;
    }
    catalogue.addImport(c);
    return true;
  }

  /** Plays a level from a share link: kept with the player's imports, so progress on it is saved. */
  function playShared(level: LevelSource, replace: boolean): string | null {
    const title = level.title ?? 'Shared level';
    const result = importLevels(`${writeLevel({ ...level, solutions: [] })}\n`, title);
    if (!result.ok)
      return `The level in this link cannot be played: ${result.problems[0]?.message ?? 'it is empty'}.`;
    const c = result.collection;
    if (!keepImport(c)) return noRoom(c);
    navigate({ screen: 'play', level: levelId(c.id, 1) }, replace);
    return null;
  }

  function removeImport(id: string): void {
    store.data.imports = store.data.imports.filter((c) => c.id !== id);
    for (const key of Object.keys(store.data.progress))
      if (key.startsWith(`${id}/`)) delete store.data.progress[key];
    for (const key of Object.keys(store.data.games))
      if (key.startsWith(`${id}/`)) delete store.data.games[key];
    store.save('imports');
    store.save('progress');
    store.save('games');
    catalogue.removeImport(id);
    if (session.playing?.collection.id === id) {
      void suggestedStart().then((start) => session.open(start));
    }
    void levelsScreen.render(undefined, session.playing?.id ?? null);
  }
}

/** Why an import was not kept: the browser's storage (about 5 MB in all) has no room for it. */
function noRoom(c: ImportedCollection): string {
  const n = c.text.length;
  const size = n < 1048576 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1048576).toFixed(1)} MB`;
  return `“${c.title}” (${size}) was not imported: this browser has no room left to keep it. Import a smaller part of the file, or delete imports you no longer play.`;
}
