/// <reference lib="webworker" />
/**
 * The advice worker: the advisor's exact solver runs here so the dice pad never waits for it.
 * Solved rule sets are kept in IndexedDB (the AdviceCache) and restored before the first answer,
 * so the next launch answers at once.
 */
import { answer } from '../advisor/answer.js';
import {
  DUEL_PRESET_IDS,
  DuelSolver,
  decodeDuel,
  duelHash,
  duelInReach,
  duelKey,
  duelStoreKey,
  duelTableCovers,
  exportSolved,
  importSolved,
  keepDuelTable,
  restoreDuel,
  solvedRulesKey,
  storeDuel,
  storedFurther,
} from '../advisor/index.js';
import type { SolvedRules } from '../advisor/index.js';
import { rulesOf } from '../advisor/protocol.js';
import type { AdviceRequest, DuelNotice } from '../advisor/protocol.js';
import { AdviceCache } from '../db/advice-cache.js';
import { presetById } from '../rules/index.js';
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
 * A shipped two-player table (public/duel/<preset>.bin, precached for offline), loaded the first
 * time rules come that it serves: a preset's own, or house rules that differ from a preset only in
 * what the duel does not hold (ties, the throw-off). The first question waits for it a moment,
 * then goes without (no chance to win before the final round) until it comes. A file for other
 * rules (a preset changed since its table was solved) is refused, said in the console, and
 * (playing to win) the table is solved here as for house rules; a failed fetch is tried again with
 * the next question.
 */
function loadDuel(rules: Ruleset): Promise<void> {
  const id = shippedTableOf(rules);
  if (!id || duelTableCovers(rules, [0, 0])) return Promise.resolve();
  const key = `${id} ${duelHash(rules)}`;
  let pending = duels.get(key);
  if (!pending) {
    const base = import.meta.env?.BASE_URL ?? '/';
    pending = fetch(new URL(`${base}duel/${encodeURIComponent(id)}.bin`, self.location.origin))
      .then(async (response) => {
        if (!response.ok) return; // not served (a test server): points advice until the final round
        const file = decodeDuel(rules, await response.arrayBuffer());
        if (file.ok) {
          keepDuelTable(rules, file.table);
          solvedElsewhere(rules);
          return;
        }
        console.warn(`The two-player table "${id}" was not used for "${rules.id}" (${file.code}).`);
        if (file.code !== 'other-rules') return;
        refused.add(duelHash(rules));
        if (wantsWin.has(duelHash(rules))) void solveDuelHere(rules);
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

/** The rules (by `duelHash`) whose shipped table was solved for other rules: solved here instead. */
const refused = new Set<number>();
/** The rules (by `duelHash`) a game plays to win with: their table is wanted. */
const wantsWin = new Set<number>();

/** The preset whose shipped table serves these rules: their own, or one with the same duel key; null for none. */
function shippedTableOf(rules: Ruleset): string | null {
  if ((DUEL_PRESET_IDS as readonly string[]).includes(rules.id)) return rules.id;
  const key = duelKey(rules);
  return DUEL_PRESET_IDS.find((id) => duelKey(presetById(id)) === key) ?? null;
}

/** A whole table came from a file while a solve of the same rules was under way: the solve stops. */
function solvedElsewhere(rules: Ruleset): void {
  const key = duelStoreKey(rules);
  const job = solving.find((each) => duelStoreKey(each.rules) === key);
  if (!job) return;
  solving.splice(solving.indexOf(job), 1);
  const total = job.solver.total;
  self.postMessage({
    notice: 'duel',
    hash: duelHash(rules),
    from: 0,
    solved: total,
    total,
    part: 1,
  } satisfies DuelNotice);
}

/** How long the solver works before the worker looks at its messages: a question waits at most this. */
const SLICE_MS = 40;
/** How often the page hears how far a table is, and how often the part solved is stored. */
const TELL_MS = 500;
const STORE_MS = 5000;

interface Solving {
  readonly rules: Ruleset;
  readonly solver: DuelSolver;
  told: number;
  stored: number;
}

/** Tables being solved here; the one asked for last is worked on first (the game on screen). */
const solving: Solving[] = [];
/** Rules whose table was started here, by `duelStoreKey`. */
const started = new Set<string>();
let working = false;

/**
 * The two-player table of rules without a preset's (house rules), solved here in the background:
 * the end of the game first, a slice at a time so questions are answered between slices, the part
 * solved stored every few seconds (so a reload goes on from there) and the page told how far it is.
 * Advice reads the part solved as soon as it holds the scores on the table.
 */
async function solveDuelHere(rules: Ruleset): Promise<void> {
  const key = duelStoreKey(rules);
  const known = solving.find((job) => duelStoreKey(job.rules) === key);
  if (known) {
    // Asked again (the game opened again): it goes first, and the page hears at once how far it is.
    solving.splice(solving.indexOf(known), 1);
    solving.push(known);
    tell(known.rules, known.solver);
    return;
  }
  // A whole table kept (a file, or solved here before) is never replaced by one being solved.
  if (started.has(key) || !duelInReach(rules) || duelTableCovers(rules, [0, 0])) return;
  started.add(key);
  const stored = restoreDuel(rules, await cache.load(key));
  const solver = new DuelSolver(rules, stored ? { resume: stored } : {});
  keepDuelTable(rules, solver.table);
  tell(rules, solver);
  if (solver.finished) return;
  solving.push({ rules, solver, told: performance.now(), stored: performance.now() });
  void work();
}

function tell(rules: Ruleset, solver: DuelSolver, stopped = false): void {
  const notice: DuelNotice = {
    notice: 'duel',
    hash: duelHash(rules),
    from: solver.table.from,
    solved: solver.solved,
    total: solver.total,
    part: solver.part,
    ...(stopped && { stopped }),
  };
  self.postMessage(notice);
}

/** Stores the part solved, unless storage has as much already (another tab solving the same rules). */
function store(rules: Ruleset, solver: DuelSolver): void {
  void cache.saveUnless(duelStoreKey(rules), storeDuel(rules, solver.table), storedFurther(rules, solver.table.from));
}

/** Lets the worker's messages in between slices (a message to itself is a task, with no timer's clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function work(): Promise<void> {
  if (working) return;
  working = true;
  try {
    for (let job = solving.at(-1); job; job = solving.at(-1)) {
      const deadline = performance.now() + SLICE_MS;
      let done = false;
      try {
        done = job.solver.run({ until: () => performance.now() >= deadline });
      } catch (error) {
        // The part solved still answers, and is kept; the rest is given up, said in the console.
        console.warn(
          `The two-player table for "${job.rules.id}" stopped: ${error instanceof Error ? error.message : String(error)}`,
        );
        solving.splice(solving.indexOf(job), 1);
        store(job.rules, job.solver);
        tell(job.rules, job.solver, true);
        continue;
      }
      const now = performance.now();
      if (done || now - job.told >= TELL_MS) {
        job.told = now;
        tell(job.rules, job.solver);
      }
      if (done || now - job.stored >= STORE_MS) {
        job.stored = now;
        store(job.rules, job.solver);
      }
      if (done) solving.splice(solving.indexOf(job), 1);
      await nextTask();
    }
  } finally {
    working = false;
  }
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
    const rules = rulesOf(question);
    // A review is in points: it never waits for a two-player table.
    await Promise.all([restore(rules), question.kind === 'review' ? undefined : loadDuel(rules)]);
    if (question.kind === 'prepare' && question.toWin) {
      wantsWin.add(duelHash(rules));
      if (!shippedTableOf(rules) || refused.has(duelHash(rules))) void solveDuelHere(rules);
    }
    const response = answer(id, question);
    if (response.ok && response.answer.kind === 'prepare') {
      self.postMessage({ ...response, answer: { ...response.answer, restored: fromCache.has(solvedRulesKey(rules)) } });
    } else {
      self.postMessage(response);
    }
    saveIfNew(rules);
  });
});
