import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { ZsCorrectTurn } from '../../src/ui/pages/sheet/zs-correct-turn.js';
import '../../src/ui/pages/sheet/zs-correct-turn.js';
import { descriptionOf, focused } from './form-helpers.js';
import { allByRole, allElements, expectTapTargets, getByRole, nameOf, textOf, until } from './helpers.js';
import type { ZsCorrectDetail } from '../../src/ui/app/events.js';
import { expectElement } from './harness.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dialog correcting Ben's 600 of round 1, opened. */
async function openDialog(points = 600, was = '600'): Promise<ZsCorrectTurn> {
  const page =
    await fixture<HTMLDivElement>(html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)">
    <zs-correct-turn heading="Turn 2, Ben, round 1" was=${was} points=${points}></zs-correct-turn>
  </div>`);
  const element = page.querySelector('zs-correct-turn') as ZsCorrectTurn;
  element.open = true;
  await element.updateComplete;
  await until(() => dialogOf(element).open, 'the dialog opens');
  return element;
}

function dialogOf(element: ZsCorrectTurn): HTMLDialogElement {
  const dialog = element.shadowRoot?.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

function fieldOf(element: ZsCorrectTurn): HTMLInputElement {
  const field = allElements(element).find(
    (candidate): candidate is HTMLInputElement => candidate instanceof HTMLInputElement,
  );
  if (!field || nameOf(field) !== 'Points') throw new Error('no field named Points');
  return field;
}

/** Records what the dialog sends: the points of each `zs-correct`, and "cancel" for each `zs-correct-cancel`. */
function record(target: EventTarget): (number | 'cancel')[] {
  const sent: (number | 'cancel')[] = [];
  target.addEventListener('zs-correct', (event) => sent.push((event as CustomEvent<ZsCorrectDetail>).detail.points));
  target.addEventListener('zs-correct-cancel', () => sent.push('cancel'));
  return sent;
}

/** Replaces the field's text the way a player does: select all, type. */
async function retype(element: ZsCorrectTurn, text: string) {
  const field = fieldOf(element);
  field.focus();
  field.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
}

/** Typing in the field clears the message under it and marks the field valid again. */
async function expectClearedByTyping(element: ZsCorrectTurn, text: string) {
  await sendKeys({ type: text });
  await element.updateComplete;
  expect(textOf(getByRole(dialogOf(element), 'alert'))).to.equal('');
  expect(fieldOf(element).getAttribute('aria-invalid')).to.equal('false');
}

describe('zs-correct-turn', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('opens as a modal dialog named after the turn, with focus in the Points field', async () => {
    const element = await openDialog();
    const dialog = dialogOf(element);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(nameOf(dialog)).to.equal('Turn 2, Ben, round 1: was 600');
    expect(descriptionOf(dialog)).to.equal('Type the right points, or choose Zilch.');
    const field = fieldOf(element);
    expect(focused() === field, 'focus is in the field').to.equal(true);
    expect(field.value).to.equal('600');
    expect(field.inputMode).to.equal('numeric');
    expect(descriptionOf(field)).to.equal('A multiple of 50; the whole turn, points taken over included.');
  });

  it('starts empty for a zilch, and typed digits replace the old points', async () => {
    const zilch = await openDialog(0, 'Zilch');
    expect(fieldOf(zilch).value).to.equal('');
    const element = await openDialog();
    await sendKeys({ type: '650' });
    expect(fieldOf(element).value).to.equal('650');
  });

  it('saves with Enter: the right points, "1,000" read as 1000, in a bubbling, composed zs-correct', async () => {
    const element = await openDialog();
    await expectElement(element, {
      act: async () => {
        await sendKeys({ type: '1,000' });
        await sendKeys({ press: 'Enter' });
        // A phone's keyboard types a curly apostrophe; points the game refuses (not fifties) are its call.
        await retype(element, '1’250');
        await sendKeys({ press: 'Enter' });
        await retype(element, '640');
        await sendKeys({ press: 'Enter' });
      },
      fires: [
        { type: 'zs-correct', detail: { points: 1000 } },
        { type: 'zs-correct', detail: { points: 1250 } },
        { type: 'zs-correct', detail: { points: 640 } },
      ],
      silent: ['zs-correct-cancel'],
    });
  });

  it('saves with the Save button, and makes the turn a zilch with Zilch, also from the keyboard', async () => {
    const element = await openDialog();
    await expectElement(element, {
      act: async () => {
        await retype(element, '700');
        getByRole(dialogOf(element), 'button', 'Save').click();
        getByRole(dialogOf(element), 'button', 'Zilch').click();
        fieldOf(element).focus();
        await sendKeys({ press: 'Tab' }); // Save
        await sendKeys({ press: 'Tab' }); // Zilch
        expect(nameOf(focused() as Element)).to.equal('Zilch');
        await sendKeys({ press: 'Enter' });
      },
      fires: [
        { type: 'zs-correct', detail: { points: 700 } },
        { type: 'zs-correct', detail: { points: 0 } },
        { type: 'zs-correct', detail: { points: 0 } },
      ],
      silent: ['zs-correct-cancel'],
    });
  });

  it('refuses what is not points right under the field, and sends nothing', async () => {
    const element = await openDialog();
    const field = fieldOf(element);
    const alert = getByRole(dialogOf(element), 'alert');
    await expectElement(element, {
      act: async () => {
        for (const [typed, message] of [
          ['six hundred', 'Type the points as a whole number, like 650: "six hundred" is not one.'],
          // A dot may be a decimal point: refused, never guessed to be 250.
          ['2.50', 'Type the points as a whole number, like 650: "2.50" is not one.'],
          ['', "Type the turn's points, or tap Zilch."],
        ] as const) {
          await retype(element, typed);
          await sendKeys({ press: 'Enter' });
          await element.updateComplete;
          expect(textOf(alert)).to.equal(message);
          expect(field.getAttribute('aria-invalid')).to.equal('true');
          expect(descriptionOf(field)).to.contain(message);
          expect(focused() === field, 'focus stays in the field').to.equal(true);
          // Right under the field, before the buttons.
          expect(alert.getBoundingClientRect().top).to.be.greaterThan(field.getBoundingClientRect().bottom);
          expect(alert.getBoundingClientRect().bottom).to.be.at.most(
            getByRole(dialogOf(element), 'button', 'Save').getBoundingClientRect().top,
          );
        }
      },
      silent: ['zs-correct', 'zs-correct-cancel'],
    });
    // Typing again clears the message.
    await expectClearedByTyping(element, '650');
  });

  it("shows the game's refusal in the dialog and gives focus back to the field", async () => {
    const element = await openDialog();
    await retype(element, '800');
    getByRole(dialogOf(element), 'button', 'Save').focus();
    await expectElement(element, {
      act: ['Enter'],
      fires: [{ type: 'zs-correct', detail: { points: 800 } }],
      silent: ['zs-correct-cancel'],
      accessible: false,
    });
    // The page saves, and the game refuses.
    element.busy = true;
    await element.updateComplete;
    element.busy = false;
    element.error =
      'That change would make turn 6 (Ben, round 2) illegal: The bank to take over is 800 with 2 dice, not 750 with 2 dice.';
    await element.updateComplete;
    const alert = getByRole(dialogOf(element), 'alert');
    expect(textOf(alert)).to.equal(element.error);
    expect(dialogOf(element).open).to.equal(true);
    const field = fieldOf(element);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(focused() === field, 'focus is back in the field').to.equal(true);
    expect(field.selectionStart).to.equal(0);
    expect(field.selectionEnd).to.equal(3);
    // The refusal was about 800: typing other points clears it.
    await expectClearedByTyping(element, '750');
  });

  it('closes with Escape or Cancel and says so; closed by its page, it says nothing', async () => {
    let element = await openDialog();
    let sent = record(element);
    await sendKeys({ type: '1000' });
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(element).open, 'Escape closes the dialog');
    // The dialog's close event comes a moment after it closes.
    await until(() => sent.length > 0, 'the dialog says it was cancelled');
    expect(sent).to.deep.equal(['cancel']);

    element = await openDialog();
    sent = record(element);
    getByRole(dialogOf(element), 'button', 'Cancel').click();
    await until(() => !dialogOf(element).open, 'Cancel closes the dialog');
    await until(() => sent.length > 0, 'the dialog says it was cancelled');
    expect(sent).to.deep.equal(['cancel']);

    element = await openDialog();
    sent = record(element);
    element.open = false;
    await element.updateComplete;
    expect(dialogOf(element).open).to.equal(false);
    await wait(50);
    expect(sent).to.deep.equal([]);
  });

  it('waits while the correction is being saved: no Escape, no second save', async () => {
    const element = await openDialog();
    element.busy = true;
    await element.updateComplete;
    for (const name of ['Save', 'Zilch', 'Cancel'])
      expect((getByRole(dialogOf(element), 'button', name) as HTMLButtonElement).disabled).to.equal(true);
    fieldOf(element).focus();
    await expectElement(element, {
      act: async () => {
        await sendKeys({ press: 'Enter' });
        await sendKeys({ press: 'Escape' });
        await wait(50);
      },
      silent: ['zs-correct', 'zs-correct-cancel'],
    });
    expect(dialogOf(element).open).to.equal(true);
  });

  it('starts afresh when opened again: the old points, no old message', async () => {
    const element = await openDialog();
    await retype(element, '640');
    await sendKeys({ press: 'Enter' });
    element.open = false;
    await element.updateComplete;
    element.points = 550;
    element.open = true;
    await element.updateComplete;
    await until(() => dialogOf(element).open, 'the dialog opens again');
    await element.updateComplete;
    expect(fieldOf(element).value).to.equal('550');
    expect(textOf(getByRole(dialogOf(element), 'alert'))).to.equal('');
  });

  it('asks to confirm what the correction changes, focus on the confirming button, and sends the confirmation', async () => {
    const element = await openDialog();
    await expectElement(element, {
      act: async () => {
        await retype(element, '3500');
        await sendKeys({ press: 'Enter' });
        // The page finds the correction changes the end of the game.
        element.changes = ['Ana now wins with 15,550.', '2 tie-break throws are dropped: they no longer count.'];
        await element.updateComplete;
        const dialog = dialogOf(element);
        const list = getByRole(dialog, 'list');
        expect(allByRole(list, 'listitem').map((item) => textOf(item))).to.deep.equal(element.changes);
        // The dialog is described by what it asks and by every change.
        const description = descriptionOf(dialog);
        expect(description.startsWith('Correcting it to 3,500 also changes the game: ')).to.equal(true);
        for (const change of element.changes) expect(description).to.contain(change);
        const confirm = getByRole(dialog, 'button', 'Correct the turn');
        expect(focused() === confirm, 'focus is on the confirming button').to.equal(true);
        // The field is out of the way (and out of the accessibility tree) while the players confirm.
        expect(
          allElements(element).some(
            (candidate) => candidate instanceof HTMLInputElement && candidate.checkVisibility(),
          ),
        ).to.equal(false);
        expectTapTargets([...dialog.querySelectorAll('section button')]);
        await expectElement(element);
        await sendKeys({ press: 'Enter' });
      },
      fires: [{ type: 'zs-correct', detail: { points: 3500 } }, { type: 'zs-correct-confirm' }],
      silent: ['zs-correct-back'],
      accessible: false,
    });
  });

  it('goes Back to the field with the typed points, ready to change them', async () => {
    const element = await openDialog();
    await expectElement(element, {
      act: async () => {
        await retype(element, '3500');
        await sendKeys({ press: 'Enter' });
        element.changes = ['The game is no longer over: Ben is up.'];
        await element.updateComplete;
        getByRole(dialogOf(element), 'button', 'Back').click();
      },
      fires: [{ type: 'zs-correct', detail: { points: 3500 } }, { type: 'zs-correct-back' }],
      accessible: false,
    });
    element.changes = [];
    await element.updateComplete;
    const field = fieldOf(element);
    expect(field.value).to.equal('3500');
    expect(focused() === field, 'focus is back in the field').to.equal(true);
    expect(descriptionOf(dialogOf(element))).to.equal('Type the right points, or choose Zilch.');
  });

  it('names a zilch being confirmed as such, and waits while it is saved', async () => {
    const element = await openDialog();
    await expectElement(element, {
      act: async () => {
        getByRole(dialogOf(element), 'button', 'Zilch').click();
        element.changes = ['The game is no longer over: Ben is up.'];
        await element.updateComplete;
        expect(descriptionOf(dialogOf(element))).to.match(/^Correcting it to a zilch also changes the game:/);
        element.busy = true;
        await element.updateComplete;
        const confirm = getByRole(dialogOf(element), 'button', 'Correct the turn') as HTMLButtonElement;
        expect(confirm.disabled).to.equal(true);
        confirm.click();
      },
      fires: [{ type: 'zs-correct', detail: { points: 0 } }],
      silent: ['zs-correct-confirm'],
    });
  });

  it('has tap targets of at least 44px', async () => {
    const element = await openDialog();
    expectTapTargets([fieldOf(element), ...dialogOf(element).querySelectorAll('button')]);
  });

  it('is accessible, with a refusal shown, light and dark', async () => {
    const element = await openDialog();
    await expectElement(element);
    element.error = 'That change would make turn 6 (Ben, round 2) illegal.';
    await element.updateComplete;
    await expectElement(element);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(element);
  });
});
