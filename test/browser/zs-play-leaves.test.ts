import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ZsBanner } from '../../src/ui/components/zs-banner.js';
import type { ZsChallengePicker } from '../../src/ui/pages/play/zs-challenge-picker.js';
import type { ZsDie } from '../../src/ui/components/zs-die.js';
import type { ExplainedHold } from '../../src/ui/components/zs-hold-list.js';
import type { ZsHoldPicker } from '../../src/ui/pages/play/zs-hold-picker.js';
import type { ZsTakeOver } from '../../src/ui/pages/play/zs-take-over.js';
import type { ZsTieBreak } from '../../src/ui/pages/play/zs-tie-break.js';
import type { ZsTotalEntry } from '../../src/ui/pages/play/zs-total-entry.js';
import type { ZsTurnActions } from '../../src/ui/pages/play/zs-turn-actions.js';
import type { ZsTurnStatus } from '../../src/ui/pages/play/zs-turn-status.js';
import '../../src/ui/components/zs-banner.js';
import '../../src/ui/pages/play/zs-challenge-picker.js';
import '../../src/ui/components/zs-die.js';
import '../../src/ui/pages/play/zs-hold-picker.js';
import '../../src/ui/pages/play/zs-take-over.js';
import '../../src/ui/pages/play/zs-tie-break.js';
import '../../src/ui/pages/play/zs-total-entry.js';
import '../../src/ui/pages/play/zs-turn-actions.js';
import '../../src/ui/pages/play/zs-turn-status.js';
import { allByRole, allElements, getByRole, nameOf, textOf } from './helpers.js';

/** Records the details of every `type` event that reaches `target`. */
function record<T>(target: EventTarget, type: string): T[] {
  const details: T[] = [];
  target.addEventListener(type, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

const HOLDS: ExplainedHold[] = [
  { dice: [1, 5, 5], points: 200, split: ['single 1', 'two single 5s'] },
  { dice: [1, 5], points: 150, split: ['single 1', 'single 5'] },
  { dice: [1], points: 100, split: ['single 1'] },
  { dice: [5, 5], points: 100, split: ['two single 5s'] },
  { dice: [5], points: 50, split: ['single 5'] },
];

describe('zs-die held', () => {
  it('is named "5, held" and drawn differently when held, "5" otherwise', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="5" held></zs-die>`);
    expect(allByRole(die, 'img', '5, held')).to.have.length(1);
    const heldEdge = getComputedStyle(die.shadowRoot?.querySelector('.face') as Element).strokeWidth;
    die.held = false;
    await die.updateComplete;
    expect(allByRole(die, 'img', '5')).to.have.length(1);
    expect(getComputedStyle(die.shadowRoot?.querySelector('.face') as Element).strokeWidth).not.to.equal(heldEdge);
  });

  it('is accessible when held', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="3" held></zs-die>`);
    await expect(die).to.be.accessible();
  });
});

describe('zs-hold-picker', () => {
  const picker = () =>
    fixture<ZsHoldPicker>(html`<zs-hold-picker
      .roll=${[1, 5, 5, 2, 3, 6]}
      .held=${[true, true, true, false, false, false]}
      .holds=${HOLDS}
      summary="Holding 1, 5, 5: 200."
      advice="Pre-selected: the most points."
    ></zs-hold-picker>`);

  it('shows each die as a toggle named by face, hold and place: "5, held, die 2 of 6"', async () => {
    const element = await picker();
    const group = getByRole(element, 'group', 'Dice of the roll');
    expect(allByRole(group, 'button').map((button) => [nameOf(button), button.getAttribute('aria-pressed')])).to.deep.equal([
      ['1, held, die 1 of 6', 'true'],
      ['5, held, die 2 of 6', 'true'],
      ['5, held, die 3 of 6', 'true'],
      ['2, not held, die 4 of 6', 'false'],
      ['3, not held, die 5 of 6', 'false'],
      ['6, not held, die 6 of 6', 'false'],
    ]);
    expect(textOf(element)).to.contain('Holding 1, 5, 5: 200.');
    expect(textOf(element)).to.contain('Pre-selected: the most points.');
  });

  it('asks to toggle a die, by position', async () => {
    const element = await picker();
    const changes = record<{ held: boolean[] }>(element, 'zs-hold-change');
    getByRole(element, 'button', '5, held, die 3 of 6').click();
    getByRole(element, 'button', '6, not held, die 6 of 6').click();
    expect(changes.map((change) => change.held)).to.deep.equal([
      [true, true, false, false, false, false],
      [true, true, true, false, false, true],
    ]);
  });

  it('lists the legal holds best first with points; a tap selects its dice', async () => {
    const element = await picker();
    const list = getByRole(element, 'list', 'Legal holds, best first');
    const names = allByRole(list, 'button').map((button) => nameOf(button));
    expect(names[0]).to.equal('Hold 1, 5, 5: 200 points, single 1 + two single 5s');
    expect(names).to.have.length(5);
    expect(getByRole(list, 'button', /^Hold 1, 5, 5:/).getAttribute('aria-pressed')).to.equal('true');
    const changes = record<{ held: boolean[] }>(element, 'zs-hold-change');
    getByRole(list, 'button', /^Hold 5, 5:/).click();
    expect(changes[0]?.held).to.deep.equal([false, true, true, false, false, false]);
  });

  it('confirms with Enter on a die (the selection) or on a hold (that hold)', async () => {
    const element = await picker();
    const confirms = record<undefined>(element, 'zs-hold-confirm');
    const changes = record<{ held: boolean[] }>(element, 'zs-hold-change');
    element.focusFirstDie();
    await sendKeys({ press: 'Enter' });
    expect(confirms).to.have.length(1);
    expect(changes).to.have.length(0);
    await sendKeys({ press: 'Space' });
    expect(changes[0]?.held).to.deep.equal([false, true, true, false, false, false]);
    getByRole(element, 'button', /^Hold 1: /).focus();
    await sendKeys({ press: 'Enter' });
    expect(confirms).to.have.length(2);
    expect(changes.at(-1)?.held).to.deep.equal([true, false, false, false, false, false]);
  });

  it('shows why a selection is not legal', async () => {
    const element = await fixture<ZsHoldPicker>(html`<zs-hold-picker
      .roll=${[1, 2, 3]}
      .held=${[true, true, false]}
      .holds=${[{ dice: [1], points: 100, split: ['single 1'] }]}
      summary="2 does not score: hold only dice that score."
      .legal=${false}
    ></zs-hold-picker>`);
    expect(textOf(element)).to.contain('2 does not score');
    expect(element.shadowRoot?.querySelector('.summary.illegal')).to.not.equal(null);
  });

  it('folds a long list of holds', async () => {
    const many = Array.from({ length: 12 }, (_, i): ExplainedHold => ({ dice: [1], points: 1000 - i * 50, split: ['single 1'] }));
    const element = await fixture<ZsHoldPicker>(html`<zs-hold-picker .roll=${[1]} .held=${[true]} .holds=${many}></zs-hold-picker>`);
    expect(allByRole(getByRole(element, 'list'), 'button')).to.have.length(6);
    getByRole(element, 'button', 'Show all 12 holds').click();
    await element.updateComplete;
    expect(allByRole(getByRole(element, 'list'), 'button')).to.have.length(12);
  });

  it('is accessible', async () => {
    await expect(await picker()).to.be.accessible();
  });
});

describe('zs-turn-actions', () => {
  it('has Undo, Roll again and Bank, and Redo only when asked', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions roll-again bank></zs-turn-actions>`);
    expect(allByRole(element, 'button').map((button) => nameOf(button))).to.deep.equal(['Undo', 'Roll again', 'Bank']);
    element.redo = true;
    await element.updateComplete;
    expect(allByRole(element, 'button').map((button) => nameOf(button))).to.deep.equal(['Undo', 'Redo', 'Roll again', 'Bank']);
  });

  it('says which button was pressed', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions roll-again bank redo></zs-turn-actions>`);
    const actions = record<{ action: string }>(element, 'zs-turn-action');
    for (const name of ['Bank', 'Roll again', 'Undo', 'Redo']) getByRole(element, 'button', name).click();
    expect(actions.map((detail) => detail.action)).to.deep.equal(['bank', 'roll-again', 'undo', 'redo']);
    setTimeout(() => getByRole(element, 'button', 'Bank').click());
    const event = await oneEvent(element, 'zs-turn-action');
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('shows a refusal next to the button that caused it, which it describes', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions
      roll-again
      bank
      .refusal=${{ action: 'bank', message: '450 of the 500 needed to get on the board: 50 short.' }}
    ></zs-turn-actions>`);
    const bank = getByRole(element, 'button', 'Bank');
    const id = bank.getAttribute('aria-describedby') ?? '';
    expect(textOf(element.shadowRoot?.getElementById(id) as HTMLElement)).to.equal('450 of the 500 needed to get on the board: 50 short.');
    expect(getByRole(element, 'button', 'Roll again').hasAttribute('aria-describedby')).to.equal(false);
    // The notch points at the Bank button.
    const refusal = element.shadowRoot?.getElementById(id) as HTMLElement;
    const notch = parseFloat(refusal.style.getPropertyValue('--notch'));
    const box = bank.getBoundingClientRect();
    expect(refusal.getBoundingClientRect().left + notch).to.be.within(box.left, box.right);
  });

  it('shows words in place of Roll again when there is nothing to roll again', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions bank hint="Roll 6 dice, then tap them in."></zs-turn-actions>`);
    expect(allByRole(element, 'button', 'Roll again')).to.have.length(0);
    expect(textOf(element)).to.contain('Roll 6 dice, then tap them in.');
  });

  it('is accessible with a refusal and advice', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions
      roll-again
      bank
      redo
      advice="Rolling 3 dice: 27.78% chance to zilch."
      .refusal=${{ action: 'roll-again', message: '2 does not score: hold only dice that score.' }}
    ></zs-turn-actions>`);
    await expect(element).to.be.accessible();
  });
});

describe('zs-take-over', () => {
  it('offers "Take over 750 with 4 dice" and "Start fresh"', async () => {
    const element = await fixture<ZsTakeOver>(html`<zs-take-over points="750" dice="4" banker="Ana"></zs-take-over>`);
    const choices = record<{ takeOver: unknown }>(element, 'zs-start-choice');
    getByRole(element, 'button', 'Take over 750 with 4 dice').click();
    getByRole(element, 'button', 'Start fresh').click();
    expect(choices.map((detail) => detail.takeOver)).to.deep.equal([{ points: 750, dice: 4 }, null]);
    expect(textOf(element)).to.contain("Take over Ana's 750 and roll the 4 dice left");
  });

  it('shows a refusal under the choice and is accessible', async () => {
    const element = await fixture<ZsTakeOver>(html`<zs-take-over points="1250" dice="6" refusal="The start of this turn is already chosen."></zs-take-over>`);
    expect(textOf(element)).to.contain('The start of this turn is already chosen.');
    expect(getByRole(element, 'button', 'Take over 1,250 with 6 dice').getAttribute('aria-describedby')).to.equal('refusal');
    await expect(element).to.be.accessible();
  });
});

describe('zs-total-entry', () => {
  const field = (element: ZsTotalEntry) => element.shadowRoot?.querySelector('input') as HTMLInputElement;

  it('sends the typed points, separators allowed, with the free dice when asked', async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry free-dice-max="6"></zs-total-entry>`);
    const totals = record<{ points: number; freeDice?: number }>(element, 'zs-total');
    expect(nameOf(field(element))).to.equal('Turn total');
    field(element).value = '1,250';
    getByRole(element, 'button', 'Bank total').click();
    const select = element.shadowRoot?.querySelector('select') as HTMLSelectElement;
    select.value = '2';
    getByRole(element, 'button', 'Bank total').click();
    getByRole(element, 'button', 'Zilch').click();
    expect(totals).to.deep.equal([{ points: 1250 }, { points: 1250, freeDice: 2 }, { points: 0 }]);
  });

  it('refuses an empty field or words before asking the rules, and keeps what was typed', async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry></zs-total-entry>`);
    const totals = record<unknown>(element, 'zs-total');
    getByRole(element, 'button', 'Bank total').click();
    await element.updateComplete;
    expect(textOf(element)).to.contain("Type the turn's points, or tap Zilch.");
    field(element).value = 'lots';
    getByRole(element, 'button', 'Bank total').click();
    await element.updateComplete;
    expect(textOf(element)).to.contain('Type the points as a whole number, like 650: "lots" is not one.');
    expect(field(element).getAttribute('aria-invalid')).to.equal('true');
    expect(field(element).value).to.equal('lots');
    expect(totals).to.have.length(0);
  });

  it('shows the rules\' refusal under the field and is accessible', async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry
      free-dice-max="6"
      refusal="Enter the turn's points as a multiple of 50, or 0 for a zilch: 75 is not."
    ></zs-total-entry>`);
    expect(field(element).getAttribute('aria-describedby')).to.equal('total-refusal');
    expect(textOf(element)).to.contain('75 is not.');
    await expect(element).to.be.accessible();
  });
});

describe('zs-turn-status', () => {
  const players = [
    { name: 'Ana', score: 3200, onBoard: true },
    { name: 'Ben', score: 0, onBoard: false },
    { name: 'Cy', score: 650, onBoard: true },
  ];

  it('shows who is up, the turn, what they need and the others in one row', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status
      .players=${players}
      current="1"
      turn-total="350"
      dice-to-roll="2"
      round="4"
      need="500 to get on the board: 150 to go"
      board-status
      .kept=${[1, 5, 5, 5]}
      sheet-href="#/game/x/sheet"
    ></zs-turn-status>`);
    expect(textOf(getByRole(element, 'heading'))).to.equal('Ben is up');
    const text = textOf(element);
    for (const part of ['Round 4', 'Score 0', 'Not on the board yet', 'Turn total 350', '2 dice', '500 to get on the board: 150 to go', 'Kept this cycle: 1, 5, 5, 5']) {
      expect(text).to.contain(part);
    }
    const others = getByRole(element, 'list', "Other players' scores");
    expect(allByRole(others, 'listitem').map((item) => textOf(item))).to.deep.equal(['Ana 3,200', 'Cy 650']);
    const link = allElements(element).find((node) => node instanceof HTMLAnchorElement) as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('#/game/x/sheet');
  });

  it('leaves out the board status where the rules have no opening minimum', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status .players=${players} current="1"></zs-turn-status>`);
    expect(textOf(element)).not.to.contain('board');
  });

  it('is accessible', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status .players=${players} board-status need="350 to bank: reached" need-met></zs-turn-status>`);
    await expect(element).to.be.accessible();
  });
});

describe('zs-challenge-picker', () => {
  it('opens the list of opponents and sends the one picked', async () => {
    const element = await fixture<ZsChallengePicker>(html`<zs-challenge-picker
      .opponents=${[{ seat: 1, name: 'Ben', score: 1200 }, { seat: 2, name: 'Cy', score: 0 }]}
      which="Ana's first challenge, below 5,000"
      penalty="600"
    ></zs-challenge-picker>`);
    const toggle = getByRole(element, 'button', 'Challenge…');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await element.updateComplete;
    expect(textOf(element)).to.contain('a zilch costs you 600');
    const picks = record<{ opponent: number }>(element, 'zs-challenge');
    getByRole(element, 'button', /^Challenge Cy/).click();
    expect(picks).to.deep.equal([{ opponent: 2 }]);
    await element.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('is accessible when open', async () => {
    const element = await fixture<ZsChallengePicker>(html`<zs-challenge-picker .opponents=${[{ seat: 1, name: 'Ben', score: 0 }]} penalty="2000"></zs-challenge-picker>`);
    getByRole(element, 'button', 'Challenge…').click();
    await element.updateComplete;
    await expect(element).to.be.accessible();
  });
});

describe('zs-tie-break', () => {
  it('shows the tied leaders, their throws and who throws now', async () => {
    const element = await fixture<ZsTieBreak>(html`<zs-tie-break
      .contenders=${[{ name: 'Ana', result: 1000 }, { name: 'Ben', result: null }]}
      current="1"
      score="15350"
      round="2"
    ></zs-tie-break>`);
    expect(textOf(getByRole(element, 'heading'))).to.equal('Tie-break: Ben throws');
    expect(textOf(element)).to.contain('Ana and Ben are tied at 15,350');
    expect(textOf(element)).to.contain('round 2');
    expect(allByRole(element, 'listitem').map((item) => textOf(item))).to.deep.equal(['Ana 1,000 points', 'Ben throwing now']);
  });

  it('is accessible', async () => {
    const element = await fixture<ZsTieBreak>(html`<zs-tie-break .contenders=${[{ name: 'Ana', result: null }, { name: 'Ben', result: null }]}></zs-tie-break>`);
    await expect(element).to.be.accessible();
  });
});

describe('zs-banner', () => {
  it('shows the heading and more words; only an alert banner interrupts', async () => {
    const element = await fixture<ZsBanner>(html`<zs-banner tone="danger" heading="Zilch! Ana's turn ends — 450 lost">Undo brings the roll back.</zs-banner>`);
    expect(textOf(element.shadowRoot?.querySelector('strong') as HTMLElement)).to.equal("Zilch! Ana's turn ends — 450 lost");
    expect(allByRole(element, 'alert')).to.have.length(0);
    element.alert = true;
    await element.updateComplete;
    expect(allByRole(element, 'alert')).to.have.length(1);
    await expect(element).to.be.accessible();
  });
});
