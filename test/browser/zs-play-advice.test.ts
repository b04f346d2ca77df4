import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import type { AdviceQuestion } from '../../src/advisor/protocol.js';
import type { AdviceClient, AdviceResult } from '../../src/ui/app/advice-client.js';
import { AdviceClient as RealAdviceClient } from '../../src/ui/app/advice-client.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { removeLedgers } from './db-helpers.js';
import { allByRole, allElements, faceButton, getByRole, nameOf, tapFaces, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { afterNextPaint } from '../../src/ui/app/last-input.js';
import { BANKED_900_FOUR_LEFT, holdOnScreen, mountPage, newGame, settled, untilStored } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

/** The dice the hold picker shows as held, in order. */
const heldDice = (page: ZsPlayPage) =>
  allByRole(page, 'button')
    .map((button) => /^(\d), held, die /.exec(button.getAttribute('aria-label') ?? '')?.[1])
    .filter((face) => face !== undefined)
    .map(Number);

const adviceLine = (page: ZsPlayPage) => {
  const picker = allElements(page).find((element) => element.localName === 'zs-hold-picker');
  return textOf(picker?.shadowRoot?.querySelector('.advice') ?? document.createElement('i'));
};

/** The advice line by Bank and Roll again. */
const bankLine = (page: ZsPlayPage) => {
  const actions = allElements(page).find((element) => element.localName === 'zs-turn-actions');
  return textOf(actions?.shadowRoot?.querySelector('.advice') ?? document.createElement('i'));
};

/** The holds listed to pick, in order ("1, 5, 5" for "Hold 1, 5, 5: 200 points, …"), and those named advised. */
const holdList = (page: ZsPlayPage) => {
  const names = allByRole(getByRole(page, 'list', 'Legal holds, best first'), 'button').map((button) => nameOf(button));
  return {
    dice: names.map((name) => /^Hold ([\d, ]+):/.exec(name)?.[1] ?? name),
    advised: names.map((name, index) => (name.endsWith(', advised') ? index : -1)).filter((index) => index >= 0),
  };
};

describe('zs-play-page with the advisor', () => {
  const clients: RealAdviceClient[] = [];
  afterEach(async () => {
    fixtureCleanup();
    for (const client of clients.splice(0)) client.stop();
    await removeLedgers();
  });

  it('pre-selects the hold that maximises the turn and says why: 1,1,5,2,3,4 in Farkle, keep a single 1', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }]);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the advice arrives');
    await settled(page);
    expect(adviceLine(page)).to.equal(
      'Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296.',
    );
    expect(heldDice(page)).to.deep.equal([1]);
    await expectElement(page);
  });

  it('can be switched off (remembered); the hold worth the most points is pre-selected then', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }]);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    await until(() => heldDice(page).length === 1, 'the advised hold is pre-selected');
    const adviceSwitch = getByRole(page, 'switch', 'Advice');
    expect(adviceSwitch.getAttribute('aria-checked')).to.equal('true');
    adviceSwitch.click();
    await settled(page);
    expect(getByRole(page, 'switch', 'Advice').getAttribute('aria-checked')).to.equal('false');
    expect(heldDice(page)).to.deep.equal([1, 1, 5]);
    expect(adviceLine(page)).to.match(/^Pre-selected: 1, 1, 5, the hold worth the most points/);
    let remembered: boolean | undefined;
    for (let i = 0; i < 20 && remembered !== true; i++) {
      remembered = await ledger.getSetting('adviceOff');
      if (remembered !== true) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(remembered).to.equal(true);
  });

  it("solves the rules as soon as the game opens, before a die is tapped, so the first roll's advice does not wait for it", async () => {
    const { ledger, game } = await newGame('ten-dice');
    const real = new RealAdviceClient(ledger.db.name);
    clients.push(real);
    const asked: AdviceQuestion[] = [];
    const answered: AdviceResult[] = [];
    const recording = {
      ask: async (question: AdviceQuestion): Promise<AdviceResult> => {
        asked.push(question);
        const result = await real.ask(question);
        answered.push(result);
        return result;
      },
      stop: () => undefined,
      listen: () => () => undefined,
    } as unknown as AdviceClient;
    await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => recording });
    await until(() => answered.length === 1, 'the rules solved');
    expect(asked.map((question) => question.kind)).to.deep.equal(['prepare']);
    const prepared = asked[0];
    expect(prepared?.kind === 'prepare' && prepared.rules.id).to.equal('ten-dice');
    const first = answered[0];
    expect(first?.ok && first.answer.kind === 'prepare' && first.answer.ms > 0, 'the worker solved ten-dice').to.equal(
      true,
    );
  });

  it('shows the advice at once after an Undo, from the answers it had, without asking again', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }]);
    const real = new RealAdviceClient(ledger.db.name);
    clients.push(real);
    const asked: string[] = [];
    const recording = {
      ask: (question: AdviceQuestion): Promise<AdviceResult> => {
        asked.push(question.kind);
        return real.ask(question);
      },
      stop: () => undefined,
      listen: () => () => undefined,
    } as unknown as AdviceClient;
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => recording });
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the advice arrives');
    getByRole(page, 'button', 'Bank').click();
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    const holdQuestions = asked.filter((kind) => kind === 'holds').length;

    getByRole(page, 'button', 'Undo').click();
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    // The hold and its advice are back in the frame that shows the undone bank.
    expect(adviceLine(page)).to.equal(
      'Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296.',
    );
    expect(asked.filter((kind) => kind === 'holds').length, 'no second question about the same roll').to.equal(
      holdQuestions,
    );
  });

  it("asks about the last die ahead, so its holds come with their advice in the tap's own render", async () => {
    const { ledger, game } = await newGame('farkle');
    const real = new RealAdviceClient(ledger.db.name);
    clients.push(real);
    const asked: AdviceQuestion[] = [];
    let answered = 0;
    const recording = {
      ask: async (question: AdviceQuestion): Promise<AdviceResult> => {
        asked.push(question);
        const result = await real.ask(question);
        answered++;
        return result;
      },
      stop: () => undefined,
      listen: () => () => undefined,
    } as unknown as AdviceClient;
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => recording });
    await tapFaces(page, [1, 1, 5, 2]);
    // The questions ahead go out after the paint.
    await afterNextPaint();
    expect(
      asked.filter((question) => question.kind === 'holds'),
      'not before the fifth die',
    ).to.have.length(0);
    await tapFaces(page, [3]);
    // 1, 1, 5, 2, 3 and any sixth face leave a hold: six rolls asked about.
    await until(
      () => asked.filter((question) => question.kind === 'holds').length === 6 && answered === asked.length,
      'the six rolls answered ahead',
    );
    faceButton(page, 4).click();
    // The holds come once the journal holds the six dice; their advice is there in that same render,
    // asked ahead (the recording advisor answers no new question).
    await until(() => holdOnScreen(page), 'the holds');
    expect(adviceLine(page)).to.equal(
      'Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296.',
    );
    expect(heldDice(page), 'the advised hold pre-selected').to.deep.equal([1]);
    expect(
      asked.filter((question) => question.kind === 'holds'),
      'not asked again',
    ).to.have.length(6);
    await untilStored(ledger, game.row.id, 1);
  });

  it('never blocks the pad, and never overrules a hold the player chose before the advice came', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }]);
    // A slow advisor: its answer is released by the test.
    let release: (() => void) | null = null;
    const real = new RealAdviceClient(ledger.db.name);
    clients.push(real);
    const slow = {
      ask: (question: AdviceQuestion): Promise<AdviceResult> =>
        new Promise((resolve) => {
          release = () => void real.ask(question).then(resolve);
        }),
      stop: () => undefined,
      listen: () => () => undefined,
    } as unknown as AdviceClient;
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => slow });
    // Before the advice: the most points are pre-selected, and the player can act at once.
    expect(heldDice(page)).to.deep.equal([1, 1, 5]);
    const five = allByRole(page, 'button', /^5, held, die /)[0];
    five?.click(); // the player keeps 1, 1 only
    await settled(page);
    expect(heldDice(page)).to.deep.equal([1, 1]);
    await until(() => release !== null, 'the page asked the advisor');
    (release as unknown as () => void)();
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the advice arrives');
    await settled(page);
    expect(heldDice(page)).to.deep.equal([1, 1]);
    getByRole(page, 'button', 'Roll again').click();
    const written = await untilStored(ledger, game.row.id, 2);
    expect(written.log.entries[1]).to.deep.equal({ type: 'hold', dice: [1, 1] });
  });

  it('banks the most points on Bank when the advice selected a hold for rolling on, and says both; lists the advised hold first, marked', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 2, 3, 5, 5, 6] }]);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the advice arrives');
    await settled(page);
    expect(heldDice(page)).to.deep.equal([1]);
    expect(bankLine(page)).to.match(/^Keep 1 and roll 5 dice: ≈ [\d,]+ · or bank 1, 5, 5 now: 200\.$/);
    // As the advisor ranks them, not by points (1, 5, 5 would lead): the advised hold first, named so.
    const list = holdList(page);
    expect(list.dice[0]).to.equal('1');
    expect([...list.dice].sort()).to.deep.equal(['1', '1, 5', '1, 5, 5', '5', '5, 5']);
    expect(list.advised).to.deep.equal([0]);
    await expectElement(page);

    getByRole(page, 'button', 'Bank').click();
    const banked = await untilStored(ledger, game.row.id, 3);
    expect(banked.log.entries.slice(1)).to.deep.equal([{ type: 'hold', dice: [1, 5, 5] }, { type: 'bank' }]);
    expect(banked.state.players[0]?.score).to.equal(200);
  });

  it('banks the dice the player chose, and then says nothing more than the usual line', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 2, 3, 5, 5, 6] }]);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the advice arrives');
    getByRole(page, 'button', '5, not held, die 4 of 6').click();
    await settled(page);
    expect(heldDice(page)).to.deep.equal([1, 5]);
    expect(bankLine(page)).to.not.contain('or bank');
    getByRole(page, 'button', 'Bank').click();
    const banked = await untilStored(ledger, game.row.id, 3);
    expect(banked.log.entries.slice(1)).to.deep.equal([{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]);
    expect(banked.state.players[0]?.score).to.equal(150);
  });

  it("makes the advised start of the turn the primary button, in the sheet's word (Serendipity Creak: inherit)", async () => {
    const { ledger, game } = await newGame('serendipity-creak', BANKED_900_FOUR_LEFT);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    const card = () => allElements(page).find((element) => element.localName === 'zs-take-over');
    const line = () => textOf(card()?.shadowRoot?.querySelector('.advice') ?? document.createElement('i'));
    await until(() => /^(Inherit|Start fresh): /.test(line()), 'the advice arrives');
    await settled(page);
    const primary = [...(card()?.shadowRoot?.querySelectorAll('button.primary') ?? [])].map((button) => nameOf(button));
    expect(primary).to.deep.equal([line().startsWith('Inherit') ? 'Inherit 900 with 4 dice' : 'Start fresh']);
    await expectElement(page);
  });

  it("works out house rules' chances to win while the game is played, showing how far, then advises in chances", async function () {
    this.timeout(90_000);
    const farkle = presetById('farkle');
    // To 4,000: about ten seconds of solving, so the points advice is seen first.
    const rules: Ruleset = {
      ...farkle,
      id: 'house-4000',
      name: 'Short Farkle',
      end: { ...farkle.end, target: 4000, end: 'first-to-reach' },
    };
    const { ledger, game } = await newGame(rules, [{ type: 'roll', dice: [1, 1, 5, 2, 3, 4] }], ['Ana', 'Ben']);
    const client = new RealAdviceClient(ledger.db.name);
    clients.push(client);
    const page = await mountPage(game.row.id, { ...recordingServices(ledger), advice: () => client });
    const toolbar = () => allElements(page).find((element) => element.localName === 'zs-play-toolbar');
    const progress = () => textOf(toolbar()?.shadowRoot?.querySelector('.solving') ?? document.createElement('i'));
    // Meanwhile the advice is in points, and the pad is the player's.
    await waitUntil(() => /^Chances to win: \d+% worked out$/.test(progress()), 'the progress is shown', {
      timeout: 10000,
    });
    await until(() => adviceLine(page).startsWith('Keep 1 ·'), 'the points advice');
    expect(adviceLine(page)).to.contain('expect ≈');
    expect(nameOf(getByRole(toolbar() as HTMLElement, 'switch', 'Play to win'))).to.equal('Play to win');
    await expectElement(page);
    // Once the table holds 0 against 0 (all of it), the same roll is advised in chances to win.
    await waitUntil(() => / to win/.test(adviceLine(page)), 'the advice in chances', { timeout: 60000 });
    expect(progress()).to.equal('');
    expect(adviceLine(page)).to.match(/^Keep 1 · roll 5 dice · \d+% to win/);
  });
});
