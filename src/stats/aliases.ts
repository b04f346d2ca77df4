import { playerNameKey } from '../game/index.js';
import type { GameFacts } from './facts.js';
import { personKey } from './players.js';
import type { PlayerAliases } from './players.js';

/** A merge: the new aliases, or why not (the two names already stand for one person, a name and itself included). */
export type MergeOutcome =
  { readonly ok: true; readonly aliases: PlayerAliases } | { readonly ok: false; readonly code: 'same-person' };

/**
 * The aliases with the person `name` stands for merged into the person `into` stands for. Both
 * are followed to the end of their merges first (merging into a name that is itself merged lands
 * on the name it ends at), so the map never holds a cycle.
 */
export function mergeNames(aliases: PlayerAliases, name: string, into: string): MergeOutcome {
  const from = personKey(name, aliases);
  const to = personKey(into, aliases);
  if (from === to) return { ok: false, code: 'same-person' };
  return { ok: true, aliases: { ...aliases, [from]: to } };
}

/** The aliases without the merge of the spelling `key` (a key of the map); what was merged into it stays. */
export function separateName(aliases: PlayerAliases, key: string): PlayerAliases {
  const { [key]: _separated, ...rest } = aliases;
  return rest;
}

/**
 * How each name key is written: the spelling of its latest game (by when the game was last
 * played), so a merged pair is shown in the players' own letters rather than as a key.
 */
export function spellingsByKey(games: readonly GameFacts[]): ReadonlyMap<string, string> {
  const spellings = new Map<string, string>();
  for (const game of [...games].sort((a, b) => a.endedAt - b.endedAt)) {
    for (const player of game.players) spellings.set(playerNameKey(player.name), player.name);
  }
  return spellings;
}
