import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { RESUME_SHELL_KEY } from '../../src/db/index.js';
import { readResumeShell } from '../../src/ui/pages/play/resume-shell.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import '../../src/ui/pages/play/zs-play-page.js';
import { removeLedgers } from './db-helpers.js';
import { allByRole, tapFaces, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { mountPage, newGame, settled, untilStored } from './zs-play-helpers.js';

const kept = () => JSON.parse(localStorage.getItem(RESUME_SHELL_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the banner kept for a game opened again', () => {
  afterEach(async () => {
    fixtureCleanup();
    localStorage.clear();
    await removeLedgers();
  });

  it("keeps the last turn's banner once it is drawn, and forgets it when the game moves on to none", async () => {
    const { ledger, game } = await newGame('farkle', [], ['Ana', 'Ben']);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tapFaces(page, [2, 3, 4, 6, 6, 2]);
    await untilStored(ledger, game.row.id, 1);
    await until(() => kept() !== null, 'the banner kept');
    expect(kept()).to.deep.equal({
      id: game.row.id,
      tone: 'danger',
      heading: "Zilch! Ana's turn ends",
      text: 'Tapped a die wrong? Undo brings the roll back.',
      dice: [2, 3, 4, 6, 6, 2],
    });

    await tapFaces(page, [1, 5, 2, 3, 4, 6]);
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(kept(), 'no banner on screen, none kept').to.equal(null);
  });

  it('draws the kept banner while the game is read, then the game, the banner where it was', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [2, 3, 4, 6, 6, 2] }], ['Ana', 'Ben']);
    localStorage.setItem(
      RESUME_SHELL_KEY,
      JSON.stringify({
        id: game.row.id,
        tone: 'danger',
        heading: "Zilch! Ana's turn ends",
        text: 'Tapped a die wrong? Undo brings the roll back.',
        dice: [2, 3, 4, 6, 6, 2],
      }),
    );
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const services = recordingServices(async () => {
      await opened;
      return ledger;
    });
    const page = await withServices<ZsPlayPage>(html`<zs-play-page .gameId=${game.row.id}></zs-play-page>`, services);
    await settled(page);
    const banner = () => page.shadowRoot?.querySelector('zs-ended-turn');
    expect(textOf(allByRole(page, 'status')[0] as HTMLElement)).to.equal('Loading the game…');
    const before = (banner() as HTMLElement).getBoundingClientRect();
    expect(textOf(banner() as HTMLElement)).to.contain("Zilch! Ana's turn ends");

    open();
    await until(() => page.shadowRoot?.querySelector('zs-turn-status') != null, 'the game');
    await settled(page);
    const after = (banner() as HTMLElement).getBoundingClientRect();
    expect([after.top, after.left, after.width]).to.deep.equal([before.top, before.left, before.width]);
  });

  it('is read for its own game only, and only when it is one', () => {
    localStorage.setItem(
      RESUME_SHELL_KEY,
      JSON.stringify({ id: 'a', tone: 'success', heading: 'Ana banked 500: total 500', text: '', dice: [9, 1] }),
    );
    expect(readResumeShell('b')).to.equal(null);
    expect(readResumeShell('a')).to.deep.equal({
      id: 'a',
      tone: 'success',
      heading: 'Ana banked 500: total 500',
      text: '',
      dice: [1],
    });
  });

  it('goes with its game when the game is deleted', async () => {
    const { ledger, game } = await newGame('farkle', [], ['Ana', 'Ben']);
    localStorage.setItem(
      RESUME_SHELL_KEY,
      JSON.stringify({ id: game.row.id, tone: 'success', heading: 'Ana banked 500', text: '', dice: [] }),
    );
    await ledger.deleteGame(game.row.id);
    expect(localStorage.getItem(RESUME_SHELL_KEY)).to.equal(null);
  });
});
