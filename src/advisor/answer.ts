import {
  adviceQuality,
  adviseBankOrRoll,
  adviseHolds,
  adviseTakeOver,
  reviewGame,
  solutionFor,
  winAdvice,
  winAdviceReady,
} from './index.js';
import type { WinAdvice, WinPosition } from './index.js';
import type { Ruleset } from '../rules/index.js';
import { rulesOf } from './protocol.js';
import type { AdviceQuestion, AdviceResponse } from './protocol.js';

/** The chance to win where it is known at once; never a table solved while the page waits. */
function chanceToWin(rules: Ruleset, position: WinPosition): WinAdvice | null {
  if (!winAdviceReady(rules, position)) return null;
  try {
    return winAdvice(rules, position);
  } catch {
    // The points advice still goes out: a chance the position cannot have is left out, not the answer.
    return null;
  }
}

/** Answers one question from the page; the worker's whole job, kept pure so Node tests and benches call it. */
export function answer(id: number, question: AdviceQuestion): AdviceResponse {
  try {
    const { exact, note } = adviceQuality(rulesOf(question));
    switch (question.kind) {
      case 'holds':
        return {
          id,
          ok: true,
          exact,
          note,
          answer: {
            kind: 'holds',
            holds: adviseHolds(question.rules, question.situation, question.roll, question.setAside),
            win: question.win ? chanceToWin(question.rules, { ...question.win, roll: question.roll }) : null,
          },
        };
      case 'bank-or-roll':
        return {
          id,
          ok: true,
          exact,
          note,
          answer: {
            kind: 'bank-or-roll',
            advice: adviseBankOrRoll(question.rules, question.situation),
            win: question.win ? chanceToWin(question.rules, question.win) : null,
          },
        };
      case 'take-over':
        return {
          id,
          ok: true,
          exact,
          note,
          answer: { kind: 'take-over', advice: adviseTakeOver(question.rules, question.offer, question.minimumToBank) },
        };
      case 'prepare': {
        const start = performance.now();
        solutionFor(question.rules, question.minimumToBank, 0);
        return { id, ok: true, exact, note, answer: { kind: 'prepare', ms: performance.now() - start } };
      }
      case 'review':
        return {
          id,
          ok: true,
          exact,
          note,
          answer: { kind: 'review', review: reviewGame(question.setup, question.entries) },
        };
    }
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
