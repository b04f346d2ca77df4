import { describe, expect, it } from 'vitest';
import { mergeNames, personKey, separateName, spellingsByKey } from '../../../src/stats/index.js';
import type { GameFacts, PlayerAliases } from '../../../src/stats/index.js';

const merged = (aliases: PlayerAliases, name: string, into: string): PlayerAliases => {
  const outcome = mergeNames(aliases, name, into);
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.aliases;
};

describe('mergeNames', () => {
  it('merges a spelling into another by their keys', () => {
    expect(merged({}, 'Ben', ' BENJAMIN ')).toEqual({ ben: 'benjamin' });
  });

  it('follows a name merged already to its end, on both sides', () => {
    const aliases = merged({}, 'Benny', 'Benjamin');
    expect(merged(aliases, 'Ben', 'Benny')).toEqual({ benny: 'benjamin', ben: 'benjamin' });
    // Merging Benny, who is Benjamin, into Ben moves the whole person.
    expect(merged(aliases, 'Benny', 'Ben')).toEqual({ benny: 'benjamin', benjamin: 'ben' });
  });

  it('refuses a name into itself, and two names that are one person already', () => {
    expect(mergeNames({}, 'Ann', 'ann')).toEqual({ ok: false, code: 'same-person' });
    const aliases = merged(merged({}, 'Ben', 'Benjamin'), 'Benny', 'Ben');
    expect(mergeNames(aliases, 'Benjamin', 'Benny')).toEqual({ ok: false, code: 'same-person' });
  });

  it('never makes a cycle, whatever the order of the merges', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    let aliases: PlayerAliases = {};
    for (const name of names)
      for (const into of names) {
        const outcome = mergeNames(aliases, name, into);
        if (outcome.ok) aliases = outcome.aliases;
        for (const key of Object.keys(aliases)) {
          const seen = new Set<string>();
          for (let at: string | undefined = key; at !== undefined; at = aliases[at]) {
            expect(seen.has(at), `a cycle through ${at}`).toBe(false);
            seen.add(at);
          }
        }
      }
    expect(new Set(names.map((name) => personKey(name, aliases))).size).toBe(1);
  });
});

describe('separateName', () => {
  it('takes one merge back and keeps the others', () => {
    const aliases = { benny: 'ben', ben: 'benjamin' };
    expect(separateName(aliases, 'ben')).toEqual({ benny: 'ben' });
    expect(separateName(aliases, 'ann')).toEqual(aliases);
  });
});

describe('spellingsByKey', () => {
  const game = (endedAt: number, names: string[]) =>
    ({ endedAt, players: names.map((name) => ({ name })) }) as unknown as GameFacts;

  it('spells each key as its latest game did', () => {
    const spellings = spellingsByKey([game(2, ['BEN', 'Ann']), game(1, ['Ben'])]);
    expect(spellings.get('ben')).toBe('BEN');
    expect(spellings.get('ann')).toBe('Ann');
  });
});
