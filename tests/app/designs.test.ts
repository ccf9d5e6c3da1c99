import { describe, expect, it } from 'vitest';
import {
  addDesign,
  checkDesigns,
  createCollection,
  emptyDesigns,
  findDesign,
  move,
  removeCollection,
  removeDesign,
} from '../../src/ui/app/editor/designs';
import { collectionText, designText, isPlayable } from '../../src/ui/app/editor/levels';
import { parseDesignerRoute } from '../../src/ui/app/editor/routes';
import { validateDesign } from '../../src/ui/app/editor/validate';
import { readPart, SCHEMA_VERSION, writePart } from '../../src/ui/app/storage/schema';

const design = (rows: string[], title = 'T') => ({ id: 'abc', title, rows, mods: [], updated: 1 });

describe('designs storage', () => {
  it('reads back what it wrote', () => {
    const data = emptyDesigns();
    const d = addDesign(data, { title: 'One', rows: ['#####', '#@$.#', '#####'], mods: [] });
    expect(data.collections).toHaveLength(1);
    expect(data.collections[0].title).toBe('My levels');
    expect(readPart('designs', writePart('designs', data))).toEqual({
      value: data,
      damaged: false,
      rewrite: false,
    });
    expect(findDesign(data, d.id)?.index).toBe(0);
  });

  it('salvages good designs and collections, dropping and reporting the bad ones', () => {
    const stored = {
      collections: [
        {
          id: 'c1',
          title: 'Mine',
          designs: [
            { id: 'd1', title: 'Good', rows: ['#@#'], mods: ['ice'], updated: 5 },
            { id: 'D!', title: 'Bad id', rows: [], mods: [] },
            { id: 'd2', title: 'Bad rows', rows: 'nope' },
            { id: 'd1', title: 'Duplicate id', rows: [], mods: [] },
          ],
        },
        { id: 'c1', title: 'Duplicate collection', designs: [] },
        'junk',
        { id: 'c2', title: 'Kept without designs' },
      ],
    };
    const r = readPart('designs', JSON.stringify({ v: SCHEMA_VERSION, data: stored }));
    expect(r.damaged).toBe(true);
    expect(r.rewrite).toBe(true);
    expect(r.value.collections.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(r.value.collections[0].designs).toEqual([
      { id: 'd1', title: 'Good', rows: ['#@#'], mods: ['ice'], updated: 5 },
    ]);
    expect(checkDesigns('garbage')).toEqual({ value: emptyDesigns(), dropped: 1 });
    expect(readPart('designs', '{not json').value).toEqual(emptyDesigns());
  });

  it('reorders, and deletes with an undo that puts things back where they were', () => {
    const data = emptyDesigns();
    const c = createCollection(data, 'A');
    const [a, b, x] = ['a', 'b', 'x'].map((t) => addDesign(data, { title: t, rows: [], mods: [] }, c.id));
    expect(move(c.designs, 0, 1)).toBe(true);
    expect(c.designs.map((d) => d.title)).toEqual(['b', 'a', 'x']);
    expect(move(c.designs, 0, -1)).toBe(false);
    const undo = removeDesign(data, a.id)!;
    expect(c.designs.map((d) => d.id)).toEqual([b.id, x.id]);
    undo();
    expect(c.designs.map((d) => d.id)).toEqual([b.id, a.id, x.id]);
    const c2 = createCollection(data, '  ');
    expect(c2.title).toBe('My levels');
    const undoC = removeCollection(data, c.id)!;
    expect(data.collections).toEqual([c2]);
    undoC();
    expect(data.collections.map((k) => k.id)).toEqual([c.id, c2.id]);
  });
});

describe('design levels and validation', () => {
  it('writes a design as XSB with its title and mods, blank rows above trimmed', () => {
    const d = { ...design(['', '#####', '#@$.#', '#####']), mods: ['ice'] };
    expect(designText(d)).toBe('#####\n#@$.#\n#####\nTitle: T\nMods: ice\n');
    expect(collectionText({ id: 'c', title: 'Mine', designs: [d] })).toBe(
      'Title: Mine\n\n#####\n#@$.#\n#####\nTitle: T\nMods: ice\n',
    );
  });

  it("writes a design's headers, its rules among them, and keeps them in storage", () => {
    const d = { ...design(['#######', '#@$$ .#', '#   . #', '#######']), mods: ['chain'] };
    const ruled = { ...d, headers: [['Rules', 'maxChain=1'] as [string, string]] };
    expect(designText(ruled)).toBe(
      '#######\n#@$$ .#\n#   . #\n#######\nTitle: T\nMods: chain\nRules: maxChain=1\n',
    );
    // The rule plays: a row of two does not move at maxChain=1, and does with chain's default.
    expect(validateDesign(ruled).game?.move('right').moved).toBe(false);
    expect(validateDesign(d).game?.move('right').moved).toBe(true);
    const stored = {
      collections: [
        { id: 'c', title: 'C', designs: [ruled, { ...d, id: 'x', headers: [['Rules', 1], 'bad'] }] },
      ],
    };
    const { value } = checkDesigns(stored);
    expect(value.collections[0].designs[0].headers).toEqual([['Rules', 'maxChain=1']]);
    expect(value.collections[0].designs[1].headers).toBeUndefined();
  });

  it('reports why a design cannot be played, in sentences', () => {
    expect(validateDesign(design([])).problems[0]).toMatch(/empty/);
    const noPlayer = validateDesign(design(['#####', '# $.#', '#####']));
    expect(noPlayer.game).toBeUndefined();
    expect(noPlayer.problems.join(' ')).toMatch(/player/i);
    const open = validateDesign(design(['#####', '#@$. ', '#####']));
    expect(open.problems.join(' ')).toMatch(/open|closed|edge/i);
  });

  it('refuses a design already solved at the start, as the import and `sokoban validate` do', () => {
    const done = design(['####', '#@*#', '####']);
    expect(validateDesign(done).problems).toEqual([
      'the level is solved before the first move: every box is already on a goal',
    ]);
    expect(isPlayable(done)).toBe(false);
  });

  it('counts reachable goals and finds boxes on dead squares', () => {
    const ok = validateDesign(design(['######', '#@$ .#', '######']));
    expect(ok.problems).toEqual([]);
    expect(ok.goals).toEqual({ reachable: 1, total: 1 });
    expect(ok.deadBoxes).toEqual([]);
    // A box in a corner can never move again; it is reported in board coordinates (blank row kept).
    const dead = validateDesign(design(['', '######', '#@  $#', '#   .#', '######']));
    expect(dead.problems).toEqual([]);
    expect(dead.deadBoxes).toEqual([{ x: 4, y: 2 }]);
  });

  it("reads a mod's glyphs by their traits: a player and boxes on ice, a goal reached over ice", () => {
    // `&` player on ice, `=` box on ice, `~` ice: the player and the goals are found through them.
    const iced = validateDesign({ ...design(['#######', '#&=~ .#', '# $ . #', '#######']), mods: ['ice'] });
    expect(iced.problems).toEqual([]);
    expect(iced.boxes).toBe(2);
    expect(iced.goals).toEqual({ reachable: 2, total: 2 });
    // A goal in a walled-off pocket: reached over ice or not, it is counted and not reachable.
    const shut = validateDesign({
      ...design(['#######', '#&=~$.#', '#######', '#.#', '###']),
      mods: ['ice'],
    });
    expect(shut.goals).toEqual({ reachable: 1, total: 2 });
  });

  it('counts a goal reached through a teleporter pair as reachable', () => {
    const jump = validateDesign({
      ...design(['##########', '#@ $(#( .#', '##########']),
      mods: ['teleport'],
    });
    expect(jump.problems).toEqual([]);
    expect(jump.goals).toEqual({ reachable: 1, total: 1 });
  });

  it("shows every mod's reason when several switch the solver off", () => {
    const both = validateDesign({
      ...design(['#######', '#&=~.(#', '#(    #', '#######']),
      mods: ['ice', 'teleport'],
    });
    expect(both.analysisNote).toMatch(/ice/);
    expect(both.analysisNote).toMatch(/teleport/);
  });
});

describe('designer routes', () => {
  it('reads editor, share (play and edit) and replay routes', () => {
    expect(parseDesignerRoute('#/editor/ab12')).toEqual({ screen: 'editor', design: 'ab12' });
    expect(parseDesignerRoute('#/share/1abc_-Z')).toEqual({ screen: 'share', code: '1abc_-Z', edit: false });
    expect(parseDesignerRoute('#/share/1abc/edit')).toEqual({ screen: 'share', code: '1abc', edit: true });
    // A malformed code still routes to the share screen, which reports it.
    expect(parseDesignerRoute('#/share/%E0%A4%A')).toEqual({
      screen: 'share',
      code: '%E0%A4%A',
      edit: false,
    });
    expect(parseDesignerRoute('#/replay/microban/3/pushes')).toEqual({
      screen: 'replay',
      level: 'microban/3',
      by: 'pushes',
    });
    expect(parseDesignerRoute('#/microban/3')).toBeNull();
  });
});
