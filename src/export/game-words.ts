/**
 * A stand-in until the export layer speaks in codes: the game layer's refusals and setup problems in
 * English, for the backup's messages that still carry them as sentences, and points written the
 * English way for the score sheet. The same sentences as src/ui/text/refusal-text.ts; this file goes
 * when the backup and the sheet hand their codes to the UI.
 */
import type { Refusal, SeatChange, SetupProblem } from '../game/index.js';

/** 3200 → "3,200", 402.756 → "402.756", as `Intl.NumberFormat('en')` writes them. */
export function formatPoints(points: number): string {
  if (Number.isNaN(points)) return 'NaN';
  const sign = points < 0 || Object.is(points, -0) ? '-' : '';
  if (!Number.isFinite(points)) return `${sign}∞`;
  const [whole = '0', fraction] = (Math.round(Math.abs(points) * 1000) / 1000).toString().split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

const formatCount = (count: number): string => String(count);

/** "1 die", "6 dice". */
const diceWord = (count: number): string => `${count} ${count === 1 ? 'die' : 'dice'}`;

/** What a setup needs before a game can start, as one sentence. */
export function setupProblemWords(problem: SetupProblem): string {
  switch (problem.code) {
    case 'no-players':
      return 'Add at least one player to start a game.';
    case 'too-many-players': {
      const max = formatCount(problem.max);
      return `A game has at most ${max} players.`;
    }
    case 'unnamed-player':
      return 'Every player needs a name.';
    case 'name-too-long': {
      const max = formatCount(problem.max);
      return `Keep names to ${max} characters.`;
    }
    case 'same-name':
      return 'Two players have the same name: give each a name of their own.';
    case 'bad-rules': {
      const why = problem.problem.message;
      return `These rules cannot be played: ${why}`;
    }
  }
}

/** "Ana −600, Ben +600", or "no change": what a turn did to the scores. */
function changesText(changes: readonly SeatChange[]): string {
  if (changes.length === 0) return 'no change';
  return changes.map(({ name, points }) => `${name} ${points > 0 ? '+' : '−'}${formatPoints(Math.abs(points))}`).join(', ');
}

/** The sentences of a correction refused, each naming the turn as the players know it ("turn 12 (Ben, round 4)"). */
function correctionText(refusal: Extract<Refusal, { code: 'correction-incomplete' | 'correction-breaks-history' }>): string {
  const turn = formatCount(refusal.turn.turnIndex + 1);
  const { name } = refusal.turn;
  const round = formatCount(refusal.turn.round);
  if (refusal.code === 'correction-incomplete') {
    switch (refusal.reason) {
      case 'no-end':
        return `The correction of turn ${turn} (${name}, round ${round}) must end the turn with a bank or a zilch.`;
      case 'ends-early':
        return `The correction of turn ${turn} (${name}, round ${round}) ends the turn before its last entry.`;
      case 'illegal': {
        const why = refusalWords(refusal.refusal);
        return `The correction of turn ${turn} (${name}, round ${round}) is not legal: ${why}`;
      }
    }
  }
  if (refusal.reason === 'illegal') {
    const why = refusalWords(refusal.refusal);
    return `That change would make turn ${turn} (${name}, round ${round}) illegal: ${why}`;
  }
  const from = changesText(refusal.from);
  const to = changesText(refusal.to);
  return `That change would also change turn ${turn} (${name}, round ${round}), from ${from} to ${to}: correct that turn first, or leave this one.`;
}

function badEntryText(refusal: Extract<Refusal, { code: 'bad-entry' }>): string {
  switch (refusal.reason) {
    case 'not-an-entry':
      return 'This is not an entry of a Zilch game.';
    case 'no-entries':
      return 'Nothing to record: the action has no entries.';
    case 'not-this-game':
      return 'The game as it was before the correction is not a log of this game.';
    case 'earlier-does-not-replay': {
      const why = refusalWords(refusal.refusal);
      return `The game as it was before the correction does not replay: ${why}`;
    }
  }
}

/** The sentences for a code that says which of several things in `reason`. */
function notNowText(refusal: Extract<Refusal, { code: 'not-now' }>): string {
  switch (refusal.reason) {
    case 'no-turn':
      return 'There is no turn to bank.';
    case 'throw-off-first':
      return 'Find the first player before the first turn.';
    case 'tie-break-now':
      return 'The tied leaders throw for the win now.';
    case 'throw-off-over':
      return 'The throw-off for the first player is over.';
    case 'first-player-chosen':
      return 'The first player is chosen before the first turn.';
    case 'start-chosen':
      return 'The start of this turn is already chosen.';
    case 'no-tie':
      return 'There is no tie to break.';
    case 'not-in-throw-off': {
      const { name } = refusal;
      return `${name} is not in this throw-off.`;
    }
    case 'not-tied': {
      const { name } = refusal;
      return `${name} is not among the tied leaders.`;
    }
    case 'thrown-already': {
      const { name } = refusal;
      return `${name} has thrown already.`;
    }
  }
}

function badDiceText(refusal: Extract<Refusal, { code: 'bad-dice' | 'wrong-dice-count' }>): string {
  if (refusal.code === 'wrong-dice-count') {
    const dice = diceWord(refusal.need);
    const got = formatCount(refusal.got);
    return refusal.throw === 'roll'
      ? `Enter ${dice} for this roll: you entered ${got}.`
      : `Enter ${dice} for this tie-break throw: you entered ${got}.`;
  }
  switch (refusal.reason) {
    case 'not-a-list':
      return refusal.throw === 'roll' ? 'A roll is a list of dice.' : 'A tie-break throw is a list of dice.';
    case 'not-a-face': {
      const face = String(refusal.face);
      return `A die shows ${face}: a die's face is a whole number from 1 to 6.`;
    }
    case 'free-dice': {
      const max = formatCount(refusal.max);
      const given = String(refusal.freeDice);
      return `Free dice are 1 to ${max}, not ${given}.`;
    }
  }
}

function holdText(refusal: Extract<Refusal, { code: 'not-a-legal-hold' }>): string {
  switch (refusal.reason) {
    case 'empty':
      return 'Hold at least one scoring die.';
    case 'not-in-roll': {
      const face = String(refusal.face);
      const roll = refusal.roll.join(', ');
      return `You can only hold dice from the roll: there is no ${face} left in ${roll}.`;
    }
    case 'does-not-score': {
      const dice = refusal.dice.join(', ');
      return `${dice} does not score: every held die must be part of a scoring combination.`;
    }
    case 'rules-input':
      return refusal.error.message;
  }
}

function mustRollText(refusal: Extract<Refusal, { code: 'must-roll-first' }>): string {
  switch (refusal.reason) {
    case 'nothing-scored':
      return 'Roll first: a turn banks only points it has scored.';
    case 'no-roll':
      return 'Enter a roll before choosing dice to hold.';
    case 'roll-on':
      return 'Roll on before banking.';
    case 'roll-dice': {
      const dice = diceWord(refusal.dice);
      return `Roll the ${dice} first.`;
    }
    case 'score-take-over': {
      const dice = diceWord(refusal.dice);
      const points = formatPoints(refusal.points);
      return `Roll the ${dice} and score before banking the ${points} you took over.`;
    }
  }
}

function takeOverText(refusal: Extract<Refusal, { code: 'take-over-unavailable' }>): string {
  switch (refusal.reason) {
    case 'after-zilch':
      return 'After a zilch the next player starts fresh.';
    case 'no-bank':
      return 'There is no bank to take over: this turn starts fresh.';
    case 'other-bank': {
      const points = formatPoints(refusal.offer.points);
      const dice = diceWord(refusal.offer.dice);
      const askedPoints = formatPoints(refusal.asked.points);
      const askedDice = diceWord(refusal.asked.dice);
      return `The bank to take over is ${points} with ${dice}, not ${askedPoints} with ${askedDice}.`;
    }
  }
}

function challengeText(refusal: Extract<Refusal, { code: 'challenge-unavailable' }>): string {
  switch (refusal.reason) {
    case 'no-challenges':
      return 'These rules have no challenges.';
    case 'after-first-roll':
      return 'A challenge is declared before the first roll.';
    case 'already':
      return 'This turn is a challenge already.';
    case 'yourself':
      return 'Challenge another player, not yourself.';
    case 'used': {
      const { name } = refusal;
      const dividing = formatPoints(refusal.dividing);
      return refusal.which === 0
        ? `${name} has used the challenge below ${dividing}.`
        : `${name} has used the challenge at ${dividing} and above.`;
    }
  }
}

/** Why the game refused an action, as one sentence for the player. */
export function refusalWords(refusal: Refusal): string {
  switch (refusal.code) {
    case 'game-over': {
      const winners = refusal.winners.join(' and ');
      return `The game is over: ${winners} won.`;
    }
    case 'bad-setup':
      return setupProblemWords(refusal.problem);
    case 'bad-entry':
      return badEntryText(refusal);
    case 'not-now':
      return notNowText(refusal);
    case 'bad-player': {
      if (refusal.reason === 'no-one-up') return 'No player is up.';
      const seat = String(refusal.seat);
      return `There is no player ${seat} in this game.`;
    }
    case 'bad-pips': {
      const dice = diceWord(refusal.dice);
      const least = formatCount(refusal.dice);
      const most = formatCount(6 * refusal.dice);
      const pips = String(refusal.pips);
      return `${dice} show between ${least} and ${most} pips, not ${pips}.`;
    }
    case 'bad-dice':
    case 'wrong-dice-count':
      return badDiceText(refusal);
    case 'not-a-legal-hold':
      return holdText(refusal);
    case 'must-roll-first':
      return mustRollText(refusal);
    case 'must-hold-first':
      return refusal.reason === 'this-roll' ? 'Choose the dice to hold from this roll first.' : 'Choose the dice to hold from the last roll first.';
    case 'second-chance':
      return 'Throw the last die again: it gets a second chance, and you cannot bank in between.';
    case 'turning-the-corner': {
      const dice = diceWord(refusal.dice);
      return `All ${dice} scored: you must roll them all again before you bank (turning the corner).`;
    }
    case 'below-threshold': {
      const have = formatPoints(refusal.have);
      const need = formatPoints(refusal.need);
      const short = formatPoints(refusal.need - refusal.have);
      return refusal.onBoard
        ? `${have} of the ${need} needed to bank: ${short} short.`
        : `${have} of the ${need} needed to get on the board: ${short} short.`;
    }
    case 'not-surpassing': {
      const beat = formatPoints(refusal.beat);
      const have = formatPoints(refusal.have);
      return `To bank you must beat the last turn's ${beat}: you have ${have}.`;
    }
    case 'choose-start': {
      const points = formatPoints(refusal.points);
      const dice = diceWord(refusal.dice);
      // The rules' own word: inherit (Serendipity Creak) or build off (10-dice Zilch).
      return refusal.start === 'inherit'
        ? `Inherit ${points} with ${dice}, or start fresh, before rolling.`
        : `Build off ${points} with ${dice}, or start fresh, before rolling.`;
    }
    case 'take-over-unavailable':
      return takeOverText(refusal);
    case 'challenge-unavailable':
      return challengeText(refusal);
    case 'bad-points': {
      if (refusal.reason === 'took-over') {
        const points = formatPoints(refusal.points);
        return `You took over ${points}: enter the whole turn total, more than ${points}.`;
      }
      const points = String(refusal.points);
      return `Enter the turn's points as a multiple of 50, or 0 for a zilch: ${points} is not.`;
    }
    case 'nothing-to-undo':
      return 'Nothing to undo: this is the start of the game.';
    case 'nothing-to-redo':
      return 'Nothing to redo.';
    case 'no-such-turn': {
      const turn = formatCount(refusal.turnIndex + 1);
      return `There is no finished turn ${turn} to correct.`;
    }
    case 'correction-incomplete':
    case 'correction-breaks-history':
      return correctionText(refusal);
  }
}

/** "Entry 5 of the game's log is not legal: …": why a stored log does not replay (a CorruptLogError's entry and refusal). */
export function corruptLogWords(damage: { readonly entryIndex: number; readonly refusal: Refusal }): string {
  const entry = formatCount(damage.entryIndex + 1);
  const why = refusalWords(damage.refusal);
  return `Entry ${entry} of the game's log is not legal: ${why}`;
}
