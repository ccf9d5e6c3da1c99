import type { KeysHelp } from '../overlays/help';

/**
 * The level editor's keys, as its `?` overlay lists them; kept in step with `EditorScreen.key` (tools,
 * Rectangle fill, undo) and `BoardCursor` (the board's own keys). With letter keys off, `keysInUse`
 * leaves out the character keys, so every key Space does has Enter beside it.
 */
export const EDITOR_HELP: KeysHelp = {
  title: 'Editor keys',
  lead: 'Draw with the pointer, or Tab to the board and draw with its cursor. Every change is saved as you go.',
  keys: [
    { keys: ['Click', 'Drag'], action: 'Paint with the current tool' },
    { keys: ['Shift+Drag'], action: 'Fill an area with the current tool' },
    { keys: ['R'], action: 'Rectangle fill on or off: a plain drag fills an area' },
    { keys: ['1–9'], action: 'Pick a tool (in the order of the Tools panel)' },
    { keys: ['←', '↑', '→', '↓'], action: 'On the board: move its cursor' },
    { keys: ['Space', 'Enter'], action: "Paint the cursor's cell, or fill the selected area" },
    { keys: ['Shift+←↑→↓'], action: 'Select an area from the cursor' },
    { keys: ['Esc'], action: 'Drop the selected area' },
    {
      keys: ['Space', 'Enter'],
      action: 'In Rectangle fill: mark the first corner; arrows stretch the area, a second press fills it',
    },
    { keys: ['Ctrl+Z'], action: 'Undo an edit' },
    { keys: ['Ctrl+Y', 'Ctrl+Shift+Z'], action: 'Redo' },
    { keys: ['Ctrl+V'], action: "Paste a level's text onto the board (one edit: Ctrl+Z takes it back)" },
    { keys: ['?'], action: 'This list' },
  ],
};
