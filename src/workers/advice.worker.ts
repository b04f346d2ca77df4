/// <reference lib="webworker" />
/**
 * The advice worker: the advisor's exact solver runs here so the dice pad never waits for it.
 * Solved rule sets are kept in IndexedDB (the AdviceCache) and restored before the first answer,
 * so the next launch answers at once.
 */
import { answer } from '../advisor/answer.js';
import { exportSolved, importSolved, solvedRulesKey } from '../advisor/index.js';
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
    await restore(question.rules);
    const response = answer(id, question);
    if (response.ok && response.answer.kind === 'prepare') {
      self.postMessage({ ...response, answer: { ...response.answer, restored: fromCache.has(solvedRulesKey(question.rules)) } });
    } else {
      self.postMessage(response);
    }
    saveIfNew(question.rules);
  });
});
