/**
 * The play page's single-key shortcuts and WCAG 2.1.4: they act only where the page has the
 * keyboard (focus inside it, or on nothing while it is on screen), never from a text field, a
 * dialog or a control outside the page, and they can be switched off.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';

import { allByRole, allElements, faceButton, getByRole } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { cleanUpPlay, draftDice, mountPage, newGame, settled, stored, untilStored } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

/**
 * Makes this browser answer as a phone or tablet without a mouse does ("(hover: none) and (pointer:
 * coarse)"), which headless Chromium cannot emulate. Returns the undo.
 */
function touchOnlyDevice(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    original.call(window, query === '(hover: none) and (pointer: coarse)' ? 'all' : query);
  return () => {
    window.matchMedia = original;
  };
}

function shortcutsSwitches(page: ZsPlayPage): HTMLElement[] {
  return allByRole(page, 'switch', 'Key shortcuts');
}

async function keys(page: ZsPlayPage, pressed: readonly string[]) {
  for (const key of pressed) await sendKeys({ press: key });
  await settled(page);
}

describe('zs-play-page: key shortcuts', () => {
  afterEach(cleanUpPlay);

  it('do nothing while typing in a field, or with focus on a control or in a dialog outside the page', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const elsewhere = await fixture<HTMLDivElement>(html`<div>
      <label>Notes <input /></label>
      <button type="button">Elsewhere</button>
      <dialog><button type="button">In a dialog</button></dialog>
    </div>`);

    const input = elsewhere.querySelector('input') as HTMLInputElement;
    input.focus();
    await keys(page, ['b', '4', 'Enter', 'u']);
    expect(input.value).to.equal('b4u');

    (elsewhere.querySelector('button') as HTMLButtonElement).focus();
    await keys(page, ['b', 'Enter', 'u']);

    const dialog = elsewhere.querySelector('dialog') as HTMLDialogElement;
    dialog.showModal();
    (dialog.querySelector('button') as HTMLButtonElement).focus();
    await keys(page, ['b', 'u']);
    dialog.close();

    // Neither the hold nor the bank nor an undo was written.
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);
  });

  it('work with focus inside the page and with focus on nothing', async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    faceButton(page, 6).focus();
    await keys(page, ['4', '4', '2', 'Backspace']);
    expect(draftDice(page)).to.deep.equal([4, 4]);

    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).to.equal(document.body);
    await keys(page, ['4', '1', '5', '3']);
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    await keys(page, ['b']);
    const banked = await untilStored(ledger, game.row.id, 3);
    expect(banked.state.players[0]?.score).to.equal(550);
  });

  it('can be switched off, remembered on this device; buttons still answer their keys', async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const toggle = getByRole(page, 'switch', 'Key shortcuts');
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    toggle.click();
    await settled(page);
    expect(toggle.getAttribute('aria-checked')).to.equal('false');

    faceButton(page, 6).focus();
    await keys(page, ['4', '1']);
    expect(draftDice(page)).to.deep.equal([]);
    // The focused face button still works as a button does.
    await keys(page, ['Enter']);
    expect(draftDice(page)).to.deep.equal([6]);

    page.remove();
    const again = await mountPage(game.row.id, recordingServices(ledger));
    const toggleAgain = getByRole(again, 'switch', 'Key shortcuts');
    expect(toggleAgain.getAttribute('aria-checked')).to.equal('false');
    (document.activeElement as HTMLElement | null)?.blur();
    await keys(again, ['2']);
    expect(draftDice(again)).to.deep.equal([6]);
    toggleAgain.click();
    await settled(again);
    await keys(again, ['2']);
    expect(draftDice(again)).to.deep.equal([6, 2]);
  });

  describe('on a touch-only phone or tablet', () => {
    let restore: () => void = () => undefined;
    beforeEach(() => {
      restore = touchOnlyDevice();
    });
    afterEach(() => restore());

    it('the switch stays hidden while the device has only been tapped, or typed into a text field', async () => {
      const { ledger, game } = await newGame('farkle');
      const page = await mountPage(game.row.id, recordingServices(ledger));
      expect(shortcutsSwitches(page)).to.have.length(0);
      faceButton(page, 5).click();
      await settled(page);
      expect(draftDice(page)).to.deep.equal([5]);

      // Typing into the total field may be the on-screen keyboard: it does not count.
      getByRole(page, 'switch', 'Total mode').click();
      await settled(page);
      const points = allElements(page).find((element) => element.localName === 'input') as HTMLInputElement;
      points.focus();
      await keys(page, ['3', '5', '0']);
      expect(points.value).to.equal('350');
      expect(shortcutsSwitches(page)).to.have.length(0);
      expect(localStorage.getItem('zs-keyboard-seen')).to.equal(null);
      await expectElement(page);
    });

    it('a key pressed outside a text field shows the switch, remembered on the device; while the shortcuts are off it always shows', async () => {
      const { ledger, game } = await newGame('farkle');
      const page = await mountPage(game.row.id, recordingServices(ledger));
      expect(shortcutsSwitches(page)).to.have.length(0);

      // A Bluetooth keyboard: its first key already acts (focus on nothing), and brings the way to switch the keys off.
      (document.activeElement as HTMLElement | null)?.blur();
      await keys(page, ['4']);
      expect(draftDice(page)).to.deep.equal([4]);
      const toggle = getByRole(page, 'switch', 'Key shortcuts');
      toggle.click();
      await settled(page);
      expect(toggle.getAttribute('aria-checked')).to.equal('false');
      await keys(page, ['4']);
      expect(draftDice(page)).to.deep.equal([4]);

      page.remove();
      const again = await mountPage(game.row.id, recordingServices(ledger));
      expect(getByRole(again, 'switch', 'Key shortcuts').getAttribute('aria-checked')).to.equal('false');

      // Even were the keyboard forgotten, switched-off keys keep their switch, to turn them back on.
      localStorage.removeItem('zs-keyboard-seen');
      again.remove();
      const third = await mountPage(game.row.id, recordingServices(ledger));
      const last = getByRole(third, 'switch', 'Key shortcuts');
      last.click();
      await settled(third);
      expect(last.getAttribute('aria-checked')).to.equal('true');
      // Switched back on, it stays for the visit (not pulled from under the finger); with no keyboard known, not on the next.
      expect(shortcutsSwitches(third)).to.have.length(1);
      third.remove();
      expect(shortcutsSwitches(await mountPage(game.row.id, recordingServices(ledger)))).to.have.length(0);
    });
  });
});
