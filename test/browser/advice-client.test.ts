import { expect } from '@open-wc/testing';
import { deleteLedger } from '../../src/db/index.js';
import { AdviceCache } from '../../src/db/advice-cache.js';
import { solvedRulesKey } from '../../src/advisor/index.js';
import { presetById } from '../../src/rules/index.js';
import { replay } from '../../src/game/index.js';
import { AdviceClient } from '../../src/ui/app/advice-client.js';
import { questionFor } from '../../src/ui/controllers/advice-controller.js';

describe('the advice worker', () => {
  const name = `advice-${Math.random().toString(36).slice(2)}`;
  const clients: AdviceClient[] = [];
  const client = () => {
    const made = new AdviceClient(name);
    clients.push(made);
    return made;
  };

  after(async () => {
    for (const made of clients) made.stop();
    await deleteLedger(name);
  });

  it('answers the hold question off the main thread: 1,1,5,2,3,4 in Farkle, keep a single 1', async () => {
    const result = await client().ask({ kind: 'holds', rules: presetById('farkle'), situation: {}, roll: [1, 1, 5, 2, 3, 4], setAside: [] });
    if (!result.ok || result.answer.kind !== 'holds') throw new Error('no hold advice');
    expect(result.answer.holds[0]?.dice).to.deep.equal([1]);
    expect(result.answer.holds[0]?.expected).to.be.closeTo(402.76, 0.01);
    expect(result.exact).to.equal(true);
  });

  it('keeps solved rules in IndexedDB, and a new worker (the next launch) restores them', async () => {
    const rules = presetById('zilch-15k');
    const first = client();
    const solved = await first.ask({ kind: 'prepare', rules, minimumToBank: 350 });
    expect(solved.ok && solved.answer.kind === 'prepare' && solved.answer.restored).to.equal(false);
    // The save happens after the answer; wait until it is stored.
    const cache = new AdviceCache({ name });
    let stored: unknown = null;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await cache.load(solvedRulesKey(rules));
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    cache.close();
    expect(stored).to.not.equal(null);

    first.stop();
    const next = await client().ask({ kind: 'prepare', rules, minimumToBank: 350 });
    expect(next.ok && next.answer.kind === 'prepare' && next.answer.restored).to.equal(true);
    const advice = await clients.at(-1)?.ask({ kind: 'bank-or-roll', rules, situation: { turnTotal: 3000, diceToRoll: 1, mustRoll: false, minimumToBank: 350 } });
    expect(advice?.ok && advice.answer.kind === 'bank-or-roll' && advice.answer.advice.best).to.equal('bank');
  });

  it('reports a failure as a message, not a crash', async () => {
    const result = await client().ask({ kind: 'bank-or-roll', rules: presetById('farkle'), situation: { diceToRoll: 9 } });
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.message).to.equal('Dice to roll must be 1 to 6, not 9.');
  });
});

describe('questionFor', () => {
  it('asks about take-over at the start of a turn, holds after a roll, bank or roll after a hold', () => {
    const rules = presetById('serendipity-creak');
    const setup = { rules, players: ['Ana', 'Ben'] };
    expect(questionFor(replay(setup, []))).to.equal(null);
    const afterRoll = replay(setup, [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }]);
    expect(questionFor(afterRoll)).to.include({ kind: 'holds' });
    const afterHold = replay(setup, [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }, { type: 'hold', dice: [1] }]);
    expect(questionFor(afterHold)).to.deep.include({ kind: 'bank-or-roll' });
    const afterBank = replay(setup, [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }, { type: 'hold', dice: [1] }, { type: 'bank' }]);
    expect(questionFor(afterBank)).to.deep.include({ kind: 'take-over', offer: { points: 100, dice: 5 } });
  });
});
