import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { GuestCopy } from '../../../src/link/guest-copy.js';
import { LINK_VERSION } from '../../../src/link/messages.js';

const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
const roll: Entry = { type: 'roll', dice: [1, 5, 2, 3, 4, 4] };
const hold: Entry = { type: 'hold', dice: [1, 5] };
const bank: Entry = { type: 'bank' };
const welcome = (entries: Entry[] = [roll]) =>
  ({ t: 'welcome', v: LINK_VERSION, setup, entries, taps: true, seat: 0 }) as const;

describe("a guest's copy of the host's game", () => {
  it('builds the game from the welcome, then follows it as it moves and is undone', () => {
    const copy = new GuestCopy();
    expect(copy.take(welcome())).toBe(null);
    expect(copy.state?.turn.lastRoll).toEqual([1, 5, 2, 3, 4, 4]);
    expect(copy.seat).toBe(0);
    expect(copy.take({ t: 'entries', keep: 1, add: [hold, bank] })).toBe(null);
    expect(copy.state?.players[0]?.score).toBe(150);
    expect(copy.take({ t: 'entries', keep: 1, add: [] }), 'the host undid the bank').toBe(null);
    expect(copy.state?.players[0]?.score).toBe(0);
    expect(copy.entries).toEqual([roll]);
  });

  it('shows the dice the host is tapping in, until the roll is in', () => {
    const copy = new GuestCopy();
    copy.take(welcome([]));
    copy.take({ t: 'draft', at: 0, dice: [1, 5] });
    expect(copy.draft).toEqual({ t: 'draft', at: 0, dice: [1, 5] });
    copy.take({ t: 'entries', keep: 0, add: [roll] });
    expect(copy.draft).toBe(null);
  });

  it('keeps what it had when the host sends what does not follow or does not replay, and says so', () => {
    const copy = new GuestCopy();
    expect(copy.take({ t: 'entries', keep: 0, add: [roll] })).toBe('not-welcomed');
    copy.take(welcome());
    expect(copy.take({ t: 'entries', keep: 5, add: [] })).toBe('out-of-step');
    expect(copy.take({ t: 'entries', keep: 1, add: [{ type: 'hold', dice: [2] }] })).toBe('does-not-replay');
    expect(copy.entries).toEqual([roll]);
    expect(copy.state?.turn.lastRoll).toEqual([1, 5, 2, 3, 4, 4]);
  });

  it("keeps this phone's proposals pending until the host answers: done, or refused in the rules' own codes", () => {
    const copy = new GuestCopy();
    copy.take(welcome());
    copy.proposed('ana-1', [{ type: 'hold', dice: [2] }]);
    copy.proposed('ana-2', [hold, bank]);
    expect(copy.pending().map((p) => p.id)).toEqual(['ana-1', 'ana-2']);
    copy.take({ t: 'answer', id: 'ana-1', ok: false, code: 'rules' });
    expect(copy.proposal('ana-1')).toMatchObject({
      status: 'refused',
      refusal: { code: 'rules', refusal: { code: expect.any(String) } },
    });
    copy.take({ t: 'answer', id: 'ana-2', ok: true, at: 3 });
    expect(copy.proposal('ana-2')?.status).toBe('done');
    expect(copy.pending()).toEqual([]);
    copy.proposed('ana-3', [bank]);
    copy.take({ t: 'answer', id: 'ana-3', ok: false, code: 'not-your-turn' });
    expect(copy.proposal('ana-3')).toMatchObject({ status: 'refused', refusal: { code: 'not-your-turn' } });
    expect(copy.take({ t: 'answer', id: 'unknown', ok: true, at: 1 }), 'an answer to nothing is ignored').toBe(null);
    expect(copy.closed).toBe(null);
    copy.take({ t: 'refused', code: 'removed' });
    expect(copy.closed, 'the host removed this phone').toBe('removed');
  });
});
