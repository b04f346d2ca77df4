import { expect, fixture, html } from '@open-wc/testing';
import { readBackup } from '../../src/export/backup.js';
import { backUpWhatIsLeftNow } from '../../src/ui/app/backup-action.js';
import type { ZsBackupNow } from '../../src/ui/components/zs-backup-now.js';
import '../../src/ui/components/zs-backup-now.js';
import { FARKLE_TURNS, farkleMidTurn, openLedger, play, removeLedgers } from './db-helpers.js';
import { catchFiles } from './export-fixture.js';
import { allByRole, expectTapTargets, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';
import { recordingServices } from './services-fixture.js';

describe('zs-backup-now', () => {
  afterEach(removeLedgers);

  it('asks its page for the backup with one tap, and shows what the page says it did', async () => {
    const element = await fixture<ZsBackupNow>(html`<zs-backup-now></zs-backup-now>`);
    const button = getByRole(element, 'button', 'Back up all games now');
    expectTapTargets([button]);
    expect(allByRole(element, 'status')).to.have.length(0);
    await expectElement(element, { act: () => button.click(), fires: [{ type: 'zs-back-up-now' }] });

    element.busy = true;
    await element.updateComplete;
    const working = getByRole(element, 'button', 'Making the backup…');
    expect((working as HTMLButtonElement).disabled).to.equal(true);

    element.busy = false;
    element.report = { ok: true, message: 'Shared zilch-backup-2026-11-23.json with 2 games.' };
    await element.updateComplete;
    expect(textOf(getByRole(element, 'status'))).to.equal('Shared zilch-backup-2026-11-23.json with 2 games.');
    await expectElement(element, {
      act: () => getByRole(element, 'button', 'Back up all games now').click(),
      fires: [{ type: 'zs-back-up-now' }],
    });
  });

  it('the backup its page makes holds every game, the one on screen as it stands', async () => {
    const ledger = openLedger();
    const shown = await play(ledger, await farkleMidTurn(ledger), FARKLE_TURNS.slice(3, 5));
    const caught = catchFiles({ share: true });
    try {
      const report = await backUpWhatIsLeftNow(recordingServices(ledger), shown);
      expect(report.ok).to.equal(true);
      expect(report.message).to.match(/^Shared zilch-backup-\d{4}-\d{2}-\d{2}\.json with 1 game\.$/);
      expect(caught.files.map((file) => file.via)).to.deep.equal(['share']);
      const reading = readBackup(caught.files[0]?.text ?? '');
      if (!reading.ok) throw new Error(reading.refusal.code);
      expect(reading.backup.games[0]?.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
    } finally {
      caught.restore();
    }
  });
});
