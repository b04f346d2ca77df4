/**
 * A game deleted on the games page takes the play page's copy of its draft (localStorage) with it;
 * the toast's Undo brings the game back with the ledger's copy, which the play page then shows.
 */
import { expect, html } from '@open-wc/testing';
import { localDraftKey } from '../../src/db/local-draft.js';
import type { ZsGamesPage } from '../../src/ui/pages/games/zs-games-page.js';
import '../../src/ui/pages/games/zs-games-page.js';

import { getByRole, settle, tapFaces, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { cleanUpPlay, draftDice, mountPage, newGame, settled } from './zs-play-helpers.js';

describe('zs-play-page: the draft of a deleted game', () => {
  afterEach(cleanUpPlay);

  it("is removed from localStorage by the games page's delete, and comes back from the ledger with Undo", async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tapFaces(page, [6, 2, 2]);
    await settled(page);
    await until(() => localStorage.getItem(localDraftKey(game.row.id)) !== null, 'the quick copy');
    // The ledger's copy is written behind the taps, one write after another.
    const durableDice = async () => ((await ledger.loadDraft(game.row.id)) as { dice?: number[] } | null)?.dice ?? [];
    for (let tries = 0; tries < 100 && (await durableDice()).length < 3; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await durableDice()).to.deep.equal([6, 2, 2]);
    page.remove();
    // Another game's copy is not touched.
    localStorage.setItem(localDraftKey('another-game'), '{"at":0,"dice":[1],"waiting":false,"savedAt":1}');

    const services = recordingServices(ledger);
    const games = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, services);
    await until(() => !textOf(games).includes('Loading'), 'the list loads');
    await settle(games);
    getByRole(games, 'button', 'Delete the game of Ana, Ben, Cy').click();
    await until(() => services.toasts.length === 1, 'the toast is asked for');
    expect(await ledger.loadGame(game.row.id)).to.equal(null);
    expect(localStorage.getItem(localDraftKey(game.row.id))).to.equal(null);
    expect(localStorage.getItem(localDraftKey('another-game'))).to.not.equal(null);

    services.toasts[0]?.action?.run();
    await until(() => textOf(games).includes('Ana'), 'the game is back in the list');
    const again = await mountPage(game.row.id, recordingServices(ledger));
    await until(() => draftDice(again).length === 3, "the ledger's copy of the taps");
    expect(draftDice(again)).to.deep.equal([6, 2, 2]);
    expect(localStorage.getItem(localDraftKey(game.row.id)), 'the quick copy is written again').to.not.equal(null);
  });
});
