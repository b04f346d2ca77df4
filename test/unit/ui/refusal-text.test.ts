import { describe, expect, it } from 'vitest';
import type { LedgerRefusal } from '../../../src/db/index.js';
import { CorruptLogError, replay, setupProblem } from '../../../src/game/index.js';
import type { Refusal, RefusalCode, SetupProblem } from '../../../src/game/index.js';
import { presetById, RulesInputError } from '../../../src/rules/index.js';
import { corruptLogText, ledgerRefusalText, refusalText, setupProblemText } from '../../../src/ui/text/refusal-text.js';

/** Rules that cannot be played: "Three pairs needs at least 6 dice." */
const BAD_RULES = setupProblem({ rules: { ...presetById('farkle'), diceCount: 5 }, players: ['Ana'] }) as SetupProblem;

const turn3 = { turnIndex: 2, name: 'Ana', round: 2 };

/** Every refusal the game layer makes, with the sentence the game said before it spoke in codes. */
const SENTENCES: readonly (readonly [Refusal, string])[] = [
  [{ code: 'game-over', winners: ['Ana'] }, 'The game is over: Ana won.'],
  [{ code: 'game-over', winners: ['Ana', 'Ben'] }, 'The game is over: Ana and Ben won.'],
  [{ code: 'bad-setup', problem: { code: 'no-players' } }, 'Add at least one player to start a game.'],
  [{ code: 'bad-entry', reason: 'not-an-entry' }, 'This is not an entry of a Zilch game.'],
  [{ code: 'bad-entry', reason: 'no-entries' }, 'Nothing to record: the action has no entries.'],
  [
    { code: 'bad-entry', reason: 'not-this-game' },
    'The game as it was before the correction is not a log of this game.',
  ],
  [
    {
      code: 'bad-entry',
      reason: 'earlier-does-not-replay',
      refusal: { code: 'below-threshold', have: 450, need: 500, onBoard: false },
    },
    'The game as it was before the correction does not replay: 450 of the 500 needed to get on the board: 50 short.',
  ],
  [{ code: 'not-now', reason: 'no-turn' }, 'There is no turn to bank.'],
  [{ code: 'not-now', reason: 'throw-off-first' }, 'Find the first player before the first turn.'],
  [{ code: 'not-now', reason: 'tie-break-now' }, 'The tied leaders throw for the win now.'],
  [{ code: 'not-now', reason: 'throw-off-over' }, 'The throw-off for the first player is over.'],
  [{ code: 'not-now', reason: 'first-player-chosen' }, 'The first player is chosen before the first turn.'],
  [{ code: 'not-now', reason: 'start-chosen' }, 'The start of this turn is already chosen.'],
  [{ code: 'not-now', reason: 'no-tie' }, 'There is no tie to break.'],
  [{ code: 'not-now', reason: 'not-in-throw-off', name: 'A' }, 'A is not in this throw-off.'],
  [{ code: 'not-now', reason: 'not-tied', name: 'Cy' }, 'Cy is not among the tied leaders.'],
  [{ code: 'not-now', reason: 'thrown-already', name: 'Ben' }, 'Ben has thrown already.'],
  [{ code: 'bad-player', reason: 'no-such-seat', seat: 7 }, 'There is no player 7 in this game.'],
  [{ code: 'bad-player', reason: 'no-such-seat', seat: 'undefined' }, 'There is no player undefined in this game.'],
  [{ code: 'bad-player', reason: 'no-one-up' }, 'No player is up.'],
  [{ code: 'bad-pips', dice: 10, pips: 61 }, '10 dice show between 10 and 60 pips, not 61.'],
  [{ code: 'bad-pips', dice: 5, pips: 'NaN' }, '5 dice show between 5 and 30 pips, not NaN.'],
  [{ code: 'bad-dice', reason: 'not-a-list', throw: 'roll' }, 'A roll is a list of dice.'],
  [{ code: 'bad-dice', reason: 'not-a-list', throw: 'tie-break' }, 'A tie-break throw is a list of dice.'],
  [{ code: 'bad-dice', reason: 'not-a-face', face: 7 }, "A die shows 7: a die's face is a whole number from 1 to 6."],
  [{ code: 'bad-dice', reason: 'free-dice', max: 10, freeDice: 11 }, 'Free dice are 1 to 10, not 11.'],
  [{ code: 'wrong-dice-count', throw: 'roll', need: 6, got: 10 }, 'Enter 6 dice for this roll: you entered 10.'],
  [{ code: 'wrong-dice-count', throw: 'roll', need: 1, got: 2 }, 'Enter 1 die for this roll: you entered 2.'],
  [
    { code: 'wrong-dice-count', throw: 'tie-break', need: 6, got: 5 },
    'Enter 6 dice for this tie-break throw: you entered 5.',
  ],
  [{ code: 'not-a-legal-hold', reason: 'empty' }, 'Hold at least one scoring die.'],
  [
    { code: 'not-a-legal-hold', reason: 'not-in-roll', face: 1, roll: [1, 5, 2, 3, 4, 6] },
    'You can only hold dice from the roll: there is no 1 left in 1, 5, 2, 3, 4, 6.',
  ],
  [
    { code: 'not-a-legal-hold', reason: 'does-not-score', dice: [1, 2] },
    '1, 2 does not score: every held die must be part of a scoring combination.',
  ],
  [
    {
      code: 'not-a-legal-hold',
      reason: 'rules-input',
      error: new RulesInputError({ code: 'set-aside-no-score' }, 'The dice set aside earlier do not score together.'),
    },
    'The dice set aside earlier do not score together.',
  ],
  [{ code: 'must-roll-first', reason: 'nothing-scored' }, 'Roll first: a turn banks only points it has scored.'],
  [{ code: 'must-roll-first', reason: 'no-roll' }, 'Enter a roll before choosing dice to hold.'],
  [{ code: 'must-roll-first', reason: 'roll-on' }, 'Roll on before banking.'],
  [{ code: 'must-roll-first', reason: 'roll-dice', dice: 3 }, 'Roll the 3 dice first.'],
  [
    { code: 'must-roll-first', reason: 'score-take-over', dice: 1, points: 750 },
    'Roll the 1 die and score before banking the 750 you took over.',
  ],
  [{ code: 'must-hold-first', reason: 'this-roll' }, 'Choose the dice to hold from this roll first.'],
  [{ code: 'must-hold-first', reason: 'last-roll' }, 'Choose the dice to hold from the last roll first.'],
  [{ code: 'second-chance' }, 'Throw the last die again: it gets a second chance, and you cannot bank in between.'],
  [
    { code: 'turning-the-corner', dice: 6 },
    'All 6 dice scored: you must roll them all again before you bank (turning the corner).',
  ],
  [
    { code: 'below-threshold', have: 450, need: 500, onBoard: false },
    '450 of the 500 needed to get on the board: 50 short.',
  ],
  [{ code: 'below-threshold', have: 300, need: 350, onBoard: true }, '300 of the 350 needed to bank: 50 short.'],
  [
    { code: 'below-threshold', have: 0, need: 1000, onBoard: false },
    '0 of the 1,000 needed to get on the board: 1,000 short.',
  ],
  [{ code: 'not-surpassing', have: 550, beat: 600 }, "To bank you must beat the last turn's 600: you have 550."],
  [
    { code: 'choose-start', start: 'build-off', points: 1500, dice: 6 },
    'Build off 1,500 with 6 dice, or start fresh, before rolling.',
  ],
  [
    { code: 'choose-start', start: 'inherit', points: 350, dice: 1 },
    'Inherit 350 with 1 die, or start fresh, before rolling.',
  ],
  [{ code: 'take-over-unavailable', reason: 'after-zilch' }, 'After a zilch the next player starts fresh.'],
  [{ code: 'take-over-unavailable', reason: 'no-bank' }, 'There is no bank to take over: this turn starts fresh.'],
  [
    {
      code: 'take-over-unavailable',
      reason: 'other-bank',
      offer: { points: 350, dice: 6 },
      asked: { points: 300, dice: 6 },
    },
    'The bank to take over is 350 with 6 dice, not 300 with 6 dice.',
  ],
  [{ code: 'challenge-unavailable', reason: 'no-challenges' }, 'These rules have no challenges.'],
  [{ code: 'challenge-unavailable', reason: 'after-first-roll' }, 'A challenge is declared before the first roll.'],
  [{ code: 'challenge-unavailable', reason: 'already' }, 'This turn is a challenge already.'],
  [{ code: 'challenge-unavailable', reason: 'yourself' }, 'Challenge another player, not yourself.'],
  [
    { code: 'challenge-unavailable', reason: 'used', name: 'Ana', which: 0, dividing: 5000 },
    'Ana has used the challenge below 5,000.',
  ],
  [
    { code: 'challenge-unavailable', reason: 'used', name: 'Ana', which: 1, dividing: 5000 },
    'Ana has used the challenge at 5,000 and above.',
  ],
  [
    { code: 'bad-points', reason: 'not-a-multiple', points: 640 },
    "Enter the turn's points as a multiple of 50, or 0 for a zilch: 640 is not.",
  ],
  [
    { code: 'bad-points', reason: 'not-a-multiple', points: 2500.5 },
    "Enter the turn's points as a multiple of 50, or 0 for a zilch: 2500.5 is not.",
  ],
  [
    { code: 'bad-points', reason: 'took-over', points: 400 },
    'You took over 400: enter the whole turn total, more than 400.',
  ],
  [{ code: 'nothing-to-undo' }, 'Nothing to undo: this is the start of the game.'],
  [{ code: 'nothing-to-redo' }, 'Nothing to redo.'],
  [{ code: 'no-such-turn', turnIndex: 5 }, 'There is no finished turn 6 to correct.'],
  [
    { code: 'correction-incomplete', turn: { turnIndex: 0, name: 'Ana', round: 1 }, reason: 'no-end' },
    'The correction of turn 1 (Ana, round 1) must end the turn with a bank or a zilch.',
  ],
  [
    { code: 'correction-incomplete', turn: turn3, reason: 'ends-early' },
    'The correction of turn 3 (Ana, round 2) ends the turn before its last entry.',
  ],
  [
    {
      code: 'correction-incomplete',
      turn: { turnIndex: 1, name: 'Ben', round: 1 },
      reason: 'illegal',
      refusal: { code: 'bad-points', reason: 'not-a-multiple', points: 640 },
    },
    "The correction of turn 2 (Ben, round 1) is not legal: Enter the turn's points as a multiple of 50, or 0 for a zilch: 640 is not.",
  ],
  [
    {
      code: 'correction-breaks-history',
      turn: turn3,
      reason: 'illegal',
      refusal: { code: 'below-threshold', have: 350, need: 500, onBoard: false },
    },
    'That change would make turn 3 (Ana, round 2) illegal: 350 of the 500 needed to get on the board: 150 short.',
  ],
  [
    {
      code: 'correction-breaks-history',
      turn: turn3,
      reason: 'changes-turn',
      from: [{ name: 'Ana', points: -2000 }],
      to: [{ name: 'Ana', points: -600 }],
    },
    'That change would also change turn 3 (Ana, round 2), from Ana −2,000 to Ana −600: correct that turn first, or leave this one.',
  ],
  [
    {
      code: 'correction-breaks-history',
      turn: turn3,
      reason: 'changes-turn',
      from: [
        { name: 'Ana', points: 650 },
        { name: 'Ben', points: -650 },
      ],
      to: [],
    },
    'That change would also change turn 3 (Ana, round 2), from Ana +650, Ben −650 to no change: correct that turn first, or leave this one.',
  ],
];

/** Every code, so a new one without a sentence above fails here. */
const CODES: Record<RefusalCode, true> = {
  'game-over': true,
  'bad-setup': true,
  'bad-entry': true,
  'not-now': true,
  'bad-player': true,
  'bad-pips': true,
  'bad-dice': true,
  'wrong-dice-count': true,
  'not-a-legal-hold': true,
  'must-roll-first': true,
  'must-hold-first': true,
  'second-chance': true,
  'turning-the-corner': true,
  'below-threshold': true,
  'not-surpassing': true,
  'choose-start': true,
  'take-over-unavailable': true,
  'challenge-unavailable': true,
  'bad-points': true,
  'nothing-to-undo': true,
  'nothing-to-redo': true,
  'no-such-turn': true,
  'correction-incomplete': true,
  'correction-breaks-history': true,
};

describe('the game layer’s refusals in words', () => {
  it.each(SENTENCES.map(([refusal, sentence]) => [JSON.stringify(refusal), refusal, sentence] as const))(
    '%s',
    (_, refusal, sentence) => {
      expect(refusalText(refusal)).toBe(sentence);
    },
  );

  it('has a sentence for every code and every reason', () => {
    expect(new Set(SENTENCES.map(([refusal]) => refusal.code))).toEqual(new Set(Object.keys(CODES)));
  });

  it('words what is wrong with a setup', () => {
    expect(setupProblemText({ code: 'no-players' })).toBe('Add at least one player to start a game.');
    expect(setupProblemText({ code: 'too-many-players', max: 12 })).toBe('A game has at most 12 players.');
    expect(setupProblemText({ code: 'unnamed-player' })).toBe('Every player needs a name.');
    expect(setupProblemText({ code: 'name-too-long', max: 30 })).toBe('Keep names to 30 characters.');
    expect(setupProblemText({ code: 'same-name' })).toBe(
      'Two players have the same name: give each a name of their own.',
    );
    expect(setupProblemText(BAD_RULES)).toBe('These rules cannot be played: Three pairs needs at least 6 dice.');
  });

  it('words the ledger’s own refusals, and the game’s through it', () => {
    const cases: [LedgerRefusal, string][] = [
      [{ code: 'stale' }, 'This game changed in another tab: showing the latest.'],
      [{ code: 'no-such-game' }, 'This game is no longer saved: it was deleted, maybe in another tab.'],
      [{ code: 'bad-setup', problem: { code: 'too-many-players', max: 12 } }, 'A game has at most 12 players.'],
      [{ code: 'nothing-to-redo' }, 'Nothing to redo.'],
    ];
    for (const [refusal, sentence] of cases) expect(ledgerRefusalText(refusal)).toBe(sentence);
  });

  it('says which entry of a stored log is not legal, and why', () => {
    let thrown: unknown = null;
    try {
      replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'] }, [
        { type: 'total', points: 500 },
        { type: 'bank' },
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CorruptLogError);
    expect(corruptLogText(thrown as CorruptLogError)).toBe(
      "Entry 2 of the game's log is not legal: Roll first: a turn banks only points it has scored.",
    );
    expect(corruptLogText({ entryIndex: 0, refusal: { code: 'bad-setup', problem: BAD_RULES } })).toBe(
      "Entry 1 of the game's log is not legal: These rules cannot be played: Three pairs needs at least 6 dice.",
    );
  });
});
