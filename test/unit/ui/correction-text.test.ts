import { describe, expect, it } from 'vitest';
import { changesTheEnd, correctTurnTotal } from '../../../src/game/index.js';
import type { GameLog } from '../../../src/game/index.js';
import {
  correctedSentence,
  correctionChanges,
  correctionUndoneSentence,
} from '../../../src/ui/text/correction-text.js';
import { Table } from '../game/table.js';

/** The sentences the sheet shows before storing "that was `points`" for turn `turnIndex`. */
function changesOf(log: GameLog, turnIndex: number, points: number): string[] {
  const corrected = correctTurnTotal(log, turnIndex, points);
  if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
  const sentences = correctionChanges(corrected.value.state, corrected.value.effects);
  // The sheet asks to confirm exactly when the game layer says the end changes: never an empty list.
  expect(sentences.length > 0).toBe(changesTheEnd(corrected.value.effects));
  return sentences;
}

const tieThrow = (player: number, dice: (1 | 2 | 3 | 4 | 5 | 6)[]) => ({ type: 'tie-throw', player, dice }) as const;

describe('what a correction changes, in words', () => {
  it('says nothing when only the points change', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12100).total(12000);
    expect(changesOf(table.log, 0, 3500)).toEqual([]);
  });

  it('names the new winner and the dropped tie-break throws', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12050).total(12050);
    table.do(tieThrow(0, [2, 3, 4, 6, 6, 2])).do(tieThrow(1, [1, 1, 1, 2, 3, 4]));
    expect(changesOf(table.log, 0, 3500)).toEqual([
      'Ana now wins with 15,550.',
      '2 tie-break throws are dropped: they no longer count.',
    ]);
  });

  it('says the game is no longer over, and who is up', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben']).total(5000).total(2000).total(5000);
    expect(changesOf(table.log, 2, 4000)).toEqual(['The game is no longer over: Ben is up.']);
  });

  it('names the dropped turns as a run, and a turn in progress', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben'])
      .total(3000)
      .total(3000)
      .total(11000)
      .total(500)
      .total(1500)
      .total(400);
    expect(changesOf(table.log, 2, 12100)).toEqual(['Turns 5–6 are dropped: the game now ends before them.']);
    const playing = new Table('zilch-15k', ['Ana', 'Ben'])
      .total(3000)
      .total(3000)
      .total(11000)
      .total(500)
      .roll(1, 2, 3, 4, 6, 6);
    expect(changesOf(playing.log, 2, 12100)).toEqual([
      'Ana now wins with 15,100.',
      "Ana's turn in progress is dropped.",
    ]);
    const oneTurn = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(11000).total(500).total(400);
    expect(changesOf(oneTurn.log, 2, 12100)).toEqual([
      'Ana now wins with 15,100.',
      'Turn 5 is dropped: the game now ends before it.',
    ]);
  });

  it('drops the throw of a player no longer among the tied leaders, the winner unchanged', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben', 'Cy'])
      .total(3000)
      .total(3000)
      .total(3000)
      .total(12050)
      .total(12050)
      .total(12050);
    table
      .do(tieThrow(0, [5, 2, 3, 4, 6, 6]))
      .do(tieThrow(1, [2, 3, 4, 6, 6, 2]))
      .do(tieThrow(2, [1, 1, 1, 2, 3, 4]));
    expect(changesOf(table.log, 1, 2950)).toEqual(['The tie-break throw is dropped: it no longer counts.']);
  });

  it('names tied leaders who now throw for the win', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12050).total(11950);
    expect(changesOf(table.log, 1, 3100)).toEqual([
      'Ana and Ben are now tied at 15,050: they throw for the win, Ana first.',
    ]);
  });

  it('says what was stored and what was undone', () => {
    const table = new Table('farkle', ['Ana', 'Ben']).total(600);
    expect(correctedSentence(table.state, 0, 650)).toBe('Turn 1 corrected: Ana 650');
    expect(correctedSentence(table.state, 0, 0)).toBe('Turn 1 corrected: Ana zilch');
    expect(correctionUndoneSentence(0, 'Zilch −600')).toBe('Correction undone: turn 1 is back to zilch −600');
  });
});
