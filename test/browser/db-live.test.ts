import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { followGame, observe } from '../../src/db/index.js';
import type { GameView } from '../../src/db/index.js';
import type { GameRow, Ledger, LoadedGame } from '../../src/db/index.js';
import { LiveQueryController } from '../../src/ui/controllers/live-query-controller.js';
import {
  eventually,
  expectOk,
  farkleSetup,
  namedLedger,
  openLedger,
  pause,
  removeLedgers,
  twoTabs,
} from './db-helpers.js';

/** A host that lists the names of the ledger's games, like a page would. */
@customElement('zs-test-game-list')
class ZsTestGameList extends LitElement {
  @property({ attribute: false }) ledger: Ledger | null = null;
  renders = 0;

  readonly games = new LiveQueryController<GameRow[]>(this, () => this.ledger?.listGames() ?? []);

  override render() {
    this.renders += 1;
    const games = this.games.value;
    return html`<p>${games === undefined ? 'Loading' : `${games.length} games`}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-test-game-list': ZsTestGameList;
  }
}

describe('ledger: live queries', () => {
  afterEach(removeLedgers);

  it('sees a write made through another connection (another tab) and stops when unsubscribed', async () => {
    const [shown, otherTab] = twoTabs();
    const created = expectOk(await shown.createGame(farkleSetup()));
    const seen: (LoadedGame | null)[] = [];
    const errors: unknown[] = [];
    const stop = observe(
      () => shown.loadGame(created.row.id),
      (game) => seen.push(game),
      (error) => errors.push(error),
    );

    await eventually(() => seen.length === 1, 'the first result');
    expect(seen[0]?.row.seq).to.equal(1);
    await otherTab.act(created.row.id, 1, { type: 'total', points: 350 });
    await eventually(() => seen.at(-1)?.row.seq === 2, "the other connection's write");
    expect(seen.at(-1)?.state.players[0]?.score).to.equal(350);

    stop();
    const count = seen.length;
    await otherTab.act(created.row.id, 2, { type: 'total', points: 400 });
    await pause(200);
    expect(seen.length, 'no result after unsubscribing').to.equal(count);
    expect(errors).to.deep.equal([]);
  });

  it("followGame: a writer's own write is not read back, while every other writer's is", async () => {
    const [shown, otherTab] = twoTabs();
    const created = expectOk(await shown.createGame(farkleSetup()));
    const id = created.row.id;
    const seen: GameView[] = [];
    let writing = false;
    const stop = followGame(
      shown,
      id,
      (view) => seen.push(view),
      (error) => expect.fail(String(error)),
      () => writing,
    );
    await eventually(() => seen.length === 1, 'the first read');

    // The follower's own write: its result is the game, nothing is read back.
    writing = true;
    expectOk(await shown.act(id, 1, { type: 'total', points: 350 }));
    writing = false;
    await pause(200);
    expect(seen, 'no read of its own write').to.have.length(1);

    // Another tab's write, and a write through the same connection by someone else, are read.
    await otherTab.act(id, 2, { type: 'total', points: 400 });
    await eventually(() => seen.at(-1)?.playable?.row.seq === 3, "the other tab's write");
    await shown.act(id, 3, { type: 'total', points: 450 });
    await eventually(() => seen.at(-1)?.playable?.row.seq === 4, 'a write by another writer on this connection');
    expect(seen.at(-1)?.playable?.state.players[0]?.score).to.equal(800);

    // A write to another game is not this one's business.
    const other = expectOk(await otherTab.createGame(farkleSetup()));
    const count = seen.length;
    await otherTab.act(other.row.id, 1, { type: 'total', points: 500 });
    await pause(200);
    expect(seen.length, 'nothing read for another game').to.equal(count);

    stop();
    await otherTab.act(id, 4, { type: 'total', points: 300 });
    await pause(200);
    expect(seen.length, 'nothing after stopping').to.equal(count);
  });

  it('LiveQueryController subscribes when its host connects, renders on changes and unsubscribes on disconnect', async () => {
    const { name, ledger } = namedLedger();
    const otherTab = openLedger({ name });
    await ledger.createGame(farkleSetup());

    const el = await fixture<ZsTestGameList>(html`<zs-test-game-list .ledger=${ledger}></zs-test-game-list>`);
    expect(el.games.subscribed).to.equal(true);
    await eventually(() => el.shadowRoot?.textContent?.includes('1 games') ?? false, 'the first list');

    await otherTab.createGame(farkleSetup());
    await eventually(
      () => el.shadowRoot?.textContent?.includes('2 games') ?? false,
      "the list after another tab's game",
    );
    expect(el.games.error).to.equal(undefined);

    el.remove();
    expect(el.games.subscribed).to.equal(false);
    const renders = el.renders;
    await otherTab.createGame(farkleSetup());
    await pause(200);
    expect(el.games.value).to.have.length(2);
    expect(el.renders, 'no render while disconnected').to.equal(renders);

    document.body.append(el);
    expect(el.games.subscribed).to.equal(true);
    await eventually(() => el.shadowRoot?.textContent?.includes('3 games') ?? false, 'the list after reconnecting');
    el.remove();
  });
});
