import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import type { Entry, GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { revertSentence, tapPhrase } from '../../../src/ui/text/undo-text.js';
import { after, game } from '../../support/game-state.js';

/** The phrase for the tap `tap` made on the game `before` leaves. */
function phrase(before: GameState, tap: Entry[]): string {
  return tapPhrase(before, after(before, tap), tap);
}

describe('tapPhrase', () => {
  it('names a roll by its dice as entered, and says when it was a zilch', () => {
    expect(phrase(game('farkle'), [{ type: 'roll', dice: [1, 2, 3, 5, 6, 6] }])).to.equal(
      "Ana's roll 1, 2, 3, 5, 6, 6",
    );
    const held = game('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1] },
    ]);
    expect(phrase(held, [{ type: 'roll', dice: [2, 3, 4, 6, 6] }])).to.equal("Ana's roll 2, 3, 4, 6, 6, a zilch");
  });

  it('names a hold, a bank, and a hold banked with the same tap', () => {
    const rolled = game('farkle', [{ type: 'roll', dice: [5, 1, 2, 3, 4, 4] }]);
    expect(phrase(rolled, [{ type: 'hold', dice: [5, 1] }])).to.equal("Ana's hold 1, 5");
    expect(phrase(rolled, [{ type: 'hold', dice: [5, 1] }, { type: 'bank' }])).to.equal(
      "Ana's hold 1, 5 and bank of 150",
    );
    const decided = game('farkle', [
      { type: 'roll', dice: [5, 1, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
    ]);
    expect(phrase(decided, [{ type: 'bank' }])).to.equal("Ana's bank of 150");
  });

  it('names totals, the start of a turn and a challenge', () => {
    expect(phrase(game('farkle'), [{ type: 'total', points: 650 }])).to.equal("Ana's total of 650");
    expect(phrase(game('farkle'), [{ type: 'total', points: 0 }])).to.equal("Ana's total of 0, a zilch");
    const offered = game('serendipity-creak', [{ type: 'total', points: 750, freeDice: 4 }]);
    expect(phrase(offered, [{ type: 'start', takeOver: { points: 750, dice: 4 } }])).to.equal(
      "Ben's take-over of 750 with 4 dice",
    );
    expect(phrase(offered, [{ type: 'start', takeOver: null }])).to.equal("Ben's fresh start");
    const base = presetById('zilch-15k');
    const rules: Ruleset = {
      ...base,
      variations: { ...base.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    };
    expect(phrase(game(rules), [{ type: 'challenge', opponent: 2 }])).to.equal("Ana's challenge to Cy");
  });

  it("names the throw-off, the group's pick and a tie-break throw by whose they were", () => {
    const throwOff = game('ten-dice', [], ['Ana', 'Ben']);
    expect(phrase(throwOff, [{ type: 'throw-off', player: 1, pips: 34 }])).to.equal("Ben's throw-off of 34 pips");
    expect(phrase(throwOff, [{ type: 'first-player', player: 1 }])).to.equal('Ben picked to start');
    const tied = game(
      'zilch-5k',
      [
        { type: 'total', points: 5050 },
        { type: 'total', points: 5050 },
      ],
      ['Ana', 'Ben'],
    );
    expect(tied.phase).to.equal('tie-break');
    expect(phrase(tied, [{ type: 'tie-throw', player: tied.current, dice: [1, 1, 1, 2, 3, 4] }])).to.equal(
      "Ana's tie-break throw 1, 1, 1, 2, 3, 4",
    );
  });
});

describe('revertSentence', () => {
  it('says Undone or Redone, then the tap', () => {
    const before = game('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const tap: Entry[] = [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }];
    const after = replay(before.setup, [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }, ...tap]);
    expect(revertSentence('undo', before, after, tap)).to.equal("Undone: Ana's hold 1, 5 and bank of 150.");
    expect(revertSentence('redo', before, after, tap)).to.equal("Redone: Ana's hold 1, 5 and bank of 150.");
  });
});
