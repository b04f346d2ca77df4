/**
 * The browser lost its database: the app brings the games back from their second copy before any
 * page reads one and says so on whatever page the players land on, a game's own address included;
 * when it cannot store them (a full disk), it offers them on every page until it can.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import Dexie from 'dexie';
import { GameMirror } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import { Journal } from '../../src/db/journal.js';
import { opfsCopyStore } from '../../src/db/mirror.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import type { ZsRecoveryNotice } from '../../src/ui/components/zs-recovery-notice.js';
import '../../src/ui/components/zs-recovery-notice.js';
import {
  expectOk,
  FARKLE_TURNS,
  farkleSetup,
  fillTheDisk,
  freshName,
  leaveTheApp,
  openLedger,
  play,
} from './db-helpers.js';
import { allByRole, getByRole, pageLikeTheApp, settle, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

/** A game played, its copies written and its last taps in the journal only; then the database is lost. */
async function lostGame(name: string) {
  const ledger: Ledger = openLedger({
    name,
    mirror: new GameMirror(opfsCopyStore(name), { delay: 600_000 }),
    journal: Journal.forDatabase(name),
  });
  const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
  await ledger.mirror?.flushed();
  const latest = await play(ledger, game, FARKLE_TURNS.slice(5, 8));
  await ledger.journal?.close();
  ledger.close();
  await Dexie.delete(name);
  return latest;
}

const notice = (app: ZsApp) => app.shadowRoot?.querySelector('zs-recovery-notice') ?? null;

describe('zs-recovery-notice', () => {
  it('says which games came back and closes on OK; offers lost games with the reason and a button', async () => {
    const element = await fixture<ZsRecoveryNotice>(
      html`<zs-recovery-notice .restored=${[{ players: ['Ana', 'Ben'] }, { players: ['Cy', 'Dee'] }]}></zs-recovery-notice>`,
    );
    const banner = element.shadowRoot?.querySelector('zs-banner');
    expect(banner?.getAttribute('heading')).to.equal('The browser lost 2 games: they are back');
    expect(banner?.textContent).to.contain(
      'brought back each as it was at its last saved tap: Ana and Ben; Cy and Dee.',
    );
    await expectElement(element, {
      act: () => getByRole(element, 'button', 'OK').click(),
      fires: [{ type: 'zs-recovery-dismiss' }],
    });

    element.restored = [];
    element.offered = 1;
    element.problem = "The phone's storage is full: free some space and try again.";
    await element.updateComplete;
    expect(element.shadowRoot?.querySelector('zs-banner')?.getAttribute('heading')).to.equal(
      "1 game is missing from this phone's database but a copy was kept",
    );
    expect(element.shadowRoot?.querySelector('zs-banner')?.textContent).to.contain(
      "could not put the games back by itself: The phone's storage is full",
    );
    await expectElement(element, {
      act: () => getByRole(element, 'button', 'Bring it back').click(),
      fires: [{ type: 'zs-recovery-bring-back' }],
    });

    // The one-tap backup of everything still readable is asked of the shell, which says what it did.
    await expectElement(element, {
      act: () => getByRole(element, 'button', 'Back up all games now').click(),
      fires: [{ type: 'zs-back-up-now' }],
    });
    element.backup = { busy: false, report: { ok: true, message: 'Shared zilch-backup-2026-11-23.json with 1 game.' } };
    await element.updateComplete;
    expect(allByRole(element, 'status').map(textOf)).to.deep.equal([
      'Shared zilch-backup-2026-11-23.json with 1 game.',
    ]);
  });
});

describe('zs-app, a database the browser lost', () => {
  afterEach(leaveTheApp);

  it("opens a lost game's own address on the game, brought back with its last taps, and says so", async () => {
    await setViewport({ width: 390, height: 844 });
    pageLikeTheApp();
    const name = freshName();
    const game = await lostGame(name);
    location.hash = `#/game/${game.row.id}`;
    const app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
    await until(() => allByRole(app, 'button', 'Undo').length === 1, 'the game is on screen');
    await settle(app);
    expect(textOf(app)).not.to.contain('This game is not here');
    const shown = notice(app);
    expect(shown?.shadowRoot?.querySelector('zs-banner')?.getAttribute('heading')).to.equal(
      'The browser lost 1 game: it is back',
    );
    const ledger = await app.services.ledger();
    expect((await ledger.loadGame(game.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 8));
    getByRole(app, 'button', 'OK').click();
    await settle(app);
    expect(notice(app)).to.equal(null);
  });

  it('offers the lost games on every page when they cannot be stored, the play page of one included, and brings them back', async () => {
    await setViewport({ width: 390, height: 844 });
    pageLikeTheApp();
    const name = freshName();
    const game = await lostGame(name);
    location.hash = `#/game/${game.row.id}`;
    const restore = fillTheDisk((store) => store === 'games');
    let app: ZsApp;
    const playPart = () =>
      app.shadowRoot?.querySelector('zs-play-page')?.shadowRoot?.querySelector('zs-game-not-here') ?? null;
    try {
      app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
      // Above the page, for every game lost; on the game's own page, for this one.
      await until(
        () => allByRole(notice(app) ?? app, 'button', 'Bring it back').length === 1,
        'the offer above the page',
      );
      await until(
        () =>
          textOf(playPart() ?? app).includes("This game is missing from this phone's database, but a copy was kept"),
        "the play page's offer",
      );
    } finally {
      restore();
    }
    expect(notice(app)?.shadowRoot?.querySelector('zs-banner')?.getAttribute('heading')).to.equal(
      "1 game is missing from this phone's database but a copy was kept",
    );
    expect(notice(app)?.shadowRoot?.querySelector('zs-banner')?.textContent).to.contain("The phone's storage is full");
    expect(textOf(app)).not.to.contain('This game is not here');
    expect(textOf(playPart() ?? app), 'the play page points to the offer above').to.contain(
      'Bring it back with the button above.',
    );
    await expectElement(playPart());
    getByRole(notice(app) as HTMLElement, 'button', 'Bring it back').click();
    await until(() => allByRole(app, 'button', 'Undo').length === 1, 'the game is on screen');
    await until(
      () =>
        notice(app)?.shadowRoot?.querySelector('zs-banner')?.getAttribute('heading') ===
        'The browser lost 1 game: it is back',
      'the note above says it is back',
    );
    const ledger = await app.services.ledger();
    expect((await ledger.loadGame(game.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 8));
  });

  it("offers a game missing from a database that kept its other games on the game's own page, and brings it back", async () => {
    await setViewport({ width: 390, height: 844 });
    pageLikeTheApp();
    const name = freshName();
    const ledger: Ledger = openLedger({
      name,
      mirror: new GameMirror(opfsCopyStore(name), { delay: 600_000 }),
      journal: Journal.forDatabase(name),
    });
    const kept = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 3));
    const lost = await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 5),
    );
    await ledger.mirror?.flushed();
    // One game's rows go behind the ledger's back: the database is the one copied, with the other game in it.
    await ledger.db.transaction('rw', ledger.db.games, ledger.db.logChunks, async () => {
      await ledger.db.games.delete(lost.row.id);
      await ledger.db.logChunks.where('[gameId+chunk]').between([lost.row.id, 0], [lost.row.id, Infinity]).delete();
    });
    // Nor does the journal name it any more (its files go once the copies hold them).
    await ledger.journal?.close();
    const copies = await (await navigator.storage.getDirectory()).getDirectoryHandle('game-copies');
    await (await copies.getDirectoryHandle(encodeURIComponent(name))).removeEntry('journal', { recursive: true });
    location.hash = `#/game/${lost.row.id}`;
    const app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
    const playPart = () =>
      app.shadowRoot?.querySelector('zs-play-page')?.shadowRoot?.querySelector('zs-game-not-here') ?? null;
    await until(
      () => allByRole(playPart() ?? app, 'button', 'Bring it back').length === 1,
      "the play page's own offer",
    );
    expect(notice(app), 'nothing above the page: the start found nothing lost').to.equal(null);
    expect(textOf(playPart() as HTMLElement)).to.contain(
      "This game is missing from this phone's database, but a copy was kept",
    );
    getByRole(playPart() as HTMLElement, 'button', 'Bring it back').click();
    await until(() => allByRole(app, 'button', 'Undo').length === 1, 'the game is on screen');
    const back = await app.services.ledger();
    expect((await back.loadGame(lost.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
    expect((await back.loadGame(kept.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 3));
  });

  it('says "This game is not here" of a game the player deleted, though its copy is still there', async () => {
    await setViewport({ width: 390, height: 844 });
    pageLikeTheApp();
    const name = freshName();
    const ledger: Ledger = openLedger({
      name,
      mirror: new GameMirror(opfsCopyStore(name), { delay: 0 }),
      journal: Journal.forDatabase(name),
    });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 3));
    await ledger.mirror?.flushed();
    await ledger.deleteGame(game.row.id);
    await ledger.mirror?.flushed();
    location.hash = `#/game/${game.row.id}`;
    const app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
    await until(() => textOf(app).includes('This game is not here'), 'the page says so');
    expect(textOf(app)).to.contain('It was deleted, maybe in another tab.');
    expect(allByRole(app, 'button', 'Bring it back')).to.have.length(0);
  });
});
