import { describe, expect, it } from 'vitest';
import type { AdviceQuestion, DuelNotice } from '../../../src/advisor/protocol.js';
import { duelHash } from '../../../src/advisor/duel-key.js';
import { applyEntry, replay } from '../../../src/game/index.js';
import type { GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Face, Ruleset } from '../../../src/rules/index.js';
import type { HoldAdvice } from '../../../src/advisor/index.js';
import type { AdviceClient, AdviceResult } from '../../../src/ui/app/advice-client.js';
import { AdviceController } from '../../../src/ui/controllers/advice-controller.js';

const farkle = presetById('farkle');
const house: Ruleset = {
  ...farkle,
  id: 'house',
  name: 'Ours',
  end: { ...farkle.end, target: 4000, end: 'first-to-reach', firstPlayerThrowOff: true },
};

/** A controller on a host and a client that only record: the questions, the renders asked for. */
function harness(first: GameState) {
  let state = first;
  const asked: AdviceQuestion[] = [];
  let hear: (notice: DuelNotice) => void = () => undefined;
  let fail: () => void = () => undefined;
  let updates = 0;
  const client = {
    ask: (question: AdviceQuestion) => {
      asked.push(question);
      return new Promise<AdviceResult>(() => undefined);
    },
    listen: (listener: (notice: DuelNotice) => void, failed?: () => void) => {
      hear = listener;
      fail = failed ?? fail;
      return () => undefined;
    },
  } as unknown as AdviceClient;
  const host = {
    addController: () => undefined,
    requestUpdate: () => void updates++,
    removeController: () => undefined,
    updateComplete: Promise.resolve(true),
  };
  const controller = new AdviceController(host, {
    client: () => client,
    state: () => state,
  });
  return {
    controller,
    asked,
    prepares: () =>
      asked
        .filter((question) => question.kind === 'prepare')
        .map((question) => (question.kind === 'prepare' ? question.toWin : null)),
    set: (next: GameState) => {
      state = next;
      controller.hostUpdate();
    },
    hear: (notice: DuelNotice) => hear(notice),
    fail: () => fail(),
    updates: () => updates,
  };
}

const notice = (rules: Ruleset, from: number, part: number): DuelNotice => ({
  notice: 'duel',
  hash: duelHash(rules),
  from,
  solved: 0,
  total: 6400,
  part,
});

describe('the advice controller and the two-player table', () => {
  it('asks for the table once the turns begin after a throw-off (the same rules object throughout)', () => {
    const start = replay({ rules: house, players: ['Ana', 'Ben'], throwOff: true }, []);
    expect(start.phase).toBe('throw-off');
    const h = harness(start);
    h.controller.hostUpdate();
    expect(h.prepares()).toEqual([false]);
    let state = start;
    for (const [player, pips] of [
      [0, 20],
      [1, 10],
    ] as const) {
      const next = applyEntry(state, { type: 'throw-off', player, pips });
      if (!next.ok) throw new Error(next.refusal.code);
      state = next.value;
    }
    expect(state.phase).toBe('turn');
    expect(state.rules).toBe(start.rules);
    h.set(state);
    expect(h.prepares()).toEqual([false, true]);
  });

  it('shows how far the table is only for a game that plays to win, and starts again after the worker fails', () => {
    const two = replay({ rules: house, players: ['Ana', 'Ben'], throwOff: false }, []);
    const h = harness(two);
    h.controller.hostUpdate();
    h.hear(notice(house, 100, 0.2549));
    expect(h.controller.solvingPercent).toBe(25);
    h.controller.goal = 'points';
    expect(h.controller.solvingPercent, 'not shown when playing for points').toBe(null);
    h.controller.goal = 'win';
    h.hear({ ...notice(house, 90, 0.3), stopped: true });
    expect(h.controller.solvingPercent).toBe(null);
    h.fail();
    h.controller.hostUpdate();
    expect(h.prepares()).toEqual([true, true]);

    const solo = harness(replay({ rules: house, players: ['Ana'], throwOff: false }, []));
    solo.controller.hostUpdate();
    expect(solo.prepares()).toEqual([false]);
    solo.hear(notice(house, 100, 0.25));
    expect(solo.controller.solvingPercent).toBe(null);
  });

  it('asks again, with the chance, about a roll answered in points once the table holds its scores', async () => {
    const roll = applyEntry(replay({ rules: house, players: ['Ana', 'Ben'], throwOff: false }, []), {
      type: 'roll',
      dice: [1, 1, 5, 2, 3, 4],
    });
    if (!roll.ok) throw new Error(roll.refusal.code);
    const answers: ((result: AdviceResult) => void)[] = [];
    const asked: AdviceQuestion[] = [];
    let hear: (notice: DuelNotice) => void = () => undefined;
    const client = {
      ask: (question: AdviceQuestion) => {
        asked.push(question);
        return new Promise<AdviceResult>((resolve) => answers.push(resolve));
      },
      listen: (listener: (notice: DuelNotice) => void) => {
        hear = listener;
        return () => undefined;
      },
    } as unknown as AdviceClient;
    const host = {
      addController: () => undefined,
      requestUpdate: () => undefined,
      removeController: () => undefined,
      updateComplete: Promise.resolve(true),
    };
    const controller = new AdviceController(host, {
      client: () => client,
      state: () => roll.value,
    });
    controller.hostUpdate();
    const holds = () => asked.filter((question) => question.kind === 'holds').length;
    expect(holds()).toBe(1);
    // The holds answered in points (the table does not hold 0 against 0 yet).
    answers[1]?.({ ok: true, exact: true, note: null, answer: { kind: 'holds', holds: [], win: null } });
    await Promise.resolve();
    controller.hostUpdate();
    expect(holds(), 'the same question is not asked twice').toBe(1);
    hear(notice(house, 40, 0.5));
    controller.hostUpdate();
    expect(holds(), 'the part solved does not hold 0 against 0').toBe(1);
    hear(notice(house, 0, 1));
    controller.hostUpdate();
    expect(holds(), 'the whole table: asked again').toBe(2);
  });

  it('asks ahead about the rolls the last die can make, so the tap that makes one finds its answer at once', async () => {
    const start = replay({ rules: farkle, players: ['Ana', 'Ben'] }, []);
    const rolled = (face: 1 | 5) => {
      const next = applyEntry(start, { type: 'roll', dice: [2, 2, 3, 4, 6, face] });
      if (!next.ok) throw new Error(next.refusal.code);
      return next.value;
    };
    const ahead = [rolled(1), rolled(5)];
    let state: GameState = start;
    let next: readonly GameState[] = ahead;
    const asked: AdviceQuestion[] = [];
    const answers: ((result: AdviceResult) => void)[] = [];
    let updates = 0;
    const client = {
      ask: (question: AdviceQuestion) => {
        asked.push(question);
        return new Promise<AdviceResult>((resolve) => answers.push(resolve));
      },
      listen: () => () => undefined,
    } as unknown as AdviceClient;
    const host = {
      addController: () => undefined,
      requestUpdate: () => void updates++,
      removeController: () => undefined,
      updateComplete: Promise.resolve(true),
    };
    const later: (() => void)[] = [];
    const controller = new AdviceController(host, {
      client: () => client,
      state: () => state,
      drawn: () => state,
      ahead: { states: () => next, after: (ask) => later.push(ask) },
    });
    controller.hostUpdate();
    controller.hostUpdate();
    const holds = () => asked.filter((question) => question.kind === 'holds');
    expect(holds(), 'not before the paint').toEqual([]);
    for (const ask of later.splice(0)) ask();
    expect(
      holds().map((question) => question.kind === 'holds' && question.roll),
      'each asked once',
    ).toEqual([
      [2, 2, 3, 4, 6, 1],
      [2, 2, 3, 4, 6, 5],
    ]);
    const hold = (dice: Face[]): HoldAdvice => ({
      dice,
      points: 100,
      expected: 400,
      then: { action: 'roll', dice: 5 },
      behindBest: 0,
    });
    answers[1]?.({ ok: true, exact: true, note: null, answer: { kind: 'holds', holds: [hold([1])], win: null } });
    await Promise.resolve();
    expect(updates, 'an answer ahead of the game is kept, not drawn').toBe(0);
    state = rolled(1);
    next = [];
    expect(controller.adviceFor(state)?.holds?.[0]?.dice, 'known before the render asks').toEqual([1]);
    controller.hostUpdate();
    expect(controller.advice.holds?.[0]?.dice).toEqual([1]);
    expect(holds().length, 'not asked again').toBe(2);
    state = rolled(5);
    controller.hostUpdate();
    expect(holds().length, 'a question on its way is not asked twice').toBe(2);
    expect(controller.advice.holds, 'nothing yet').toBe(undefined);
    answers[2]?.({ ok: true, exact: true, note: null, answer: { kind: 'holds', holds: [hold([5])], win: null } });
    await Promise.resolve();
    expect(updates, 'its answer is drawn when it comes').toBe(1);
    expect(controller.advice.holds?.[0]?.dice).toEqual([5]);
    // States ahead that are gone before the paint (the tap came first) are not asked about.
    const other = applyEntry(start, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    if (!other.ok) throw new Error(other.refusal.code);
    next = [other.value];
    controller.hostUpdate();
    next = [];
    controller.hostUpdate();
    for (const ask of later.splice(0)) ask();
    expect(holds().length).toBe(2);
  });
});
