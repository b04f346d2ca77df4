import { describe, expect, it } from 'vitest';
import { pointStep, standings, winNeed } from '../../../src/game/index.js';
import type { Entry } from '../../../src/game/index.js';
import { after, game } from '../../support/game-state.js';

const totals = (...points: number[]): Entry[] => points.map((value) => ({ type: 'total', points: value }));

describe('standings and what wins', () => {
  it('a bank beats a score by one single die at least: 50 in Farkle', () => {
    expect(pointStep(game('farkle'))).toBe(50);
  });

  it('every player in seat order: the leader, the gap to them and to the target, who is up and who is next', () => {
    const state = game('farkle', totals(4000, 3000, 2000, 2500));
    expect(standings(state)).toEqual([
      {
        seat: 0,
        score: 6500,
        onBoard: true,
        leader: true,
        behind: 0,
        toTarget: 3500,
        up: false,
        next: false,
        toWin: null,
      },
      {
        seat: 1,
        score: 3000,
        onBoard: true,
        leader: false,
        behind: 3500,
        toTarget: 7000,
        up: true,
        next: false,
        toWin: null,
      },
      {
        seat: 2,
        score: 2000,
        onBoard: true,
        leader: false,
        behind: 4500,
        toTarget: 8000,
        up: false,
        next: true,
        toWin: null,
      },
    ]);
  });

  it('nobody leads while everyone is level', () => {
    expect(standings(game('farkle')).map((place) => place.leader)).toEqual([false, false, false]);
  });

  it('in the final round: what each player still to play needs to win, against the best of the others', () => {
    const final = game('farkle', totals(4000, 3000, 2000, 6500));
    expect(final.finalRound).not.toBe(null);
    expect(standings(final).map((place) => place.toWin)).toEqual([null, 7550, 8550]);
    expect(winNeed(final)).toEqual({ kind: 'final-round', win: 7550, tie: 7500 });

    // Ben passes Ana: Cy, the last to play, now has to beat Ben; nobody is next.
    const last = after(final, totals(7600));
    expect(standings(last).map((place) => [place.leader, place.toWin, place.next])).toEqual([
      [false, null, false],
      [true, null, false],
      [false, 8650, false],
    ]);
    expect(winNeed(last)).toEqual({ kind: 'final-round', win: 8650, tie: 8600 });
  });

  it('the minimum to bank comes first: a tie below it is no tie at all', () => {
    // zilch-15k: more than 15,000 ends it, 350 to bank once on the board; Ben is 100 behind in the final round.
    const state = game('zilch-15k', totals(14000, 14950, 500, 1050));
    expect(state.finalRound).not.toBe(null);
    expect(winNeed(state)).toEqual({ kind: 'final-round', win: 350, tie: null });
  });

  it('before the final round: banking the turn total so far reaches the target, or wins at once where that ends the game', () => {
    const close = game('farkle', totals(9000, 0, 0));
    expect(winNeed(close, 500)).toBe(null);
    expect(winNeed(close, 1000)).toEqual({ kind: 'starts-final-round', points: 1000 });
    expect(winNeed(close)).toBe(null);
    const firstToReach = game('zilch-1000-open', totals(9500, 0, 0));
    expect(winNeed(firstToReach, 1000)).toEqual({ kind: 'wins-game', points: 1000 });
  });
});
