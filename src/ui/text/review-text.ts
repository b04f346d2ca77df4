import { msg, str } from '@lit/localize';
import type { GameReview, PlayerReview, ReviewChoice, ReviewedDecision } from '../../advisor/index.js';
import { diceWord, formatCount, formatPoints, plural } from './format.js';

/** The decision review in words: every figure is in expected points of the turn, and says so. */

const about = (points: number): string => `≈ ${formatPoints(Math.round(points))}`;
const faces = (dice: readonly number[]): string => dice.join(' ');

/** What the player did: "held 1 5 (150)", "banked 650", "rolled 2 dice", "took over 500 with 2 dice". */
export function choiceDone(choice: ReviewChoice): string {
  switch (choice.kind) {
    case 'hold': {
      const held = faces(choice.dice);
      const points = formatPoints(choice.points);
      return msg(str`held ${held} (${points})`, { desc: 'What a player did at a decision, after "Round 5:"' });
    }
    case 'bank': {
      const points = formatPoints(choice.points);
      return msg(str`banked ${points}`, { desc: 'What a player did at a decision, after "Round 5:"' });
    }
    case 'roll': {
      const dice = diceWord(choice.dice);
      return msg(str`rolled ${dice}`, { desc: 'What a player did at a decision, after "Round 5:"' });
    }
    case 'take-over': {
      const points = formatPoints(choice.points);
      const dice = diceWord(choice.dice);
      return msg(str`took over ${points} with ${dice}`, { desc: 'What a player did at a decision, after "Round 5:"' });
    }
    case 'fresh':
      return msg('started fresh', { desc: 'What a player did at a decision, after "Round 5:"' });
  }
}

/**
 * The better choice and what it would have brought, as a whole clause: "banking 650 was better by
 * ≈ 120 expected points" (the choice is its subject, so each is its own message).
 */
function betterClause(choice: ReviewChoice, lost: number): string {
  const by = about(lost);
  switch (choice.kind) {
    case 'hold': {
      const held = faces(choice.dice);
      const points = formatPoints(choice.points);
      return msg(str`holding ${held} (${points}) was better by ${by} expected points`, {
        desc: 'The better choice at a decision, after what the player did ("Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points.")',
      });
    }
    case 'bank': {
      const points = formatPoints(choice.points);
      return msg(str`banking ${points} was better by ${by} expected points`, {
        desc: 'The better choice at a decision, after what the player did ("Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points.")',
      });
    }
    case 'roll': {
      const dice = diceWord(choice.dice);
      return msg(str`rolling ${dice} was better by ${by} expected points`, {
        desc: 'The better choice at a decision, after what the player did ("Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points.")',
      });
    }
    case 'take-over': {
      const points = formatPoints(choice.points);
      return msg(str`taking over ${points} was better by ${by} expected points`, {
        desc: 'The better choice at a decision, after what the player did ("Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points.")',
      });
    }
    case 'fresh':
      return msg(str`starting fresh was better by ${by} expected points`, {
        desc: 'The better choice at a decision, after what the player did ("Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points.")',
      });
  }
}

/** "Round 5: rolled 2 dice; banking 650 was better by ≈ 120 expected points." */
export function decisionSentence(decision: ReviewedDecision): string {
  const round = formatCount(decision.round);
  const done = choiceDone(decision.choice);
  const better = betterClause(decision.bestChoice, decision.lost);
  return msg(str`Round ${round}: ${done}; ${better}.`, {
    desc: 'A decision of the review: the round, what the player did, the better choice',
  });
}

/** "Ben gave away ≈ 420 expected points in 23 decisions." */
export function givenAwaySentence(name: string, player: PlayerReview): string {
  if (player.decisions === 0) return msg(str`${name} had no choices to review.`);
  const n = formatCount(player.decisions);
  if (Math.round(player.givenAway) === 0) {
    return plural(player.decisions, {
      one: () => msg(str`${name} made the best choice in all ${n} decision.`, { id: 'review-best-choices.one' }),
      few: () => msg(str`${name} made the best choice in all ${n} decisions.`, { id: 'review-best-choices.few' }),
      other: () => msg(str`${name} made the best choice in all ${n} decisions.`, { id: 'review-best-choices.other' }),
    });
  }
  const givenAway = about(player.givenAway);
  return plural(player.decisions, {
    one: () =>
      msg(str`${name} gave away ${givenAway} expected points in ${n} decision.`, { id: 'review-given-away.one' }),
    few: () =>
      msg(str`${name} gave away ${givenAway} expected points in ${n} decisions.`, { id: 'review-given-away.few' }),
    other: () =>
      msg(str`${name} gave away ${givenAway} expected points in ${n} decisions.`, { id: 'review-given-away.other' }),
  });
}

/** "Luck: ≈ 310 points more than the dice were expected to give." */
export function luckSentence(player: PlayerReview): string {
  const luck = Math.round(player.luck);
  if (luck === 0) return msg('Luck: the dice gave what they were expected to.');
  const points = about(Math.abs(luck));
  return luck > 0
    ? msg(str`Luck: ${points} points more than the dice were expected to give.`)
    : msg(str`Luck: ${points} points fewer than the dice were expected to give.`);
}

/** The costliest decisions of a seat, most costly first (only those that gave points away). */
export function costliest(review: GameReview, seat: number, count = 3): ReviewedDecision[] {
  return review.decisions
    .filter((decision) => decision.player === seat && Math.round(decision.lost) > 0)
    .sort((a, b) => b.lost - a.lost || a.entry - b.entry)
    .slice(0, count);
}

/** The review's words; getters, so each is looked up in the language spoken when it is read. */
export const REVIEW_TEXT = {
  get heading() {
    return msg('Decisions');
  },
  get intro() {
    return msg(
      'In expected points of the turn, as the advisor works them out: what each choice was expected to bring against the best choice, and luck as what the dice gave against what they were expected to give.',
    );
  },
  get estimate() {
    return msg('With these rules the advisor estimates, so the review is an estimate too.');
  },
  get working() {
    return msg('Reviewing the decisions…');
  },
  get off() {
    return msg(
      'The decision review is off, as the advice is: the Advice switch on the play screen turns both back on.',
    );
  },
  get noDice() {
    return msg('No turn of this game was entered with dice, so there are no decisions to review.');
  },
  skipped: (count: number) => {
    const n = formatCount(count);
    return plural(count, {
      one: () => msg(str`${n} turn was entered as totals and not reviewed.`, { id: 'review-skipped.one' }),
      few: () => msg(str`${n} turns were entered as totals and not reviewed.`, { id: 'review-skipped.few' }),
      other: () => msg(str`${n} turns were entered as totals and not reviewed.`, { id: 'review-skipped.other' }),
    });
  },
  failed: (message: string) => msg(str`The decisions could not be reviewed: ${message}`),
  get noAdvisor() {
    return msg('this browser cannot run the advisor.', {
      desc: 'Why the decisions could not be reviewed, after "The decisions could not be reviewed:"',
    });
  },
  get costliest() {
    return msg('Costliest decisions:');
  },
} as const;
