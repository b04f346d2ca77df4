/**
 * When the database is lost or cannot be read: the games page offers back the games whose second
 * copy (OPFS) is still there, and the backup made from a "storage full" message takes what can
 * still be read.
 */
import { expect, html } from '@open-wc/testing';
import Dexie from 'dexie';
import { GameMirror } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import { opfsCopyStore } from '../../src/db/mirror.js';
import { readBackup } from '../../src/export/backup.js';
import { backUpWhatIsLeft } from '../../src/ui/app/export-actions.js';
import type { ZsRecoveryBanner } from '../../src/ui/pages/games/zs-recovery-banner.js';
import '../../src/ui/pages/games/zs-recovery-banner.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  freshName,
  keepingShareSheet,
  openLedger,
  play,
  removeLedgers,
} from './db-helpers.js';
import { allByRole, getByRole, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { expectElement } from './harness.js';

const mirrored = (name: string): Ledger =>
  openLedger({ name, mirror: new GameMirror(opfsCopyStore(name), { delay: 0 }) });

/** Three games (one played on, one with two turns, one new), copied; then the database is lost. */
async function lostDatabase(name: string) {
  const ledger = mirrored(name);
  const games = [
    await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS),
    await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 5),
    ),
    expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Eve', 'Fay'] })),
  ];
  await (ledger.mirror as GameMirror).flushed();
  ledger.close();
  await Dexie.delete(name);
  return games;
}

describe('storage lost', () => {
  afterEach(removeLedgers);

  it('the games page offers back the games missing from the database, and brings them back', async () => {
    const name = freshName();
    const games = await lostDatabase(name);
    const ledger = mirrored(name);
    const services = recordingServices(ledger);
    const banner = await withServices<ZsRecoveryBanner>(html`<zs-recovery-banner></zs-recovery-banner>`, services);
    await until(() => allByRole(banner, 'button', 'Bring them back').length === 1, 'the offer');
    const offer = banner.shadowRoot?.querySelector('zs-banner');
    expect(offer?.getAttribute('heading')).to.equal(
      "3 games are missing from this phone's database but a copy was kept",
    );
    expect(await ledger.listGames()).to.deep.equal([]);
    await expectElement(banner);

    getByRole(banner, 'button', 'Bring them back').click();
    await until(() => allByRole(banner, 'status').length === 1, 'the report');
    expect(textOf(getByRole(banner, 'status'))).to.equal('Brought back 3 games.');
    expect(services.announcements).to.include('Brought back 3 games.');
    expect(banner.shadowRoot?.querySelector('zs-banner')).to.equal(null);
    const back = await ledger.listGames();
    expect(back.map((row) => row.id).sort()).to.deep.equal(games.map((game) => game.row.id).sort());
    for (const game of games) expect((await ledger.loadGame(game.row.id))?.state).to.deep.equal(game.state);
  });

  it('offers nothing when every copied game is in the database', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    expectOk(await ledger.createGame(farkleSetup()));
    await (ledger.mirror as GameMirror).flushed();
    const banner = await withServices<ZsRecoveryBanner>(
      html`<zs-recovery-banner></zs-recovery-banner>`,
      recordingServices(ledger),
    );
    await until(() => (banner as unknown as { checked: boolean }).checked, 'the check');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(banner.shadowRoot?.querySelector('zs-banner')).to.equal(null);
    expect(textOf(banner)).to.equal('');
  });

  it('names one missing game in the singular', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    expectOk(await ledger.createGame(farkleSetup()));
    await (ledger.mirror as GameMirror).flushed();
    ledger.close();
    await Dexie.delete(name);
    const banner = await withServices<ZsRecoveryBanner>(
      html`<zs-recovery-banner></zs-recovery-banner>`,
      recordingServices(mirrored(name)),
    );
    await until(() => allByRole(banner, 'button', 'Bring it back').length === 1, 'the offer');
    expect(banner.shadowRoot?.querySelector('zs-banner')?.getAttribute('heading')).to.equal(
      "1 game is missing from this phone's database but a copy was kept",
    );
    expect(banner.shadowRoot?.querySelector('zs-banner')?.textContent).to.contain(
      'Bringing it back adds it to the list as it was last saved.',
    );
  });

  it('a backup made when the database cannot be read takes every copy and the game on screen as it stands', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    const onScreen = await farkleMidTurn(ledger);
    const other = await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 5),
    );
    await (ledger.mirror as GameMirror).flushed();
    // The game on screen moved on after its last copy (the copy is written a moment later).
    const latest = await play(ledger, onScreen, FARKLE_TURNS.slice(3, 5));
    ledger.close(); // the database can no longer be read
    const { kept: files, target } = keepingShareSheet();
    const report = await backUpWhatIsLeft(ledger, latest, target, Date.UTC(2026, 10, 23));
    expect(report).to.deep.equal({ ok: true, message: 'Shared zilch-backup-2026-11-23.json with 2 games.' });
    const reading = readBackup(await (files[0] as File).text());
    if (!reading.ok) throw new Error(reading.refusal.code);
    const byId = new Map(reading.backup.games.map((game) => [game.id, game]));
    expect(byId.get(latest.row.id)?.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
    expect(byId.get(latest.row.id)?.head).to.equal(5);
    expect(byId.get(other.row.id)?.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
  });
});
