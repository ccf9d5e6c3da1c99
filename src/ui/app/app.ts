import { levelTitle } from '../../core/level/types';
import { MODS } from '../../mods';
import { BACKDROP } from '../render';
import { AnalysisClient } from '../solver/analysis-client';
import type { AssistState } from './assist/assist-bar';
import { Assistant } from './assist/assistant';
import { looksLikeMoves } from './assist/pasted-moves';
import { type BoardView, createBoardView } from './board-view';
import type { Command } from './commands';
import { exposeDebugHandle } from './debug-handle';
import { download, h, touchOnly } from './dom';
import { Designer } from './editor/designer';
import { Dpad } from './input/dpad';
import { listenForLevelText } from './input/files';
import { GamepadInput } from './input/gamepad';
import { KeyboardInput } from './input/keyboard';
import { PointerInput } from './input/pointer';
import { Catalogue, levelId } from './levels/catalogue';
import { parseImport } from './levels/import-client';
import { ImportFlow } from './levels/import-flow';
import { loadPars } from './levels/pars';
import { dialogOpen, noDialog } from './overlays/dialog';
import { openHelp, PLAY_HELP } from './overlays/help';
import { menuOpen, openMenu } from './overlays/menu';
import { openSettings } from './overlays/settings';
import { screenChanged, toast } from './overlays/toast';
import { PlayTools } from './play-tools';
import { count, figure } from './plural';
import { firstUnsolved } from './progress';
import { SavedPositions } from './saved-positions';
import { describeGame, spokenEvent } from './screens/board-words';
import { LevelsScreen } from './screens/levels-screen';
import { HELP_LABEL, PlayScreen } from './screens/play-screen';
import { formatRoute, parseRoute, type Route } from './screens/router';
import { Session, standaloneLevel } from './session';
import { CueTracker } from './sound/cues';
import { Sounds } from './sound/sounds';
import { describeAdded, mergeBackup, readBackup, writeBackup } from './storage/backup';
import type { HoldRepeat, Settings, SoundLevel } from './storage/schema';
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
/** A progress file larger than this cannot fit in a browser's storage (about 5 MB): not read at all. */
const MAX_PROGRESS_FILE_BYTES = 16 * 1024 * 1024;
/** What a loaded progress file added, said once the page has reloaded with it. */
const LOADED_NOTE = 'sokoban.loadedNote';

/**
 * The composition root: builds the store, catalogue, board, session, screens and input devices, and
 * routes commands between them. Screens and devices never talk to each other directly.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const store = new Store(browserBackend(), (m) => toast(m, 6000));
  const catalogue = new Catalogue(store.data.imports, parseImport);
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
    importLevels: () => imports.show(),
    removeImport: (id) => imports.remove(id),
    openDesigner: () => navigate({ screen: 'mine' }),
  });
  const dropHint = h(
    'div',
    { class: 'drop-hint', 'aria-hidden': 'true' },
    h('p', {}, 'Drop a level file to play it, or a progress file to load it'),
  );
  root.replaceChildren(playScreen.el, levelsScreen.el, dropHint);
  const sounds = new Sounds(() => store.data.settings.sound, touchOnly);
  const designer = new Designer({
    store,
    catalogue,
    navigate: (to, replace) => navigate(to, replace),
    goBack: (to) => goBack(to),
    toast,
    playShared: (level, _solution, replace) => imports.playShared(level, replace),
    createBoard: (host) => createBoardView(host, { reducedMotion: reducedMotion(), slideMs: SLIDE_MS }),
    reducedMotion,
    sound: (cue) => sounds.play(cue),
    playFrom: (id, lurd) => void playFrom(id, lurd),
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
  const cues = new CueTracker();
  // The level a player had before M turned sounds off, so M brings that one back.
  let soundBeforeMute: SoundLevel = 'on';
  const assistant = new Assistant(
    session,
    store,
    new AnalysisClient(),
    new AnalysisClient(),
    () => SLIDE_MS,
    noDialog,
  );
  const imports = new ImportFlow({
    store,
    catalogue,
    session,
    toast,
    navigate: (to, replace) => navigate(to, replace),
    releaseKeys: () => keyboard.release(),
    suggestedStart,
    collectionsChanged: () => void levelsScreen.render(undefined, currentLevel()),
    playMoves: (text) => {
      if (!tools.canPlayMoves()) return false;
      void tools.pasteMoves(text);
      return true;
    },
  });
  const tools = new PlayTools({
    session,
    assistant,
    marks: new SavedPositions(session, store, { catalogue: MODS }),
    toast,
    onPlayScreen: () => route.screen === 'play',
    releaseKeys: () => keyboard.release(),
    interruptWalk: () => pointer.interrupt(),
    letterKeys: () => store.data.settings.letterKeys,
  });
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
    letterKeys: () => store.data.settings.letterKeys,
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
    inSight: noDialog,
  });
  const dpad = new Dpad({ dispatch: run, repeatDelayMs, repeatMs });
  playScreen.boardHost.parentElement?.after(dpad.el);
  dpad.visible = store.data.settings.dpad;
  playScreen.setLetterKeys(store.data.settings.letterKeys);
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
    const spoken = spokenEvent(event, p, session.lastTurn);
    const cue = cues.cue(event, p.game, session.lastTurn);
    if (cue) sounds.play(cue);
    if (spoken) playScreen.announce(spoken);
    if (event.type === 'win') {
      // A level the solver finished was shown, not played: the player stays to look at it.
      const auto = store.data.settings.autoAdvance && p.next !== null && !event.report.helped;
      playScreen.showWin(event.report, p, auto ? AUTO_ADVANCE_MS : null);
      designer.decorateWin(
        playScreen.el.querySelector('[data-testid="win"]'),
        p.id,
        p.level,
        session.progress,
      );
      if (auto) advanceTimer = setTimeout(() => advance(p.id), AUTO_ADVANCE_MS);
    } else if (event.type === 'mod-error') {
      // Not a stack trace in the console only: the player (or the mod's author) hears which mod broke.
      toast(event.message, 10000, { screen: true });
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
      // Moves are never a board (a board needs walls): they go to the level being played. On the
      // editor, level text is a board to edit; anywhere else, levels to play. A file read while the
      // player opened the Import dialog is that dialog's, moves too. Any other dialog the player
      // opened while a file was read (Settings, Help) refuses it, as a file dropped on it is refused:
      // its moves or level would change the board hidden behind the dialog (or close the dialog).
      if (imports.intoDialog(text, name)) return;
      if (dialogOpen()) {
        toast(
          `${name ? `"${name}"` : 'The pasted text'} arrived after this dialog opened, so nothing was played: close the dialog, then drop or paste it again.`,
          8000,
        );
        return;
      }
      if (looksLikeMoves(text)) void tools.pasteMoves(text);
      else if (!designer.paste(text, name)) imports.tryImport(text, name);
    },
    (m) => toast(m, 5000),
    // A progress file dropped on the page loads as from Settings: a merge, which loses nothing.
    (file) => void loadProgress(file),
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
    sounds,
  );

  await show(parseRoute(location.hash));
  performance.mark('sokoban:level');
  if (store.repaired.length) {
    toast(
      `Some saved data could not be read and was reset (${store.repaired.join(', ')}). Everything else is kept.`,
      8000,
    );
  }
  sayLoaded();
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
    if (c.kind === 'sound') return toggleSound();
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
        return tools.savePosition();
      case 'describe':
        if (!p) return false;
        playScreen.announce(describeGame(p.game), true);
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

  /** M: sounds off, or back to the level they had; the Settings dialog shows the same choice. */
  function toggleSound(): boolean {
    const now = store.data.settings.sound;
    if (now !== 'off') soundBeforeMute = now;
    const next: SoundLevel = now === 'off' ? soundBeforeMute : 'off';
    store.data.settings = { ...store.data.settings, sound: next };
    store.save('settings');
    toast(next === 'off' ? 'Sounds off. M turns them on.' : 'Sounds on.', 2500);
    return true;
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

  /** A replay taken over at a move: its level in play, put at that position as one undo step. */
  async function playFrom(id: string, lurd: string): Promise<void> {
    if (!(await session.isOpen(id))) {
      const opened = await session.open(id);
      if (!opened.ok) return toast(opened.message, 5000);
    }
    navigate({ screen: 'play', level: id });
    toast(
      tools.jumpTo(lurd)
        ? `Your turn, from move ${figure(lurd.length)} of the replay: Undo returns to where you were.`
        : 'That position no longer fits this level.',
      5000,
    );
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
    if (formatRoute(to) !== formatRoute(route)) screenChanged();
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
      await levelsScreen.render(collection, currentLevel());
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

  /**
   * The level being played; on a reload into the level screen no level is open yet, and it is the
   * one the player left, which Back and Esc open.
   */
  function currentLevel(): string | null {
    return session.playing?.id ?? store.data.current ?? null;
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
    openHelp(PLAY_HELP, store.data.settings.letterKeys);
    return true;
  }

  function showMenu(anchor: HTMLElement): void {
    keyboard.release();
    openMenu(anchor, [
      { icon: 'import', label: 'Import levels…', testid: 'menu-import', run: () => imports.show() },
      ...designer.menuItems(
        session.playing && { id: session.playing.id, level: standaloneLevel(session.playing) },
      ),
      ...tools.menuItems(),
      // V's words for a player with no keyboard (a phone's screen reader).
      {
        icon: 'describe',
        label: 'Describe the position',
        testid: 'menu-describe',
        run: () => run({ kind: 'describe' }),
      },
      { icon: 'settings', label: 'Settings', testid: 'menu-settings', run: () => showSettings() },
      { icon: 'help', label: HELP_LABEL(), testid: 'menu-help', run: () => showHelp() },
    ]);
  }

  function showSettings(): void {
    openSettings(
      store.data.settings,
      (s: Settings) => {
        store.data.settings = s;
        store.save('settings');
        applyMotion();
        dpad.visible = s.dpad;
        playScreen.setLetterKeys(s.letterKeys);
        assistant.settingsChanged();
      },
      { save: saveProgress, load: (file) => void loadProgress(file) },
    );
  }

  function saveProgress(): void {
    store.flush();
    download(
      `sokoban-progress-${new Date().toISOString().slice(0, 10)}.json`,
      writeBackup(store.data),
      'application/json',
    );
    toast('Your progress was saved to a file: load it in Settings here or in another browser.', 6000);
  }

  /**
   * Merges a progress file into this browser's, all of it or (when it is not one, or there is no
   * room for it) nothing, then reloads: every screen reads the store afresh, as a background tab
   * does when another changes its levels.
   */
  async function loadProgress(file: File): Promise<void> {
    const refuse = (problem: string) =>
      toast(`"${file.name}" was not loaded: ${problem}. Nothing was changed.`, 10000);
    if (file.size > MAX_PROGRESS_FILE_BYTES) return refuse("it is too big for this browser's storage");
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      return refuse(`it could not be read (${(e as Error).message})`);
    }
    const read = readBackup(text);
    if (!read.ok) return refuse(read.problem);
    store.flush();
    const { data, added } = mergeBackup(store.data, read.data);
    const words = describeAdded(added);
    const skipped = read.dropped
      ? ` (${count(read.dropped, 'damaged entry', 'damaged entries')} left out)`
      : '';
    if (!words)
      return toast(`"${file.name}" has nothing this browser does not have already${skipped}.`, 8000);
    if (!store.tryReplace(data)) return refuse("there is no room for it in this browser's storage");
    try {
      sessionStorage.setItem(LOADED_NOTE, `Loaded from "${file.name}": ${words}${skipped}.`);
    } catch {
      // The progress is in; only the word about it is lost.
    }
    location.reload();
  }

  /** Says what a progress file loaded before the reload added. */
  function sayLoaded(): void {
    try {
      const note = sessionStorage.getItem(LOADED_NOTE);
      sessionStorage.removeItem(LOADED_NOTE);
      if (note) toast(note, 10000);
    } catch {
      // No session storage: nothing was noted.
    }
  }

  function applyMotion(): void {
    const on = reducedMotion();
    document.documentElement.classList.toggle('reduce-motion', on);
    // During start-up the board does not exist yet; it is created with the right value.
    board?.setReducedMotion(on);
  }
}
