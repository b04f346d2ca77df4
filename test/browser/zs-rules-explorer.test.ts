import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { ZsRulesExplorer } from '../../src/ui/pages/explorer/zs-rules-explorer.js';
import '../../src/ui/pages/explorer/zs-rules-explorer.js';
import { allByRole, choose, faceButton, getByRole, settle, tapFaces, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

/** The explorer on the page's own background, light or dark (index.html's `--zs-bg`), as in the app. */
async function explorer(preset = 'farkle') {
  const page = await fixture<HTMLDivElement>(
    html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)">
      <zs-rules-explorer preset=${preset}></zs-rules-explorer>
    </div>`,
  );
  const element = page.querySelector('zs-rules-explorer');
  if (!element) throw new Error('no zs-rules-explorer');
  await element.updateComplete;
  await settle(element);
  return element;
}

/** The faces of the roll as the remove buttons name them. */
function roll(element: Element): number[] {
  return allByRole(getByRole(element, 'list', 'Roll'), 'button').map((button) =>
    Number(/^Remove (\d), die /.exec(button.getAttribute('aria-label') ?? '')?.[1]),
  );
}

/** Each hold row as "dice → points → split", read from its text. */
function holds(element: Element): { dice: string; points: string; split: string }[] {
  const list = allByRole(element, 'list', 'Legal holds, best first')[0];
  if (!list) return [];
  return allByRole(list, 'listitem').map((item) => {
    const match = /^(?:Best )?hold: ([\d, ]+)\.(?: Best)? ([\d,]+) points\. (.*)$/i.exec(textOf(item));
    if (!match) throw new Error(`unreadable hold row: ${textOf(item)}`);
    return { dice: match[1] ?? '', points: match[2] ?? '', split: match[3] ?? '' };
  });
}

function status(element: Element): string {
  return textOf(getByRole(element, 'status'));
}

/** The live region's text exactly as assistive technology gets it. */
function rawStatus(element: Element): string {
  return getByRole(element, 'status').textContent ?? '';
}

async function choosePreset(element: ZsRulesExplorer, id: string) {
  choose(getByRole(element, 'combobox', 'Rules'), id);
  await settle(element);
}

/** Presses a key as a person does and lets the explorer settle. */
async function press(element: Element, key: string) {
  await sendKeys({ press: key });
  await settle(element);
}

describe('zs-rules-explorer', () => {
  it('shows the best hold of a Farkle roll first: 1,2,3,5,5,6 holds 1,5,5 for 200', async () => {
    const element = await explorer('farkle');
    await tapFaces(element, [1, 2, 3, 5, 5, 6]);
    await settle(element);
    expect(roll(element)).to.deep.equal([1, 2, 3, 5, 5, 6]);
    const rows = holds(element);
    expect(rows[0]).to.deep.equal({ dice: '1, 5, 5', points: '200', split: 'single 1 + two single 5s' });
    expect(rows.map((row) => row.points)).to.deep.equal(['200', '150', '100', '100', '50']);
    expect(textOf(element)).to.contain('5 holds');
  });

  it('finds the straight plus a 1 in a ten-dice roll, and lists the 450 hold 1,1,2,2,2,5', async () => {
    const element = await explorer('ten-dice');
    await tapFaces(element, [1, 1, 5, 2, 2, 2, 3, 4, 6, 6]);
    await settle(element);
    const rows = holds(element);
    expect(rows[0]).to.deep.equal({ dice: '1, 1, 2, 3, 4, 5, 6', points: '1,600', split: '1-2-3-4-5-6 + single 1' });
    expect(rows).to.deep.include({
      dice: '1, 1, 2, 2, 2, 5',
      points: '450',
      split: 'three 2s + two single 1s + single 5',
    });
    expect(status(element)).to.contain('Best hold: 1,600 points');
  });

  it('says "Zilch!" for 2,3,4,6,6,3 under Zilch to 5,000', async () => {
    const element = await explorer('zilch-5k');
    await tapFaces(element, [2, 3, 4, 6, 6, 3]);
    await settle(element);
    expect(holds(element)).to.deep.equal([]);
    expect(textOf(element)).to.contain('Zilch!');
    expect(status(element)).to.contain('Zilch!');
  });

  it('reads the rules as data: three pairs score 1,500 in Farkle and zilch in Zilch to 5,000', async () => {
    const element = await explorer('farkle');
    await tapFaces(element, [2, 2, 3, 3, 4, 4]);
    await settle(element);
    expect(holds(element)).to.deep.equal([{ dice: '2, 2, 3, 3, 4, 4', points: '1,500', split: 'three pairs' }]);
    await choosePreset(element, 'zilch-5k');
    expect(holds(element)).to.deep.equal([]);
    expect(textOf(element)).to.contain('Zilch!');
  });

  it('gives the chance to zilch for all the dice, then for the dice tapped in', async () => {
    const element = await explorer('farkle');
    expect(textOf(element)).to.contain('Chance to zilch with 6 dice: 2.31%');
    await tapFaces(element, [2]);
    await settle(element);
    expect(textOf(element)).to.contain('Chance to zilch with 1 die: 66.67%');
    await choosePreset(element, 'zilch-5k');
    await tapFaces(element, [3, 4, 6, 6, 2]);
    await settle(element);
    expect(textOf(element)).to.contain('Chance to zilch with 6 dice: 3.09%');
  });

  it('refuses a die beyond the dice count and says why', async function () {
    // Ten dice tapped in one by one, each roll's holds worked out: over 20 s once on a busy CI machine.
    this.timeout(60_000);
    const element = await explorer('ten-dice');
    await tapFaces(element, [1, 2, 3, 4, 5, 6, 6, 6, 6, 6]);
    await settle(element);
    expect(textOf(element)).not.to.contain('remove one first');
    await tapFaces(element, [1]);
    await settle(element);
    expect(roll(element)).to.have.length(10);
    expect(textOf(element)).to.contain('10-dice Zilch uses 10 dice: remove one first');
    expect(status(element)).to.contain('10-dice Zilch uses 10 dice: remove one first');
    // A second refusal is announced again, though it says the same.
    for (let again = 0; again < 2; again++) {
      const before = rawStatus(element);
      await tapFaces(element, [1]);
      await settle(element);
      expect(rawStatus(element)).not.to.equal(before);
      expect(status(element)).to.contain('remove one first');
    }
    // Removing a die makes room, and the message goes.
    getByRole(element, 'button', 'Remove 2, die 2 of 10').click();
    await settle(element);
    expect(roll(element)).to.deep.equal([1, 3, 4, 5, 6, 6, 6, 6, 6]);
    expect(textOf(element)).not.to.contain('remove one first');
  });

  it('removes a die when it is tapped, and clears the roll with Clear', async () => {
    const element = await explorer('farkle');
    await tapFaces(element, [1, 5, 2]);
    await settle(element);
    allByRole(getByRole(element, 'list', 'Roll'), 'button')[1]?.click();
    await settle(element);
    expect(roll(element)).to.deep.equal([1, 2]);
    expect(holds(element)[0]?.points).to.equal('100');
    getByRole(element, 'button', 'Clear').click();
    await settle(element);
    expect(roll(element)).to.deep.equal([]);
    expect(textOf(element)).to.contain('Tap the dice of a roll');
    expect(status(element)).to.equal('The roll is empty.');
  });

  it('takes digits, Backspace and Escape from the keyboard while focus is inside', async () => {
    const element = await explorer('farkle');
    faceButton(element, 6).focus();
    for (const key of ['1', '5', '5', '7', '0']) await sendKeys({ press: key });
    await settle(element);
    expect(roll(element)).to.deep.equal([1, 5, 5]);
    expect(holds(element)[0]?.points).to.equal('200');
    await press(element, 'Backspace');
    expect(roll(element)).to.deep.equal([1, 5]);
    await press(element, 'Escape');
    expect(roll(element)).to.deep.equal([]);
    // Focus stayed inside, so typing goes on working.
    await press(element, '4');
    expect(roll(element)).to.deep.equal([4]);
  });

  it('keeps focus inside when the focused die is removed with Backspace', async () => {
    const element = await explorer('farkle');
    await tapFaces(element, [3, 1]);
    await settle(element);
    getByRole(element, 'button', 'Remove 1, die 2 of 6').focus();
    await press(element, 'Backspace');
    await press(element, 'Backspace');
    expect(roll(element)).to.deep.equal([]);
    await press(element, '5');
    expect(roll(element)).to.deep.equal([5]);
  });

  it('leaves keys alone in the rules select and outside the explorer', async () => {
    const element = await explorer('farkle');
    getByRole(element, 'combobox', 'Rules').focus();
    await press(element, '2');
    expect(roll(element)).to.deep.equal([]);
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    try {
      outside.focus();
      await sendKeys({ press: '3' });
      await settle(element);
      expect(roll(element)).to.deep.equal([]);
    } finally {
      outside.remove();
    }
  });

  it('trims the roll when the new preset has fewer dice, and says so', async () => {
    const element = await explorer('ten-dice');
    await tapFaces(element, [1, 1, 5, 2, 2, 2, 3, 4]);
    await settle(element);
    await choosePreset(element, 'farkle');
    expect(roll(element)).to.deep.equal([1, 1, 5, 2, 2, 2]);
    expect(textOf(element)).to.contain('Farkle uses 6 dice, so the last 2 dice were removed');
    expect(textOf(element)).to.contain('6 of 6 dice');
    expect(holds(element)[0]).to.deep.equal({
      dice: '1, 1, 2, 2, 2, 5',
      points: '450',
      split: 'three 2s + two single 1s + single 5',
    });
    await until(
      () =>
        status(element) ===
        'Farkle, 6 dice. Farkle uses 6 dice, so the last 2 dice were removed. Best hold: 450 points, with 6 dice rolled.',
      `status was "${status(element)}"`,
    );
  });

  it('keeps the roll when the new preset has room for it', async () => {
    const element = await explorer('farkle');
    await tapFaces(element, [1, 1, 1, 1]);
    await settle(element);
    expect(holds(element)[0]?.points).to.equal('2,000');
    await choosePreset(element, 'zilch-15k');
    expect(roll(element)).to.deep.equal([1, 1, 1, 1]);
    expect(holds(element)[0]).to.deep.equal({ dice: '1, 1, 1, 1', points: '4,000', split: 'four 1s' });
    await choosePreset(element, 'zilch-10k');
    expect(holds(element)[0]).to.deep.equal({ dice: '1, 1, 1, 1', points: '1,100', split: 'three 1s + single 1' });
    expect(textOf(element)).not.to.contain('were removed');
  });

  it('announces the best hold after each change in a polite live region', async () => {
    const element = await explorer('farkle');
    const region = getByRole(element, 'status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await tapFaces(element, [5]);
    await settle(element);
    expect(status(element)).to.equal('Best hold: 50 points, with 1 die rolled.');
    await tapFaces(element, [1]);
    await settle(element);
    expect(status(element)).to.equal('Best hold: 150 points, with 2 dice rolled.');
    await choosePreset(element, 'zilch-5k');
    await until(
      () => status(element) === 'Zilch to 5,000, 6 dice. Best hold: 150 points, with 2 dice rolled.',
      `status was "${status(element)}"`,
    );
    getByRole(element, 'button', 'Clear').click();
    await settle(element);
    await choosePreset(element, 'ten-dice');
    await until(() => status(element) === '10-dice Zilch, 10 dice.', `status was "${status(element)}"`);
  });

  describe('accessibility', () => {
    afterEach(() => emulateMedia({ colorScheme: 'light' }));

    it('is accessible empty, with holds, with a zilch and with a refusal', async () => {
      const element = await explorer('zilch-5k');
      await expectElement(element);
      await tapFaces(element, [1, 2, 3, 5, 5, 6]);
      await settle(element);
      await expectElement(element);
      await tapFaces(element, [4]);
      await settle(element);
      await expectElement(element);
      getByRole(element, 'button', 'Clear').click();
      await settle(element);
      await tapFaces(element, [2, 3, 4, 6, 6, 3]);
      await settle(element);
      await expectElement(element);
    });

    it('is accessible in dark mode', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const element = await explorer('ten-dice');
      await tapFaces(element, [1, 1, 5, 2, 2, 2, 3, 4, 6, 6, 6]);
      await settle(element);
      await expectElement(element);
      getByRole(element, 'button', 'Clear').click();
      await settle(element);
      await choosePreset(element, 'zilch-5k');
      await tapFaces(element, [2, 3, 4, 6, 6, 3]);
      await settle(element);
      await expectElement(element);
    });
  });
});
