import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { draftClearedNote, draftClearedText } from '../../../src/ui/text/live-text.js';

describe('draftClearedText', () => {
  const farkle = presetById('farkle');
  if (!farkle) throw new Error('no farkle preset');
  const bensTurn = replay({ rules: farkle, players: ['Ana', 'Ben'] }, [{ type: 'roll', dice: [2, 3, 4, 6, 6, 2] }]);

  it("names the roll the other tab entered and the dice that left this tab's pad", () => {
    expect(draftClearedText(bensTurn, { type: 'roll', dice: [1, 5, 2, 3, 4, 4] }, [1, 5])).to.equal(
      "Ben's roll 1, 5, 2, 3, 4, 4 was entered in another tab: the dice you were tapping in (1, 5) were cleared.",
    );
  });

  it('names the contender of a tie-break throw', () => {
    expect(draftClearedText(bensTurn, { type: 'tie-throw', player: 0, dice: [1, 1] }, [6])).to.equal(
      "Ana's throw 1, 1 was entered in another tab: the dice you were tapping in (6) were cleared.",
    );
  });

  it('says the game changed when the other tab did something else there (an undo, a bank)', () => {
    expect(draftClearedText(bensTurn, undefined, [3])).to.equal(
      'This game changed in another tab: the dice you were tapping in (3) were cleared.',
    );
    expect(draftClearedText(bensTurn, { type: 'bank' }, [3, 4])).to.equal(
      'This game changed in another tab: the dice you were tapping in (3, 4) were cleared.',
    );
  });

  it('says only what was cleared after a sentence about what the other tab did', () => {
    expect(draftClearedNote([6, 6])).to.equal('The dice you were tapping in (6, 6) were cleared.');
  });
});
