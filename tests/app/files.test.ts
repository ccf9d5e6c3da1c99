import { describe, expect, it } from 'vitest';
import { LEVEL_FILE_TYPES, readLevelFile } from '../../src/ui/app/input/files';

/** What `readLevelFile` made of a file: its text, or the message the player reads. */
async function open(file: File): Promise<{ text?: string; error?: string }> {
  const out: { text?: string; error?: string } = {};
  await readLevelFile(
    file,
    (text) => {
      out.text = text;
    },
    (m) => {
      out.error = m;
    },
  );
  return out;
}

describe('readLevelFile', () => {
  it('refuses a file that is not a level file, naming every extension it would open', async () => {
    const r = await open(new File(['PNG'], 'board.png', { type: 'image/png' }));
    expect(r.error).toBe(
      '"board.png" is not a level file: open an .xsb, .sok, .slc, .xml, .url, .urls or .txt file.',
    );
  });

  it('opens every extension it names and its picker offers', async () => {
    for (const ext of ['xsb', 'sok', 'slc', 'xml', 'url', 'urls', 'txt']) {
      expect(await open(new File(['#####'], `levels.${ext.toUpperCase()}`)), ext).toEqual({ text: '#####' });
      expect(LEVEL_FILE_TYPES.split(','), ext).toContain(`.${ext}`);
    }
  });
});
