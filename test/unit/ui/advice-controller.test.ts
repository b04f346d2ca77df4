import { describe, expect, it } from 'vitest';
import type { AdviceQuestion, DuelNotice } from '../../../src/advisor/protocol.js';
import { duelHash } from '../../../src/advisor/duel-key.js';
import { applyEntry, replay } from '../../../src/game/index.js';
import type { GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import type { AdviceClient, AdviceResult } from '../../../src/ui/app/advice-client.js';
import { AdviceController } from '../../../src/ui/controllers/advice-controller.js';

const farkle = presetById('farkle');
const house: Ruleset = { ...farkle, id: 'house', name: 'Ours', end: { ...farkle.end, target: 4000, end: 'first-to-reach', firstPlayerThrowOff: true } };

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
  const host = { addController: () => undefined, requestUpdate: () => void updates++, removeController: () => undefined, updateComplete: Promise.resolve(true) };
  const controller = new AdviceController(host, () => client, () => state);
  return {
    controller,
    asked,
    prepares: () => asked.filter((question) => question.kind === 'prepare').map((question) => (question.kind === 'prepare' ? question.toWin : null)),
    set: (next: GameState) => {
      state = next;
      controller.hostUpdate();
    },
    hear: (notice: DuelNotice) => hear(notice),
    fail: () => fail(),
    updates: () => updates,
  };
}

const notice = (rules: Ruleset, from: number, part: number): DuelNotice => ({ notice: 'duel', hash: duelHash(rules), from, solved: 0, total: 6400, part });

describe('the advice controller and the two-player table', () => {
  it('asks for the table once the turns begin after a throw-off (the same rules object throughout)', () => {
    const start = replay({ rules: house, players: ['Ana', 'Ben'], throwOff: true }, []);
    expect(start.phase).toBe('throw-off');
    const h = harness(start);
    h.controller.hostUpdate();
    expect(h.prepares()).toEqual([false]);
    let state = start;
    for (const [player, pips] of [[0, 20], [1, 10]] as const) {
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
    h.hear(notice(house, 100, 0.25));
    expect(h.controller.solving).toBe(0.25);
    h.hear({ ...notice(house, 90, 0.3), stopped: true });
    expect(h.controller.solving).toBe(null);
    h.fail();
    h.controller.hostUpdate();
    expect(h.prepares()).toEqual([true, true]);

    const solo = harness(replay({ rules: house, players: ['Ana'], throwOff: false }, []));
    solo.controller.hostUpdate();
    expect(solo.prepares()).toEqual([false]);
    solo.hear(notice(house, 100, 0.25));
    expect(solo.controller.solving).toBe(null);
  });
});
