/**
 * The play screen fits a phone held in one hand: with ten dice and two banners (hot dice, locked
 * points) the dice pad and the turn's buttons are on screen at 390 × 844 without scrolling; at
 * 320 × 568 the next player's pad comes up with its faces above the turn's bar and the advice line
 * in view, without the player scrolling.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { button, openOnPhone, tapFaces, until } from './harness.js';
import type { E2eTest } from './harness.js';

/** The boxes of the elements matching `css` anywhere in the page, shadow roots included, that are drawn. */
async function boxes(page: Page, css: string): Promise<{ top: number; bottom: number }[]> {
  // No named functions inside: the page does not have the bundler's helper that would name them.
  return page.evaluate((selector) => {
    const found: { top: number; bottom: number }[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const element of root.querySelectorAll(selector)) {
        const rect = element.getBoundingClientRect();
        if (rect.height > 0 && element.checkVisibility()) found.push({ top: rect.top, bottom: rect.bottom });
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) roots.push(host.shadowRoot);
    }
    return found;
  }, css);
}

/** Asserts the faces of the pad lie in view, above the turn's bar (which sits on the bottom edge). */
async function expectPadInView(page: Page, height: number, what: string): Promise<void> {
  const faces = await boxes(page, 'button[data-face]');
  assert.ok(faces.length >= 6, `${what}: the pad's faces are drawn (${faces.length})`);
  const [bar] = await boxes(page, 'zs-turn-actions');
  const limit = bar ? bar.top : height;
  const hidden = faces.filter((face) => face.top < 0 || face.bottom > limit + 0.5);
  assert.deepEqual(hidden, [], `${what}: faces under the bar at ${limit}px or off screen`);
}

/** A ten-dice game by the list's order; the first roll scores all ten dice: hot dice and locked points. */
async function tenDiceLocked(page: Page): Promise<void> {
  await button(page, 'New game').tap();
  const newName = page.getByRole('textbox', { name: "New player's name" });
  for (const [index, name] of ['Ana', 'Ben'].entries()) {
    await newName.fill(name);
    await newName.press('Enter');
    await page.getByRole('textbox', { name: `Player ${index + 1} name` }).waitFor();
  }
  await page.getByRole('combobox', { name: 'Rules' }).selectOption('ten-dice');
  await page.getByRole('radio', { name: /We pick the order/ }).check();
  await button(page, 'Start game').tap();
  await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });
  await tapFaces(page, [1, 1, 1, 1, 2, 3, 4, 5, 5, 6]);
  await page
    .getByRole('list', { name: 'Legal holds, best first' })
    .getByRole('button', { name: /^Hold 1, 1, 1, 1, 2, 3, 4, 5, 5, 6:/ })
    .tap();
  await button(page, 'Roll again').tap();
  await page.getByText(/^Hot dice!/).waitFor();
  await page.getByText(/^Locked: /).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

export const tests: readonly E2eTest[] = [
  {
    name: 'ten dice and two banners: the pad and the buttons on screen at 390 × 844; the pad and the advice at 320 × 568',
    async run(t) {
      const { page } = t;
      await openOnPhone(t);
      await tenDiceLocked(page);
      await t.screenshot('50-layout-ten-dice-390');
      await expectPadInView(page, 844, '390 × 844');

      // On the smallest phone: Ana banks, Ben starts fresh; his pad comes up in reach.
      await page.setViewportSize({ width: 320, height: 568 });
      await button(page, 'Bank').tap();
      await page.getByRole('heading', { name: 'Ben is up' }).waitFor();
      await button(page, 'Start fresh').tap();
      await page.getByRole('heading', { name: /^Tap in the roll/ }).waitFor();
      await until('the pad above the bar', async () => {
        const faces = await boxes(page, 'button[data-face]');
        const [bar] = await boxes(page, 'zs-turn-actions');
        return (
          faces.length === 6 &&
          bar !== undefined &&
          faces.every((face) => face.top >= 0 && face.bottom <= bar.top + 0.5)
        );
      });
      await t.screenshot('51-layout-next-pad-320');
      await expectPadInView(page, 568, '320 × 568');

      // Ben keeps a 1: the pad for the nine dice left and the advice on rolling them, both in reach.
      await tapFaces(page, [1, 2, 3, 4, 6, 6, 2, 3, 4, 6]);
      await page.getByRole('button', { name: /^1, (held|not held), die 1 of 10$/ }).waitFor();
      await page
        .getByRole('list', { name: 'Legal holds, best first' })
        .getByRole('button', { name: /^Hold 1:/ })
        .tap();
      await button(page, 'Roll again').tap();
      await page.getByText(/^Roll 9 dice: /).waitFor({ timeout: 15_000 });
      await until('the pad above the bar', async () => (await boxes(page, 'button[data-face]')).length === 6);
      await t.screenshot('52-layout-decide-320');
      await expectPadInView(page, 568, '320 × 568, nine dice to roll');
      const advice = (await boxes(page, '.advice')).filter((box) => box.top >= 0);
      assert.ok(
        advice.length > 0 && advice.every((box) => box.bottom <= 568),
        `the advice line in view: ${JSON.stringify(advice)}`,
      );
    },
  },
];
