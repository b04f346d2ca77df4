import { describe, expect, it } from 'vitest';
import { normalisePlayerName, samePlayerName, setupProblem } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';

describe('player names', () => {
  it('drops bidirectional controls, so a printed name cannot reverse what follows it', () => {
    expect(normalisePlayerName('\u202E=1+1')).toBe('=1+1');
    expect(normalisePlayerName('Ana\u2067x\u2069\u200F')).toBe('Anax');
  });

  it('drops zero-width and control characters but keeps emoji joined', () => {
    expect(normalisePlayerName('A\u200Bna\uFEFF\u0007')).toBe('Ana');
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(normalisePlayerName(family)).toBe(family);
  });

  it('folds white space and composes accents (NFC)', () => {
    expect(normalisePlayerName('  Ana \t\n Maria  ')).toBe('Ana Maria');
    expect(normalisePlayerName('Zoe\u0301')).toBe('Zo\u00E9');
  });

  it('counts names that differ only by hidden characters, case or spacing as one player', () => {
    expect(samePlayerName('Ana', 'Ana\u200B')).toBe(true);
    expect(samePlayerName(' ana ', 'ANA')).toBe(true);
    expect(samePlayerName('Zo\u00E9', 'Zoe\u0301')).toBe(true);
    expect(samePlayerName('Ana', 'Anna')).toBe(false);
    expect(setupProblem({ rules: presetById('farkle'), players: ['Ana', 'Ana\u200B'] })).toEqual({ code: 'same-name' });
    expect(setupProblem({ rules: presetById('farkle'), players: ['Ana', '\u200B\u202E'] })).toEqual({
      code: 'unnamed-player',
    });
  });
});
