import { levelTitle } from '../../core/level/types';
import { writeLevel } from '../../core/level/xsb';
import { MODS } from '../../mods';
import type { Assistant } from './assist/assistant';
import { looksLikeMoves, planPastedMoves } from './assist/pasted-moves';
import { copyMoves, copyText, readText } from './clipboard';
import { touchOnly } from './dom';
import type { MenuItem } from './overlays/menu';
import { openPositions } from './overlays/positions-dialog';
import type { ToastOptions } from './overlays/toast';
import type { SavedPositions } from './saved-positions';
import { type Session, standaloneLevel } from './session';

/** The words of most of these toasts are about the level on screen: they go when it does. */
const HERE: ToastOptions = { screen: true };

export interface PlayToolsDeps {
  readonly session: Session;
  readonly assistant: Assistant;
  readonly marks: SavedPositions;
  toast(message: string, ms?: number, options?: ToastOptions): void;
  /** Whether the play screen is the one shown (moves go nowhere else). */
  onPlayScreen(): boolean;
  /** Lets go of held keys before a dialog takes the keyboard. */
  releaseKeys(): void;
  /** Stops a click-walk or box transport under way. */
  interruptWalk(): void;
  /** Whether the letter keys (B, V, R…) are on. */
  letterKeys(): boolean;
}

/**
 * The play screen's tools beyond moving: the level and moves through the clipboard, and saved
 * positions. Each takes the board from the player's hands first (a playback or a walk stops).
 */
export class PlayTools {
  constructor(private readonly d: PlayToolsDeps) {}

  /** Their entries in the More menu. */
  menuItems(): MenuItem[] {
    const saved = this.d.marks.count();
    return [
      { icon: 'copy', label: 'Copy level (XSB)', testid: 'menu-copy-xsb', run: () => void this.copyLevel() },
      {
        icon: 'copy',
        label: 'Copy moves (LURD)',
        testid: 'menu-copy-lurd',
        run: () => void this.copyMoves(),
      },
      {
        icon: 'paste',
        label: 'Paste moves (LURD)',
        testid: 'menu-paste-lurd',
        run: () => void this.pasteFromClipboard(),
      },
      { icon: 'bookmark', label: 'Save this position', testid: 'menu-mark', run: () => this.savePosition() },
      {
        icon: 'bookmarks',
        label: `Saved positions${saved ? ` (${saved})` : ''}…`,
        testid: 'menu-marks',
        run: () => this.showPositions(),
      },
    ];
  }

  async copyLevel(): Promise<void> {
    const p = this.d.session.playing;
    if (!p) return;
    // Your bests go with it as `Solution:` lines, as other Sokoban programs export them.
    const level = standaloneLevel(p);
    const progress = this.d.session.progress;
    const solutions = [...level.solutions];
    for (const best of [progress?.bestMoves, progress?.bestPushes])
      if (best && !solutions.some((s) => s.toLowerCase() === best.lurd.toLowerCase()))
        solutions.push(best.lurd);
    const added = solutions.length - level.solutions.length;
    const ok = await copyText(`${writeLevel({ ...level, solutions })}\n`);
    const words = `Level copied as XSB text${added ? `, with your best ${added > 1 ? 'solutions' : 'solution'}` : ''}.`;
    this.d.toast(ok ? words : 'The clipboard is not available here.', undefined, HERE);
  }

  async copyMoves(): Promise<void> {
    const p = this.d.session.playing;
    if (!p) return;
    const lurd = p.game.lurd();
    if (!lurd) return this.d.toast('No moves to copy yet.', undefined, HERE);
    this.d.toast(await copyMoves(lurd), undefined, HERE);
  }

  async pasteFromClipboard(): Promise<void> {
    const text = await readText();
    if (text === null) this.d.toast(`The clipboard cannot be read here: ${pasteElsewhere()}`, 6000, HERE);
    else if (!looksLikeMoves(text)) this.d.toast('The clipboard holds no moves (LURD) to paste.', 5000, HERE);
    else await this.pasteMoves(text);
  }

  /** Whether a level is on screen for moves to be played on. */
  canPlayMoves(): boolean {
    return this.d.onPlayScreen() && this.d.session.playing !== null;
  }

  /** Plays pasted LURD on the level being played: from here if they fit, else from its start. */
  async pasteMoves(text: string): Promise<void> {
    const p = this.d.session.playing;
    if (!this.canPlayMoves() || !p) {
      this.d.toast('Those are moves (LURD): open a level, then paste them to play them there.', 5000);
      return;
    }
    // Planned from where a playback under way actually stops, not from where it was.
    this.d.interruptWalk();
    await this.d.assistant.stop();
    if (this.d.session.playing !== p) return;
    const plan = planPastedMoves(p.level, { catalogue: MODS }, p.game.lurd(), p.game.solved, text);
    if (plan.kind === 'blocked') {
      this.d.toast(plan.message, 6000, HERE);
      return;
    }
    const restart = plan.kind === 'start';
    if (restart)
      this.d.toast(
        'These moves fit from the start, so the level was restarted: Undo takes both back.',
        5000,
        HERE,
      );
    void this.d.assistant.playPasted(plan.lurd, restart);
  }

  /** Saves the board's position (B); whether it was saved. */
  savePosition(): boolean {
    const r = this.d.marks.save();
    this.d.toast(
      r.ok ? `Position ${r.number} saved: the menu's Saved positions brings it back.` : r.message,
      4000,
      HERE,
    );
    return r.ok;
  }

  showPositions(): void {
    const p = this.d.session.playing;
    if (!p) return;
    this.d.releaseKeys();
    const marks = this.d.marks;
    openPositions({
      level: levelTitle(standaloneLevel(p)),
      list: () => marks.list(),
      save: () => {
        const r = marks.save();
        return r.ok ? `Position ${r.number} saved.` : r.message;
      },
      go: (i) => {
        this.takeBoard();
        this.d.toast(
          marks.goTo(i)
            ? `Back at position ${i + 1}: Undo returns to where you were.`
            : 'That position no longer fits this level.',
          4000,
          HERE,
        );
      },
      remove: (i) => marks.remove(i),
      restore: (i, lurd) => marks.restore(i, lurd),
      letterKeys: this.d.letterKeys(),
    });
  }

  /** Puts the board at the position `lurd` reaches from the start, as one undo step (`Session.jumpTo`). */
  jumpTo(lurd: string): boolean {
    this.takeBoard();
    return this.d.session.jumpTo(lurd);
  }

  private takeBoard(): void {
    if (this.d.assistant.playingBack) this.d.assistant.forget();
    this.d.interruptWalk();
  }
}

/** Where else moves can be pasted: a phone has no Ctrl+V, but a text box takes a long press. */
const pasteElsewhere = (): string =>
  touchOnly()
    ? 'paste the moves into "Import levels…" in this menu, and press Play.'
    : 'press Ctrl+V to paste moves.';
