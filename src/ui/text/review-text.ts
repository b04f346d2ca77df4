import type { GameReview, PlayerReview, ReviewChoice, ReviewedDecision } from '../../advisor/index.js';
import { diceWord, formatPoints } from './format.js';

/** The decision review in words: every figure is in expected points of the turn, and says so. */

const about = (points: number): string => `≈ ${formatPoints(Math.round(points))}`;
const faces = (dice: readonly number[]): string => dice.join(' ');

/** What the player did: "held 1 5 (150)", "banked 650", "rolled 2 dice", "took over 500 with 2 dice". */
export function choiceDone(choice: ReviewChoice): string {
  switch (choice.kind) {
    case 'hold':
      return `held ${faces(choice.dice)} (${formatPoints(choice.points)})`;
    case 'bank':
      return `banked ${formatPoints(choice.points)}`;
    case 'roll':
      return `rolled ${diceWord(choice.dice)}`;
    case 'take-over':
      return `took over ${formatPoints(choice.points)} with ${diceWord(choice.dice)}`;
    case 'fresh':
      return 'started fresh';
  }
}

/** The better choice, as the subject of a sentence: "holding 1 (100)", "banking 650". */
function choiceBetter(choice: ReviewChoice): string {
  switch (choice.kind) {
    case 'hold':
      return `holding ${faces(choice.dice)} (${formatPoints(choice.points)})`;
    case 'bank':
      return `banking ${formatPoints(choice.points)}`;
    case 'roll':
      return `rolling ${diceWord(choice.dice)}`;
    case 'take-over':
      return `taking over ${formatPoints(choice.points)}`;
    case 'fresh':
      return 'starting fresh';
  }
}

/** "Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points." */
export function decisionSentence(decision: ReviewedDecision): string {
  return `Round ${decision.round}: ${choiceDone(decision.choice)}; ${choiceBetter(decision.bestChoice)} was better by ${about(decision.lost)} expected points.`;
}

/** "Ben gave away ≈ 420 expected points in 23 decisions." */
export function givenAwaySentence(name: string, player: PlayerReview): string {
  if (player.decisions === 0) return `${name} had no choices to review.`;
  const decisions = player.decisions === 1 ? '1 decision' : `${player.decisions} decisions`;
  if (Math.round(player.givenAway) === 0) return `${name} made the best choice in all ${decisions}.`;
  return `${name} gave away ${about(player.givenAway)} expected points in ${decisions}.`;
}

/** "Luck: ≈ 310 points more than the dice were expected to give." */
export function luckSentence(player: PlayerReview): string {
  const luck = Math.round(player.luck);
  if (luck === 0) return 'Luck: the dice gave what they were expected to.';
  return `Luck: ${about(Math.abs(luck))} points ${luck > 0 ? 'more' : 'fewer'} than the dice were expected to give.`;
}

/** The costliest decisions of a seat, most costly first (only those that gave points away). */
export function costliest(review: GameReview, seat: number, count = 3): ReviewedDecision[] {
  return review.decisions
    .filter((decision) => decision.player === seat && Math.round(decision.lost) > 0)
    .sort((a, b) => b.lost - a.lost || a.entry - b.entry)
    .slice(0, count);
}

export const REVIEW_TEXT = {
  heading: 'Decisions',
  intro:
    'In expected points of the turn, as the advisor works them out: what each choice was expected to bring against the best choice, and luck as what the dice gave against what they were expected to give.',
  estimate: 'With these rules the advisor estimates, so the review is an estimate too.',
  working: 'Reviewing the decisions…',
  off: 'The decision review is off, as the advice is: the Advice switch on the play screen turns both back on.',
  noDice: 'No turn of this game was entered with dice, so there are no decisions to review.',
  skipped: (count: number) => `${count === 1 ? '1 turn was' : `${count} turns were`} entered as totals and not reviewed.`,
  failed: (message: string) => `The decisions could not be reviewed: ${message}`,
  noAdvisor: 'this browser cannot run the advisor.',
  costliest: 'Costliest decisions:',
} as const;
