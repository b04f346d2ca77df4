/// <reference lib="webworker" />
/**
 * The advice worker: the advisor's exact solver runs here so the dice pad never waits for it.
 * Solved rule sets are kept in IndexedDB (the AdviceCache) and restored before the first answer,
 * so the next launch answers at once.
 */
import { answer } from '../advisor/answer.js';
import { decodeDuel, duelHash, duelTableKnown, exportSolved, importSolved, keepDuelTable, solvedRulesKey } from '../advisor/index.js';
import type { SolvedRules } from '../advisor/index.js';
import type { AdviceRequest } from '../advisor/protocol.js';
import { AdviceCache } from '../db/advice-cache.js';
import type { Ruleset } from '../rules/index.js';

declare const self: DedicatedWorkerGlobalScope;

/** The page names the worker `advice:<database>` when its cache must use another database (tests, bench). */
const databaseName = self.name.startsWith('advice:') ? self.name.slice('advice:'.length) : undefined;
const cache = new AdviceCache(databaseName ? { name: databaseName } : {});
const restored = new Map<string, Promise<void>>();
/** Keys whose solutions came from the cache of an earlier launch. */
const fromCache = new Set<string>();
/** How many solutions each key had when last saved, to save only when something new was solved. */
const savedCounts = new Map<string, number>();

/** The loads of presets' two-player tables, by preset and rules (a game keeps its rules as they were). */
const duels = new Map<string, Promise<void>>();
/** Loads a question has waited for its full time already: later questions go without waiting. */
const waitedOut = new Set<string>();
/** How long a question waits for its preset's table before it is answered without it. */
const DUEL_WAIT_MS = 3000;

/**
 * A preset's two-player table (public/duel/<preset>.bin, precached for offline), loaded the first
 * time its rules come (the game opening asks to prepare them). The first question waits for it a
 * moment, then goes without (no chance to win before the final round) until it comes. House rules
 * have none; a file for other rules than these is refused, said in the console; a failed fetch is
 * tried again with the next question.
 */
function loadDuel(rules: Ruleset): Promise<void> {
  if (duelTableKnown(rules)) return Promise.resolve();
  const key = `${rules.id} ${duelHash(rules)}`;
  let pending = duels.get(key);
  if (!pending) {
    const base = import.meta.env?.BASE_URL ?? '/';
    pending = fetch(new URL(`${base}duel/${encodeURIComponent(rules.id)}.bin`, self.location.origin))
      .then(async (response) => {
        if (!response.ok) return; // house rules: no table
        const file = decodeDuel(rules, await response.arrayBuffer());
        if (file.ok) keepDuelTable(rules, file.table);
        else console.warn(`The two-player table for "${rules.id}" was not used: ${file.code}.`);
      })
      .catch(() => {
        duels.delete(key);
      });
    duels.set(key, pending);
  }
  if (waitedOut.has(key)) return Promise.resolve();
  return Promise.race([
    pending,
    new Promise<void>((resolve) =>
      setTimeout(() => {
        waitedOut.add(key);
        resolve();
      }, DUEL_WAIT_MS),
    ),
  ]);
}

function restore(rules: Ruleset): Promise<void> {
  const key = solvedRulesKey(rules);
  let pending = restored.get(key);
  if (!pending) {
    pending = cache.load(key).then((solved) => {
      if (solved && importSolved(rules, solved as SolvedRules)) {
        savedCounts.set(key, (solved as SolvedRules).solutions.length);
        fromCache.add(key);
      }
    });
    restored.set(key, pending);
  }
  return pending;
}

function saveIfNew(rules: Ruleset): void {
  const solved = exportSolved(rules);
  if (!solved || solved.solutions.length === (savedCounts.get(solved.key) ?? -1)) return;
  savedCounts.set(solved.key, solved.solutions.length);
  void cache.save(solved.key, solved);
}

// Questions are answered in order; each waits for its rule set to be restored from the cache.
let queue: Promise<void> = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<AdviceRequest>) => {
  const { id, question } = event.data;
  queue = queue.then(async () => {
    await Promise.all([restore(question.rules), loadDuel(question.rules)]);
    const response = answer(id, question);
    if (response.ok && response.answer.kind === 'prepare') {
      self.postMessage({ ...response, answer: { ...response.answer, restored: fromCache.has(solvedRulesKey(question.rules)) } });
    } else {
      self.postMessage(response);
    }
    saveIfNew(question.rules);
  });
});
