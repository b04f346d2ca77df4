/**
 * The game flow: pure TypeScript on top of the rules engine. A game is its setup plus a list of
 * entries; every number the app shows is derived by replaying them.
 */
export type { Entry, EntryType, GameSetup, TakeOver } from './entries.js';
export { entryShapeProblem } from './entries.js';
export type {
  ChallengeState,
  GamePhase,
  GameState,
  PlayerState,
  Refusal,
  RefusalCode,
  SeatChange,
  SetupProblem,
  Shown,
  ThrowKind,
  TurnName,
  ThrowRound,
  TieThrowRecord,
  TurnPhase,
  TurnRecord,
  TurnState,
} from './state.js';
export { advance } from './flow.js';
export { cloneState, initialState, MAX_PLAYERS, setupProblem } from './setup.js';
export { MAX_NAME_LENGTH, normalisePlayerName, playerNameKey, samePlayerName } from './names.js';
export { bankMinimum, bankRefusal, thresholdFor } from './banking.js';
export { act, activeEntries, applyEntry, CorruptLogError, newGameLog, redo, replay, stateOf, undo } from './game.js';
export type { GameLog, Outcome } from './game.js';
export { changesTheEnd, correctTurn, correctTurnTotal, standingOf } from './correction.js';
export type { Correction, CorrectionEffects, GameStanding } from './correction.js';
export {
  appendTap,
  correctedTaps,
  firstDifference,
  lastTapSize,
  nextTapSize,
  redoTap,
  restoredTaps,
  undoneEntries,
  undoTap,
} from './taps.js';
export type { TappedLog } from './taps.js';
export {
  bestHoldOfRoll,
  bestPointsHold,
  chanceToZilch,
  challengeOffer,
  diceAfterHold,
  heldFlags,
  holdValue,
  justEndedTurn,
  needsStartChoice,
  padCapacity,
  pyramidBase,
  rematchFirst,
  rematchSetup,
  sameRollToEnter,
  shippedPreset,
  tableMoment,
  tieThrowPoints,
  zilchLoss,
} from './selectors.js';
export type { ChallengeOffer, HoldValue, RematchStart, TableMoment } from './selectors.js';
export { sameData } from './same-data.js';
export { pointStep, standings, winNeed } from './standings.js';
export type { Standing, WinNeed } from './standings.js';
