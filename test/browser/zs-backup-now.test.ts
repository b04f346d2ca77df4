import { expect, html } from '@open-wc/testing';
import { readBackup } from '../../src/export/backup.js';
import type { ZsBackupNow } from '../../src/ui/components/zs-backup-now.js';
import '../../src/ui/components/zs-backup-now.js';
import { FARKLE_TURNS, farkleMidTurn, keepingShareSheet, openLedger, play, removeLedgers } from './db-helpers.js';
import { expectTapTargets, getByRole, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { expectElement } from './harness.js';

describe('zs-backup-now', () => {
  afterEach(removeLedgers);

  it('backs up every game, the one on screen as it stands, and says what it saved', async () => {
    const ledger = openLedger();
    const shown = await play(ledger, await farkleMidTurn(ledger), FARKLE_TURNS.slice(3, 5));
    const { kept, target } = keepingShareSheet();
    const element = await withServices<ZsBackupNow>(
      html`<zs-backup-now .game=${shown} .shareTarget=${target}></zs-backup-now>`,
      recordingServices(ledger),
    );
    const button = getByRole(element, 'button', 'Back up all games now');
    expectTapTargets([button]);
    await expectElement(element);
    button.click();
    await until(() => textOf(element).includes('with 1 game'), 'the report');
    expect(textOf(getByRole(element, 'status'))).to.match(
      /^Shared zilch-backup-\d{4}-\d{2}-\d{2}\.json with 1 game\.$/,
    );
    const reading = readBackup(await (kept[0] as File).text());
    if (!reading.ok) throw new Error(reading.refusal.code);
    expect(reading.backup.games[0]?.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
  });
});
