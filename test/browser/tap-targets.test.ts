/**
 * The 44px rule where it is hardest to keep: ten dice on the narrowest phone (320px wide). The play
 * screen is mounted in the app shell, as a player sees it, and every die and face button measured.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { presetById } from '../../src/rules/index.js';
import type { Face } from '../../src/rules/index.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import type { ZsHoldPicker } from '../../src/ui/pages/play/zs-hold-picker.js';
import '../../src/ui/app/zs-app.js';
import '../../src/ui/pages/play/zs-hold-picker.js';
import { expectOk, freshName, leaveTheApp, openLedger } from './db-helpers.js';
import {
  allByRole,
  allElements,
  expectTapTargets,
  getByRole,
  pageLikeTheApp,
  settle,
  tapFaces,
  until,
} from './helpers.js';

/** The buttons inside the shadow root of every `tag` under `root`. */
function buttonsOf(root: Element, tag: string): HTMLElement[] {
  return allElements(root)
    .filter((element) => element.localName === tag)
    .flatMap((element) => allByRole(element.shadowRoot as ShadowRoot, 'button'));
}

function expectAtLeast44(buttons: readonly HTMLElement[], width: number) {
  expectTapTargets(buttons, { left: 0, right: width });
}

describe('tap targets with ten dice at 320px', () => {
  let databaseName: string;

  beforeEach(() => {
    databaseName = freshName();
  });

  afterEach(leaveTheApp);

  it('every die of the roll, face button and die to hold on the play screen is at least 44 × 44', async () => {
    await setViewport({ width: 320, height: 640 });
    pageLikeTheApp();
    const seeded = openLedger({ name: databaseName });
    const game = expectOk(
      await seeded.createGame({ rules: presetById('ten-dice'), players: ['Ana', 'Ben'], throwOff: false }),
    );
    location.hash = `#/game/${game.row.id}`;
    const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
    await until(() => allByRole(app, 'group', 'Dice faces').length === 1, 'the dice pad shows');
    await settle(app);

    // Seven of ten dice in: dice and empty slots in two rows, the pad under them.
    await tapFaces(getByRole(app, 'main'), [1, 5, 5, 2, 3, 6, 6]);
    await settle(app);
    const roll = buttonsOf(app, 'zs-roll');
    const pad = buttonsOf(app, 'zs-dice-pad');
    expect(roll).to.have.length(7);
    expect(pad).to.have.length(6);
    expectAtLeast44([...roll, ...pad], 320);

    // The tenth die completes the roll: the ten dice to hold are toggles of their own.
    await tapFaces(getByRole(app, 'main'), [4, 4, 4]);
    await until(() => buttonsOf(app, 'zs-hold-picker').length > 10, 'the hold picker shows');
    await settle(app);
    const dice = allByRole(getByRole(app, 'group', 'Dice of the roll'), 'button');
    expect(dice).to.have.length(10);
    expectAtLeast44(buttonsOf(app, 'zs-hold-picker'), 320);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
  });

  it('the hold picker wraps ten dice onto more rows rather than shrink them below 44px', async () => {
    const roll: Face[] = [1, 5, 5, 2, 3, 6, 6, 4, 4, 4];
    for (const width of [200, 240, 286]) {
      const picker = await fixture<ZsHoldPicker>(html`<zs-hold-picker
        style=${`width: ${width}px`}
        .roll=${roll}
        .held=${roll.map((face) => face === 1)}
        .holds=${[{ dice: [1], points: 100, split: ['single 1'] }]}
        summary="Holding 1: 100."
      ></zs-hold-picker>`);
      const dice = allByRole(getByRole(picker, 'group', 'Dice of the roll'), 'button');
      const right = picker.getBoundingClientRect().right;
      expectTapTargets(dice, { right: right + 0.5 }, ` at ${width}px`);
      // Two dice never overlap: each starts after the one before it on its row ends.
      const boxes = dice.map((die) => die.getBoundingClientRect());
      for (let index = 1; index < boxes.length; index++) {
        const [before, box] = [boxes[index - 1] as DOMRect, boxes[index] as DOMRect];
        if (Math.round(box.top) === Math.round(before.top))
          expect(box.left, `gap before die ${index + 1} at ${width}px`).to.be.at.least(before.right);
      }
    }
  });
});
