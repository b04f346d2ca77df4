import { expect, waitUntil } from '@open-wc/testing';
import { deleteLedger } from '../../src/db/index.js';
import { AdviceCache } from '../../src/db/advice-cache.js';
import {
  DuelSolver,
  duelHash,
  duelStoreKey,
  restoreDuel,
  reviewGame,
  solveDuel,
  solvedRulesKey,
  storeDuel,
  storedFurther,
} from '../../src/advisor/index.js';
import type { DuelTable } from '../../src/advisor/index.js';
import type { DuelNotice } from '../../src/advisor/protocol.js';
import type { Ruleset } from '../../src/rules/index.js';
import { presetById } from '../../src/rules/index.js';
import { replay } from '../../src/game/index.js';
import type { Entry } from '../../src/game/index.js';
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
    const result = await client().ask({
      kind: 'holds',
      rules: presetById('farkle'),
      situation: {},
      roll: [1, 1, 5, 2, 3, 4],
      setAside: [],
    });
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
    const advice = await clients.at(-1)?.ask({
      kind: 'bank-or-roll',
      rules,
      situation: { turnTotal: 3000, diceToRoll: 1, mustRoll: false, minimumToBank: 350 },
    });
    expect(advice?.ok && advice.answer.kind === 'bank-or-roll' && advice.answer.advice.best).to.equal('bank');
  });

  /** House rules: Farkle's scoring, first to reach `target`: a table solved in the worker. */
  const houseRules = (target: number, id: string): Ruleset => {
    const farkle = presetById('farkle');
    return { ...farkle, id, name: 'Our Farkle', end: { ...farkle.end, target, end: 'first-to-reach' } };
  };

  /** Until the worker says the table of these rules is whole; every notice for them, in order. */
  const solvedWhole = (made: AdviceClient, rules: Ruleset): { notices: DuelNotice[]; done: Promise<void> } => {
    const notices: DuelNotice[] = [];
    const done = new Promise<void>((resolve) => {
      made.listen((notice) => {
        if (notice.hash !== duelHash(rules)) return;
        notices.push(notice);
        if (notice.from === 0) resolve();
      });
    });
    return { notices, done };
  };

  const storedTable = async (rules: Ruleset) => {
    const cache = new AdviceCache({ name });
    try {
      return restoreDuel(rules, await cache.load(duelStoreKey(rules)));
    } finally {
      cache.close();
    }
  };

  /** The whole table, once the worker has stored it. */
  const wholeStored = async (rules: Ruleset) => {
    for (let i = 0; i < 50; i++) {
      const table = await storedTable(rules);
      if (table?.from === 0) return table;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The whole table was not stored.');
  };

  it("solves house rules' two-player table in the background, the end of the game first, telling how far; stores it; the next launch has it at once", async () => {
    const rules = houseRules(1500, 'house-duel-1500');
    const first = client();
    const heard = solvedWhole(first, rules);
    await first.ask({ kind: 'prepare', rules, minimumToBank: 0, toWin: true });
    await heard.done;
    const froms = heard.notices.map((notice) => notice.from);
    expect(froms[0]).to.be.above(0);
    expect(froms).to.deep.equal([...froms].sort((a, b) => b - a));
    const parts = heard.notices.map((notice) => notice.part);
    expect(parts).to.deep.equal([...parts].sort((a, b) => a - b));
    expect(parts.at(-1)).to.be.closeTo(1, 1e-12);
    expect(heard.notices.at(-1)?.solved).to.equal(30 * 30);
    const stored = await wholeStored(rules);
    expect(Array.from(stored.chances)).to.deep.equal(Array.from(solveDuel(rules).chances));
    const win = await first.ask({
      kind: 'bank-or-roll',
      rules,
      situation: { turnTotal: 300, diceToRoll: 3, mustRoll: false },
      win: { scores: [0, 0], turnTotal: 300, diceToRoll: 3, mustRoll: false },
    });
    if (!win.ok || win.answer.kind !== 'bank-or-roll' || !win.answer.win) throw new Error('no chance to win');
    expect(win.answer.win.exact).to.equal(true);
    expect(win.answer.win.bank).to.be.closeTo(1 - (stored.chances[0 * 30 + 6] ?? 0), 1e-12);

    first.stop();
    const next = client();
    const again = solvedWhole(next, rules);
    await next.ask({ kind: 'prepare', rules, minimumToBank: 0, toWin: true });
    await again.done;
    expect(again.notices.map((notice) => notice.solved)).to.deep.equal([900]);
  });

  it('takes up a part an earlier launch stored where it stopped, and ends with the same table', async () => {
    const rules = houseRules(1500, 'house-duel-part');
    const part = new DuelSolver(rules);
    part.run({ toSum: 40 });
    const cache = new AdviceCache({ name });
    await cache.save(duelStoreKey(rules), storeDuel(rules, part.table));
    cache.close();
    const made = client();
    const heard = solvedWhole(made, rules);
    await made.ask({ kind: 'prepare', rules, minimumToBank: 0, toWin: true });
    await heard.done;
    expect(heard.notices[0]).to.include({ from: 40, solved: part.solved });
    const stored = await wholeStored(rules);
    expect(Array.from(stored.chances)).to.deep.equal(Array.from(solveDuel(rules).chances));
  });

  it('answers questions while a table is being solved (a slice at a time), with the chance only where the part solved holds the scores', async () => {
    const rules = houseRules(5000, 'house-duel-5000');
    const made = client();
    const notices: DuelNotice[] = [];
    made.listen((notice) => notices.push(notice));
    await made.ask({ kind: 'prepare', rules, minimumToBank: 0, toWin: true });
    await waitUntil(() => notices.length > 1, 'the solve is under way', { timeout: 10000 });
    const position = { scores: [4900, 4900], turnTotal: 50, diceToRoll: 5, mustRoll: false };
    const atEnd = await made.ask({
      kind: 'bank-or-roll',
      rules,
      situation: { turnTotal: 50, diceToRoll: 5, mustRoll: false },
      win: position,
    });
    const atStart = await made.ask({
      kind: 'holds',
      rules,
      situation: {},
      roll: [1, 1, 5, 2, 3, 4],
      setAside: [],
      win: { scores: [0, 0], turnTotal: 0, diceToRoll: 6 },
    });
    // Both answered before the table was whole: the end of the game with its chance, the start without.
    expect(notices.at(-1)?.from).to.be.above(0);
    if (!atEnd.ok || atEnd.answer.kind !== 'bank-or-roll' || !atStart.ok || atStart.answer.kind !== 'holds')
      throw new Error('no answers');
    // Banking 4,950 leaves the opponent, at 4,900, needing 100: rolling on is the better chance.
    expect(atEnd.answer.win?.roll).to.be.above(atEnd.answer.win?.bank ?? 1);
    expect(atStart.answer.win).to.equal(null);
    expect(atStart.answer.holds[0]?.dice).to.deep.equal([1]);
    made.stop();
  });

  it('never stores a part over a table solved further (two tabs solving the same rules), but over one of another solve', async () => {
    const rules = houseRules(500, 'house-two-tabs');
    const whole = new DuelSolver(rules);
    whole.run();
    const part = new DuelSolver(rules);
    part.run({ toSum: 15 });
    const cache = new AdviceCache({ name });
    const key = duelStoreKey(rules);
    const save = (table: DuelTable) => cache.saveUnless(key, storeDuel(rules, table), storedFurther(rules, table.from));
    // Written at once, as two tabs would: whichever comes second keeps the whole table.
    await Promise.all([save(part.table), save(whole.table), save(part.table)]);
    expect((await storedTable(rules))?.from).to.equal(0);
    expect(await save(part.table)).to.equal(false);
    // A whole table of an older solve is worth nothing now: a part goes over it.
    await cache.save(key, { ...storeDuel(rules, whole.table), version: 0 });
    expect(await save(part.table)).to.equal(true);
    expect((await storedTable(rules))?.from).to.equal(15);
    cache.close();
  });

  it('solves no table when the game plays for points, nor for more than six dice', async () => {
    const made = client();
    const notices: DuelNotice[] = [];
    made.listen((notice) => notices.push(notice));
    await made.ask({ kind: 'prepare', rules: houseRules(1000, 'house-points'), minimumToBank: 0 });
    const ten = presetById('ten-dice');
    await made.ask({
      kind: 'prepare',
      rules: { ...ten, id: 'house-ten', end: { ...ten.end, target: 1000 } },
      minimumToBank: 0,
      toWin: true,
    });
    await made.ask({
      kind: 'bank-or-roll',
      rules: houseRules(1000, 'house-points'),
      situation: { turnTotal: 300, diceToRoll: 3, mustRoll: false },
    });
    // Rules that are solved, asked last: the only notices are theirs.
    const control = houseRules(500, 'house-control');
    await made.ask({ kind: 'prepare', rules: control, minimumToBank: 0, toWin: true });
    await waitUntil(() => notices.some((notice) => notice.from === 0), 'the control is solved', { timeout: 10000 });
    expect(notices.map((notice) => notice.hash)).to.deep.equal(notices.map(() => duelHash(control)));
  });

  it("reviews a game's decisions as the page would, and refuses a log that does not replay", async () => {
    const setup = { rules: presetById('serendipity-creak'), players: ['Ana', 'Ben'] };
    const entries: Entry[] = [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
      { type: 'hold', dice: [1, 2, 3, 4, 5, 6] },
      { type: 'bank' },
      { type: 'start', takeOver: { points: 1500, dice: 6 } },
      { type: 'roll', dice: [2, 3, 4, 6, 6, 2] },
      { type: 'roll', dice: [1, 1, 5, 2, 3, 3] },
      { type: 'hold', dice: [1] },
      { type: 'roll', dice: [5, 2, 3, 4, 6] },
      { type: 'hold', dice: [2, 3, 4, 5, 6] },
      { type: 'bank' },
      { type: 'total', points: 500 },
      { type: 'roll', dice: [1, 5, 2, 3, 6, 6] },
    ];
    const made = client();
    const review = await made.review(setup, entries);
    expect(review).to.deep.equal(reviewGame(setup, entries));
    expect(review.turnsSkipped).to.equal(1);
    expect(review.decisions.map((decision) => decision.kind)).to.include.members(['hold', 'bank-or-roll', 'take-over']);
    let refused: unknown = null;
    await made.review(setup, [{ type: 'bank' }]).catch((error: unknown) => (refused = error));
    expect(refused instanceof Error && refused.message).to.match(/^Entry 1 of the game's log is not legal/);
  });

  it('reports a failure as a message, not a crash', async () => {
    const result = await client().ask({
      kind: 'bank-or-roll',
      rules: presetById('farkle'),
      situation: { diceToRoll: 9 },
    });
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
    const afterHold = replay(setup, [
      { type: 'roll', dice: [1, 1, 5, 2, 3, 4] },
      { type: 'hold', dice: [1] },
    ]);
    expect(questionFor(afterHold)).to.deep.include({ kind: 'bank-or-roll' });
    const afterBank = replay(setup, [
      { type: 'roll', dice: [1, 1, 5, 2, 3, 4] },
      { type: 'hold', dice: [1] },
      { type: 'bank' },
    ]);
    expect(questionFor(afterBank)).to.deep.include({ kind: 'take-over', offer: { points: 100, dice: 5 } });
  });
});
