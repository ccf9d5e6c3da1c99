import { describe, expect, it } from 'vitest';
import { run } from './run';

const CORNER = ['#####', '#@ .#', '#   #', '#  $#', '#####', ''].join('\n');
const BLOCK = ['#######', '#@    #', '# $$  #', '# $$  #', '#.... #', '#######', ''].join('\n');
// Two boxes side by side against the top wall: frozen in classic Sokoban, not under the chain mod.
const PAIR = ['########', '#  $$ .#', '#@    .#', '########', ''].join('\n');

describe('sokoban validate: levels dead from the start', () => {
  it('reports a level solved at the start as the game refuses it, and exits 1', async () => {
    const r = await run(['validate', 's.xsb'], { 's.xsb': '####\n#@*#\n####\nTitle: Done\n' });
    expect(r).toMatchObject({
      code: 1,
      out: [
        's.xsb:1: level 1 "Done": the level is solved before the first move: every box is already on a goal',
      ],
    });
  });

  it('reports a box off goal in a corner, naming its line and column, and exits 1', async () => {
    const r = await run(['validate', 'c.xsb'], { 'c.xsb': CORNER });
    expect(r).toMatchObject({
      code: 1,
      out: ['c.xsb:4:4: level 1 "Level 1": unsolvable from the start: the box at 4:4 is stuck in a corner'],
    });
  });

  it('reports a 2x2 block of boxes not all on goals once, with every box', async () => {
    const r = await run(['validate', 'b.xsb'], { 'b.xsb': BLOCK });
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'b.xsb:3:3: level 1 "Level 1": unsolvable from the start: the boxes at 3:3, 3:4, 4:3 and 4:4 are frozen in place, not all on goals',
    ]);
  });

  it('names the level and its title, and counts lines from the top of the file', async () => {
    const file = `Title: Good\n#####\n#@$.#\n#####\n\n${CORNER.replace('#####\n#@', 'Title: Stuck\n#####\n#@')}`;
    const r = await run(['validate', 'two.xsb'], { 'two.xsb': file });
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'two.xsb:10:4: level 2 "Stuck": unsolvable from the start: the box at 10:4 is stuck in a corner',
    ]);
  });

  it('reports a frozen pair of a classic level, and skips the check when a mod switches analysis off', async () => {
    const classic = await run(['validate', 'p.xsb'], { 'p.xsb': PAIR });
    expect(classic.code).toBe(1);
    expect(classic.out[0]).toContain(
      'unsolvable from the start: the boxes at 2:4 and 2:5 are frozen against the wall',
    );
    const chain = await run(['validate', 'p.xsb'], { 'p.xsb': `Mods: chain\n\n${PAIR}` });
    expect(chain).toMatchObject({ code: 0, out: ['p.xsb: 1 level OK'] });
  });

  it('skips the check when the level rules let one push move two boxes, and only then', async () => {
    const rows = (rules: string) => ({ 'p.xsb': `${PAIR.trimEnd()}\nRules: ${rules}\n` });
    expect(await run(['validate', 'p.xsb'], rows('maxChain=2'))).toMatchObject({
      code: 0,
      out: ['p.xsb: 1 level OK'],
    });
    const one = await run(['validate', 'p.xsb'], rows('maxChain=1'));
    expect(one.code).toBe(1);
    expect(one.out[0]).toContain(
      'unsolvable from the start: the boxes at 2:4 and 2:5 are frozen against the wall',
    );
  });

  it('passes a box already on its goal in a corner', async () => {
    const r = await run(['validate', 'g.xsb'], { 'g.xsb': '######\n#*@$.#\n######\n' });
    expect(r).toMatchObject({ code: 0, out: ['g.xsb: 1 level OK'] });
  });

  it('passes every shipped level', async () => {
    const r = await run(['validate', 'levels/microban.xsb', 'levels/mods/chain.xsb']);
    expect(r.out).toEqual(['levels/microban.xsb: 155 levels OK', 'levels/mods/chain.xsb: 4 levels OK']);
  });
});

describe('sokoban validate: stored solutions that cannot be read', () => {
  it('reports a typo in an SOK Solution block as it does a bad XSB Solution line', async () => {
    const sok = ['Title', '', '#####', '#@$.#', '#####', '', 'Solution', 'Rx', ''].join('\n');
    const xsb = '#####\n#@$.#\n#####\nSolution: Rx\n';
    const r = await run(['validate', 't.sok'], { 't.sok': sok });
    expect(r).toMatchObject({
      code: 1,
      out: ['t.sok:8:2: level 1 "Title": Solution: unexpected "x" at column 2; LURD uses l, u, r, d'],
    });
    const x = await run(['validate', 't.xsb'], { 't.xsb': xsb });
    expect(x).toMatchObject({
      code: 1,
      out: ['t.xsb:4:12: level 1 "Level 1": Solution: unexpected "x" at column 12; LURD uses l, u, r, d'],
    });
  });
});

describe('sokoban validate: a typo on the line after a Solution line', () => {
  it('is reported at its own line and column in an XSB file, not taken for a note', async () => {
    const xsb = '#####\n#@$.#\n#####\nSolution: R\nRRx\n';
    expect(await run(['validate', 'c.xsb'], { 'c.xsb': xsb })).toMatchObject({
      code: 1,
      out: ['c.xsb:5:3: level 1 "Level 1": Solution: unexpected "x" at column 3; LURD uses l, u, r, d'],
    });
  });
});

describe('sokoban validate: a board problem names the character in the file', () => {
  it("in an SLC file, the cell's own line and its column after <L>", async () => {
    const slc = [
      '<SokobanLevels>',
      '  <LevelCollection>',
      '    <Level Id="Corner">',
      '      <L>#####</L>',
      '      <L>#@ .#</L>',
      '      <L>#   #</L>',
      '      <L>#  $#</L>',
      '      <L>#####</L>',
      '    </Level>',
      '    <Level Id="Open">',
      '      <L>#####</L>',
      '      <L>#@$.</L>',
      '      <L>#####</L>',
      '    </Level>',
      '  </LevelCollection>',
      '</SokobanLevels>',
      '',
    ].join('\n');
    const r = await run(['validate', 'c.slc'], { 'c.slc': slc });
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'c.slc:7:13: level 1 "Corner": unsolvable from the start: the box at 7:13 is stuck in a corner',
      'c.slc:12:14: level 2 "Open": the player can walk off the board: the walls around the player are not closed',
    ]);
  });

  it('in an RLE board, at the glyph that wrote the cell, in XSB and SOK alike', async () => {
    const rle = '5#|#@ .#|#   #|#  $#|5#\n';
    for (const file of ['r.xsb', 'r.sok']) {
      const r = await run(['validate', file], { [file]: rle });
      expect(r.out, file).toEqual([
        `${file}:1:19: level 1 "Level 1": unsolvable from the start: the box at 1:19 is stuck in a corner`,
      ]);
    }
    const twoLines = await run(['validate', 't.xsb'], { 't.xsb': '5#|#@ .#\n#   #|#  $#\n5#\n' });
    expect(twoLines.out).toEqual([
      't.xsb:2:10: level 1 "Level 1": unsolvable from the start: the box at 2:10 is stuck in a corner',
    ]);
  });
});

describe('sokoban validate: problems in file order', () => {
  it("interleaves the reader's problems with later levels' build and deadlock problems, by line", async () => {
    const file = [
      '#####',
      '#@$ #',
      '#####',
      '',
      '#####',
      '#@$x#',
      '#####',
      '',
      CORNER.trimEnd(),
      '',
      '#####',
      '#@$.#',
      '#####',
      'Solution: Rx',
      '',
    ].join('\n');
    const r = await run(['validate', 'm.xsb'], { 'm.xsb': file });
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'm.xsb:1: level 1 "Level 1": 1 box but 0 goals',
      'm.xsb:6:4: level 2 "Level 2": unknown character "x" in the board',
      'm.xsb:12:4: level 3 "Level 3": unsolvable from the start: the box at 12:4 is stuck in a corner',
      'm.xsb:18:12: level 4 "Level 4": Solution: unexpected "x" at column 12; LURD uses l, u, r, d',
    ]);
  });
});
