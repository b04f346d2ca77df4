import { expect } from '@open-wc/testing';
import type { Ledger, LedgerOutcome } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import { expectOk, farkleSetup, freshName, openLedger, removeLedgers, storedEntryRows, twoTabs } from './db-helpers.js';

/** Appends `entry`, reloading the game after every stale refusal, until it is written. */
async function appendWithRetry(
  ledger: Ledger,
  id: string,
  seq: number,
  entry: Entry,
): Promise<{ seq: number; staleRefusals: number }> {
  let staleRefusals = 0;
  for (;;) {
    const outcome: LedgerOutcome = await ledger.act(id, seq, entry);
    if (outcome.ok) return { seq: outcome.game.row.seq, staleRefusals };
    if (outcome.refusal.code !== 'stale' || !outcome.latest)
      throw new Error(`unexpected refusal: ${JSON.stringify(outcome.refusal)}`);
    staleRefusals += 1;
    seq = outcome.latest.row.seq;
  }
}

describe('ledger: two tabs writing one game', () => {
  afterEach(removeLedgers);

  it('lets exactly one of two writes made from the same version win; the other is refused as stale', async () => {
    const [tabA, tabB] = twoTabs();
    const created = expectOk(await tabA.createGame(farkleSetup()));
    const seenByA = await tabA.loadGame(created.row.id);
    const seenByB = await tabB.loadGame(created.row.id);
    expect(seenByA?.row.seq).to.equal(1);
    expect(seenByB?.row.seq).to.equal(1);

    // Both entries would be legal on their own: only the seq check can refuse one.
    const [a, b] = await Promise.all([
      tabA.act(created.row.id, 1, { type: 'total', points: 300 }),
      tabB.act(created.row.id, 1, { type: 'total', points: 450 }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).to.have.length(1);
    const winner = a.ok ? a : b;
    const loser = a.ok ? b : a;
    if (!winner.ok || loser.ok) return;
    expect(loser.refusal).to.deep.equal({ code: 'stale' });
    expect(loser.latest?.row.seq).to.equal(2);
    expect(loser.latest?.state).to.deep.equal(winner.game.state);

    const stored = await tabB.loadGame(created.row.id);
    expect(stored?.log.entries).to.deep.equal(winner.game.log.entries);
    expect(stored?.log.entries).to.have.length(1);
    expect((await storedEntryRows(tabA)).length).to.equal(1);
  });

  it("keeps every entry exactly once, in each tab's order, when two tabs keep writing at the same time", async () => {
    const name = freshName();
    const tabA = openLedger({ name });
    const tabB = openLedger({ name });
    const created = expectOk(await tabA.createGame(farkleSetup()));
    const id = created.row.id;
    // Farkle has no minimum: every total is legal in any order, and nobody reaches 10,000.
    const fromA: Entry[] = Array.from({ length: 10 }, (_, i) => ({ type: 'total', points: 100 * (i + 1) }));
    const fromB: Entry[] = Array.from({ length: 10 }, (_, i) => ({ type: 'total', points: 50 * (2 * i + 1) }));

    const run = async (ledger: Ledger, entries: readonly Entry[]) => {
      let seq = 1;
      let stale = 0;
      for (const entry of entries) {
        const result = await appendWithRetry(ledger, id, seq, entry);
        seq = result.seq;
        stale += result.staleRefusals;
      }
      return stale;
    };
    const [staleA, staleB] = await Promise.all([run(tabA, fromA), run(tabB, fromB)]);
    expect(staleA + staleB, 'the tabs really raced').to.be.greaterThan(0);

    const stored = await tabA.loadGame(id);
    expect(stored?.row).to.deep.include({ head: 20, length: 20, seq: 21 });
    const points = (stored?.log.entries ?? []).map((entry) => (entry.type === 'total' ? entry.points : -1));
    expect(points.filter((p) => p % 100 === 0)).to.deep.equal(fromA.map((e) => (e.type === 'total' ? e.points : 0)));
    expect(points.filter((p) => p % 100 !== 0)).to.deep.equal(fromB.map((e) => (e.type === 'total' ? e.points : 0)));
    const rows = await storedEntryRows(tabB);
    expect(rows.map((row) => row.index)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i));
    expect(stored?.state.players.map((p) => p.score).reduce((x, y) => x + y)).to.equal(5500 + 5000);
  });
});
