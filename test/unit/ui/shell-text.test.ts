import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explorerIntro, gamesIntro } from '../../../src/ui/text/shell-text.js';

// index.html paints these sentences before any script; the pages then render them from
// shell-text.ts in the same place. Different words would change the first screen under the player's
// eyes, and a longer sentence would become the page's largest paint only once the scripts had run.
const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const shellText = (className: string): string | undefined =>
  new RegExp(`<p class="${className}">([^<]*)</p>`).exec(html)?.[1]?.replace(/\s+/g, ' ').trim();

describe("index.html's static shell", () => {
  it('says what the games page says, word for word', () => {
    expect(shellText('shell-intro')).toBe(gamesIntro());
  });

  it('says what the explorer says, word for word', () => {
    expect(shellText('shell-intro shell-explorer')).toBe(explorerIntro());
  });
});
