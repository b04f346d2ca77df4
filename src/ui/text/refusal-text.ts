/**
 * The game layer's refusals in words: why an entry, an undo, a correction or a new game's setup was
 * refused, and why a stored log does not replay. The game speaks in codes and numbers
 * (src/game/state.ts `Refusal`, `SetupProblem`); each code is one sentence here.
 */
import { msg, str } from '@lit/localize';
import type { LedgerRefusal } from '../../db/index.js';
import type { Refusal, SeatChange, SetupProblem } from '../../game/index.js';
import { diceWord, formatCount, formatList, formatPoints } from './format.js';
import { rulesProblemText } from './rules-problem-text.js';

/** What a setup needs before a game can start, as one sentence. */
export function setupProblemText(problem: SetupProblem): string {
  switch (problem.code) {
    case 'no-players':
      return msg('Add at least one player to start a game.');
    case 'too-many-players': {
      const max = formatCount(problem.max);
      return msg(str`A game has at most ${max} players.`);
    }
    case 'unnamed-player':
      return msg('Every player needs a name.');
    case 'name-too-long': {
      const max = formatCount(problem.max);
      return msg(str`Keep names to ${max} characters.`);
    }
    case 'same-name':
      return msg('Two players have the same name: give each a name of their own.');
    case 'bad-rules': {
      const why = rulesProblemText(problem.problem);
      return msg(str`These rules cannot be played: ${why}`);
    }
  }
}

/** "Ana −600, Ben +600", or "no change": what a turn did to the scores. */
function changesText(changes: readonly SeatChange[]): string {
  if (changes.length === 0) return msg('no change', { desc: 'What a turn did to the scores: nothing' });
  return changes
    .map(({ name, points }) => `${name} ${points > 0 ? '+' : '−'}${formatPoints(Math.abs(points))}`)
    .join(', ');
}

/** The sentences of a correction refused, each naming the turn as the players know it ("turn 12 (Ben, round 4)"). */
function correctionText(
  refusal: Extract<Refusal, { code: 'correction-incomplete' | 'correction-breaks-history' }>,
): string {
  const turn = formatCount(refusal.turn.turnIndex + 1);
  const { name } = refusal.turn;
  const round = formatCount(refusal.turn.round);
  if (refusal.code === 'correction-incomplete') {
    switch (refusal.reason) {
      case 'no-end':
        return msg(
          str`The correction of turn ${turn} (${name}, round ${round}) must end the turn with a bank or a zilch.`,
        );
      case 'ends-early':
        return msg(str`The correction of turn ${turn} (${name}, round ${round}) ends the turn before its last entry.`);
      case 'illegal': {
        const why = refusalText(refusal.refusal);
        return msg(str`The correction of turn ${turn} (${name}, round ${round}) is not legal: ${why}`);
      }
    }
  }
  if (refusal.reason === 'illegal') {
    const why = refusalText(refusal.refusal);
    return msg(str`That change would make turn ${turn} (${name}, round ${round}) illegal: ${why}`);
  }
  const from = changesText(refusal.from);
  const to = changesText(refusal.to);
  return msg(
    str`That change would also change turn ${turn} (${name}, round ${round}), from ${from} to ${to}: correct that turn first, or leave this one.`,
  );
}

function badEntryText(refusal: Extract<Refusal, { code: 'bad-entry' }>): string {
  switch (refusal.reason) {
    case 'not-an-entry':
      return msg('This is not an entry of a Zilch game.');
    case 'no-entries':
      return msg('Nothing to record: the action has no entries.');
    case 'not-this-game':
      return msg('The game as it was before the correction is not a log of this game.');
    case 'earlier-does-not-replay': {
      const why = refusalText(refusal.refusal);
      return msg(str`The game as it was before the correction does not replay: ${why}`);
    }
  }
}

/** The sentences for a code that says which of several things in `reason`. */
function notNowText(refusal: Extract<Refusal, { code: 'not-now' }>): string {
  switch (refusal.reason) {
    case 'no-turn':
      return msg('There is no turn to bank.');
    case 'throw-off-first':
      return msg('Find the first player before the first turn.');
    case 'tie-break-now':
      return msg('The tied leaders throw for the win now.');
    case 'throw-off-over':
      return msg('The throw-off for the first player is over.');
    case 'first-player-chosen':
      return msg('The first player is chosen before the first turn.');
    case 'start-chosen':
      return msg('The start of this turn is already chosen.');
    case 'no-tie':
      return msg('There is no tie to break.');
    case 'not-in-throw-off': {
      const { name } = refusal;
      return msg(str`${name} is not in this throw-off.`);
    }
    case 'not-tied': {
      const { name } = refusal;
      return msg(str`${name} is not among the tied leaders.`);
    }
    case 'thrown-already': {
      const { name } = refusal;
      return msg(str`${name} has thrown already.`);
    }
  }
}

function badDiceText(refusal: Extract<Refusal, { code: 'bad-dice' | 'wrong-dice-count' }>): string {
  if (refusal.code === 'wrong-dice-count') {
    const dice = diceWord(refusal.need);
    const got = formatCount(refusal.got);
    return refusal.throw === 'roll'
      ? msg(str`Enter ${dice} for this roll: you entered ${got}.`)
      : msg(str`Enter ${dice} for this tie-break throw: you entered ${got}.`);
  }
  switch (refusal.reason) {
    case 'not-a-list':
      return refusal.throw === 'roll' ? msg('A roll is a list of dice.') : msg('A tie-break throw is a list of dice.');
    case 'not-a-face': {
      const face = String(refusal.face);
      return msg(str`A die shows ${face}: a die's face is a whole number from 1 to 6.`);
    }
    case 'free-dice': {
      const max = formatCount(refusal.max);
      const given = String(refusal.freeDice);
      return msg(str`Free dice are 1 to ${max}, not ${given}.`);
    }
  }
}

function holdText(refusal: Extract<Refusal, { code: 'not-a-legal-hold' }>): string {
  switch (refusal.reason) {
    case 'empty':
      return msg('Hold at least one scoring die.');
    case 'not-in-roll': {
      const face = String(refusal.face);
      const roll = refusal.roll.join(', ');
      return msg(str`You can only hold dice from the roll: there is no ${face} left in ${roll}.`);
    }
    case 'does-not-score': {
      const dice = refusal.dice.join(', ');
      return msg(str`${dice} does not score: every held die must be part of a scoring combination.`);
    }
    case 'rules-input':
      // A refusal kept in IndexedDB (a damaged game's summary) keeps the error's message but not its problem.
      return refusal.error.problem ? rulesProblemText(refusal.error.problem) : refusal.error.message;
  }
}

function mustRollText(refusal: Extract<Refusal, { code: 'must-roll-first' }>): string {
  switch (refusal.reason) {
    case 'nothing-scored':
      return msg('Roll first: a turn banks only points it has scored.');
    case 'no-roll':
      return msg('Enter a roll before choosing dice to hold.');
    case 'roll-on':
      return msg('Roll on before banking.');
    case 'roll-dice': {
      const dice = diceWord(refusal.dice);
      return msg(str`Roll the ${dice} first.`);
    }
    case 'score-take-over': {
      const dice = diceWord(refusal.dice);
      const points = formatPoints(refusal.points);
      return msg(str`Roll the ${dice} and score before banking the ${points} you took over.`);
    }
  }
}

function takeOverText(refusal: Extract<Refusal, { code: 'take-over-unavailable' }>): string {
  switch (refusal.reason) {
    case 'after-zilch':
      return msg('After a zilch the next player starts fresh.');
    case 'no-bank':
      return msg('There is no bank to take over: this turn starts fresh.');
    case 'other-bank': {
      const points = formatPoints(refusal.offer.points);
      const dice = diceWord(refusal.offer.dice);
      const askedPoints = formatPoints(refusal.asked.points);
      const askedDice = diceWord(refusal.asked.dice);
      return msg(str`The bank to take over is ${points} with ${dice}, not ${askedPoints} with ${askedDice}.`);
    }
  }
}

function challengeText(refusal: Extract<Refusal, { code: 'challenge-unavailable' }>): string {
  switch (refusal.reason) {
    case 'no-challenges':
      return msg('These rules have no challenges.');
    case 'after-first-roll':
      return msg('A challenge is declared before the first roll.');
    case 'already':
      return msg('This turn is a challenge already.');
    case 'yourself':
      return msg('Challenge another player, not yourself.');
    case 'used': {
      const { name } = refusal;
      const dividing = formatPoints(refusal.dividing);
      return refusal.which === 0
        ? msg(str`${name} has used the challenge below ${dividing}.`)
        : msg(str`${name} has used the challenge at ${dividing} and above.`);
    }
  }
}

/** Why the game refused an action, as one sentence for the player. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.code) {
    case 'game-over': {
      const winners = formatList(refusal.winners);
      return msg(str`The game is over: ${winners} won.`);
    }
    case 'bad-setup':
      return setupProblemText(refusal.problem);
    case 'bad-entry':
      return badEntryText(refusal);
    case 'not-now':
      return notNowText(refusal);
    case 'bad-player': {
      if (refusal.reason === 'no-one-up') return msg('No player is up.');
      const seat = String(refusal.seat);
      return msg(str`There is no player ${seat} in this game.`);
    }
    case 'bad-pips': {
      const dice = diceWord(refusal.dice);
      const least = formatCount(refusal.dice);
      const most = formatCount(6 * refusal.dice);
      const pips = String(refusal.pips);
      return msg(str`${dice} show between ${least} and ${most} pips, not ${pips}.`);
    }
    case 'bad-dice':
    case 'wrong-dice-count':
      return badDiceText(refusal);
    case 'not-a-legal-hold':
      return holdText(refusal);
    case 'must-roll-first':
      return mustRollText(refusal);
    case 'must-hold-first':
      return refusal.reason === 'this-roll'
        ? msg('Choose the dice to hold from this roll first.')
        : msg('Choose the dice to hold from the last roll first.');
    case 'second-chance':
      return msg('Throw the last die again: it gets a second chance, and you cannot bank in between.');
    case 'turning-the-corner': {
      const dice = diceWord(refusal.dice);
      return msg(str`All ${dice} scored: you must roll them all again before you bank (turning the corner).`);
    }
    case 'below-threshold': {
      const have = formatPoints(refusal.have);
      const need = formatPoints(refusal.need);
      const short = formatPoints(refusal.need - refusal.have);
      return refusal.onBoard
        ? msg(str`${have} of the ${need} needed to bank: ${short} short.`)
        : msg(str`${have} of the ${need} needed to get on the board: ${short} short.`);
    }
    case 'not-surpassing': {
      const beat = formatPoints(refusal.beat);
      const have = formatPoints(refusal.have);
      return msg(str`To bank you must beat the last turn's ${beat}: you have ${have}.`);
    }
    case 'choose-start': {
      const points = formatPoints(refusal.points);
      const dice = diceWord(refusal.dice);
      // The rules' own word: inherit (Serendipity Creak) or build off (10-dice Zilch).
      return refusal.start === 'inherit'
        ? msg(str`Inherit ${points} with ${dice}, or start fresh, before rolling.`)
        : msg(str`Build off ${points} with ${dice}, or start fresh, before rolling.`);
    }
    case 'take-over-unavailable':
      return takeOverText(refusal);
    case 'challenge-unavailable':
      return challengeText(refusal);
    case 'bad-points': {
      if (refusal.reason === 'took-over') {
        const points = formatPoints(refusal.points);
        return msg(str`You took over ${points}: enter the whole turn total, more than ${points}.`);
      }
      const points = String(refusal.points);
      return msg(str`Enter the turn's points as a multiple of 50, or 0 for a zilch: ${points} is not.`);
    }
    case 'nothing-to-undo':
      return msg('Nothing to undo: this is the start of the game.');
    case 'nothing-to-redo':
      return msg('Nothing to redo.');
    case 'no-such-turn': {
      const turn = formatCount(refusal.turnIndex + 1);
      return msg(str`There is no finished turn ${turn} to correct.`);
    }
    case 'correction-incomplete':
    case 'correction-breaks-history':
      return correctionText(refusal);
  }
}

/** Why the ledger wrote nothing: the game's refusal, or the game changed or went in another tab. */
export function ledgerRefusalText(refusal: LedgerRefusal): string {
  switch (refusal.code) {
    case 'stale':
      return msg('This game changed in another tab: showing the latest.');
    case 'no-such-game':
      return msg('This game is no longer saved: it was deleted, maybe in another tab.');
    default:
      return refusalText(refusal);
  }
}

/** "Entry 5 of the game's log is not legal: …": why a stored log does not replay (a CorruptLogError's entry and refusal). */
export function corruptLogText(damage: { readonly entryIndex: number; readonly refusal: Refusal }): string {
  const entry = formatCount(damage.entryIndex + 1);
  const why = refusalText(damage.refusal);
  return msg(str`Entry ${entry} of the game's log is not legal: ${why}`);
}
