/**
 * Where the keyboard goes when the control it was on leaves the screen (the pad after a roll's last
 * die, the hold after Bank): for keyboard users, to what comes next, once the result is painted;
 * after a touch, nowhere (focus() costs the frame a restyle, and a finger needs no focus). And the
 * pad and the hold card stay in the page, taking turns, instead of being built again at each roll.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { allElements, faceButton } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { focused } from './form-helpers.js';
import { cleanUpPlay, holdOnScreen, mountPage, newGame, settled, untilStored } from './zs-play-helpers.js';

/** The custom elements around `element`, innermost first. */
function hostsOf(element: Element | null): string[] {
  const hosts: string[] = [];
  for (let root = element?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
    hosts.push(root.host.localName);
  return hosts;
}

function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => setTimeout(() => next(left - 1)));
    next(count);
  });
}

function card(page: ZsPlayPage, tag: 'zs-pad-card' | 'zs-hold-card'): HTMLElement & { parked: boolean } {
  const found = allElements(page).find((element) => element.localName === tag);
  if (!found) throw new Error(`no ${tag}`);
  return found as HTMLElement & { parked: boolean };
}

/** A touch on `target`, as a finger's pointerdown reaches the page before its click. */
function touch(target: HTMLElement) {
  target.dispatchEvent(
    new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true, composed: true }),
  );
  target.focus();
  target.click();
}

describe('zs-play-page: the keyboard and the cards', () => {
  afterEach(cleanUpPlay);

  it('keyboard: the last die of a roll takes the keyboard to the hold, Bank back to the pad, after the paint', async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    faceButton(page, 1).focus();
    for (const key of ['1', '1', '1', '5', '2', '3']) await sendKeys({ press: key });
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    await frames(2);
    expect(holdOnScreen(page)).to.equal(true);
    expect(hostsOf(focused())).to.include('zs-hold-picker');

    await sendKeys({ press: 'b' });
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    await frames(2);
    expect(hostsOf(focused())).to.include('zs-dice-pad');
  });

  it('touch: the keyboard is not moved, and the pad and the hold card are the same elements roll after roll', async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const pad = card(page, 'zs-pad-card');
    const hold = card(page, 'zs-hold-card');
    expect([pad.parked, hold.parked]).to.deep.equal([false, true]);

    for (const face of [1, 1, 1, 5, 2, 3] as const) {
      touch(faceButton(page, face));
      await page.updateComplete;
    }
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    await frames(2);
    expect(holdOnScreen(page)).to.equal(true);
    expect(hostsOf(focused())).to.not.include('zs-hold-picker');
    expect([card(page, 'zs-pad-card'), card(page, 'zs-hold-card')]).to.deep.equal([pad, hold]);
    expect([pad.parked, hold.parked]).to.deep.equal([true, false]);
  });
});
