import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { checkProposal, ProposalBook } from '../../../src/link/proposals.js';
import type { ProposalAnswer } from '../../../src/link/proposals.js';
import { game, tieBrokenGame, TIE_BROKEN } from '../../support/game-state.js';

const rolled = game('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
const bank = { id: 'ana-1', at: 1, entries: [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }] } as const;

describe("the host's check of a guest's tap", () => {
  it('takes a tap for the player up, made on the game as it stands, that the rules allow', () => {
    const checked = checkProposal(rolled, 0, true, bank);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.after.players[0]?.score).toBe(150);
  });

  it('refuses when players may not tap, for another seat, or for a phone that only follows', () => {
    expect(checkProposal(rolled, 0, false, bank)).toEqual({ ok: false, refusal: { code: 'taps-off' } });
    expect(checkProposal(rolled, 1, true, bank)).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
    expect(checkProposal(rolled, null, true, bank)).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
  });

  it('refuses a tap made on an earlier state of the game, saying where it stands', () => {
    expect(checkProposal(rolled, 0, true, { ...bank, at: 0 })).toEqual({
      ok: false,
      refusal: { code: 'moved-on', at: 1 },
    });
  });

  it('gives the rules refusal of an illegal tap, in codes', () => {
    const checked = checkProposal(rolled, 0, true, { id: 'x', at: 1, entries: [{ type: 'hold', dice: [2] }] });
    expect(checked).toMatchObject({ ok: false, refusal: { code: 'rules' } });
  });

  it('a throw in the throw-off or the tie-break is only for its own player; the first player is chosen on the host', () => {
    const throwOff = replay({ rules: presetById('ten-dice'), players: ['Ana', 'Ben'] }, []);
    const pips = { id: 'b', at: 0, entries: [{ type: 'throw-off', player: 1, pips: 30 }] } as const;
    expect(checkProposal(throwOff, 1, true, pips).ok).toBe(true);
    expect(checkProposal(throwOff, 0, true, pips)).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
    const first = { id: 'f', at: 0, entries: [{ type: 'first-player', player: 0 }] } as const;
    expect(checkProposal(throwOff, 0, true, first)).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
    const tie = tieBrokenGame(TIE_BROKEN.slice(0, 2));
    const throwing = { id: 't', at: 2, entries: [{ type: 'tie-throw', player: 0, dice: [1, 2, 3, 4, 6, 6] }] } as const;
    expect(checkProposal(tie, 0, true, throwing).ok).toBe(true);
    expect(checkProposal(tie, 1, true, throwing)).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
  });
});

describe('the book of answers', () => {
  it("answers a proposal sent again as before, per guest, and forgets a removed guest's", () => {
    const book = new ProposalBook();
    const done: ProposalAnswer = { id: 'ana-1', ok: true, at: 3 };
    book.record('phone-a', done);
    expect(book.answered('phone-a', 'ana-1')).toEqual(done);
    expect(book.answered('phone-b', 'ana-1')).toBeUndefined();
    book.forget('phone-a');
    expect(book.answered('phone-a', 'ana-1')).toBeUndefined();
  });

  it('keeps the last 64 answers of a guest', () => {
    const book = new ProposalBook();
    for (let i = 0; i < 70; i++) book.record('phone', { id: `t${i}`, ok: true, at: i });
    expect(book.answered('phone', 't5')).toBeUndefined();
    expect(book.answered('phone', 't6')).toEqual({ id: 't6', ok: true, at: 6 });
    expect(book.answered('phone', 't69')).toEqual({ id: 't69', ok: true, at: 69 });
  });
});
