/**
 * The offline ledger: games, their entries and the settings in IndexedDB. The only code in the app
 * that imports Dexie; the UI reads and writes through the Ledger and watches through `observe`
 * (a game being played, through `followGame`).
 */
export { Ledger, deleteLedger } from './ledger.js';
export type {
  AllFacts,
  KeptReview,
  DeletedGame,
  LedgerOptions,
  LedgerOutcome,
  LedgerRefusal,
  LedgerRefusalCode,
  ListOptions,
  LoadedGame,
  SettingKey,
  Settings,
  WriteOptions,
} from './ledger-types.js';
export { StorageError, explainStorageFailure, toStorageError } from './errors.js';
export { GameMirror, defaultCopyStore, removeCopies } from './mirror.js';
export type { CopyStore, MirrorOptions, MirrorStatus, MissingGames } from './mirror.js';
export type { StorageErrorCode, StorageErrorReason, StorageWork } from './errors.js';
export { observe } from './observe.js';
export { bringBackLost, lostGame, NOTHING_RECOVERED, onRecovery, recheck, startLedger } from './recovery.js';
export type { RecoveredGame, RecoveryReport } from './recovery.js';
export type { JournalStatus } from './journal.js';
export { followGame } from './follow.js';
export {
  readAllGames,
  readBackupSettings,
  restoreGames,
  type RestorableGame,
  type RestoreResult,
  type StoredGame,
} from './backup.js';
export { AdviceCache } from './advice-cache.js';
export {
  damagedGameRecord,
  deleteDamaged,
  listDamaged,
  restoreDamaged,
  restoreDeletedGame,
  viewGame,
  type DamagedGame,
  type GameView,
} from './damaged.js';
export { DEFAULT_DATABASE_NAME } from './schema.js';
export { RESUME_SHELL_KEY, readLocalDraft, writeLocalDraft } from './local-draft.js';
export type {
  AdviceRow,
  Damage,
  DamageCode,
  DamagedRow,
  EntryRow,
  GameRow,
  GameStatus,
  GameSummary,
  LogDamage,
  StatsRow,
} from './schema.js';
