/**
 * The storage suite's page for the games list's first screen with 10,000 games stored
 * (bench/storage.ts `gamesListFirstScreen`): the games page mounted on a new connection each time,
 * timed to its first game cards.
 */
import { deleteLedger, Ledger } from '../../src/db/index.js';
import type { LoadedGame } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import { nextTask } from '../measure.js';
import { chunksOf } from '../../src/db/log-store.js';
import { ContextProvider } from '@lit/context';
import { servicesContext } from '../../src/ui/app/services.js';
import '../../src/ui/pages/games/zs-games-page.js';
import { expectWritten } from './storage-bench-play.js';

export interface GamesListBenchConfig {
  /** Games stored (being played and finished, alternately). */
  readonly games: number;
  /** Timed mounts of the games page, each on a new connection. */
  readonly runs: number;
}

export interface GamesListBenchFigures {
  readonly stored: number;
  /** From appending <zs-games-page> to its first game cards drawn (a new Ledger connection each time). */
  readonly firstScreenMs: readonly number[];
  /** Cards on that first screen, and the page's own count line ("Showing 20 of 10,000 games."). */
  readonly cardsShown: number;
  readonly countLine: string;
  /** For comparison: reading every row, as the list did before it was paged. */
  readonly listAllMs: number;
}

declare global {
  interface Window {
    runGamesListBench?: (config: GamesListBenchConfig) => Promise<GamesListBenchFigures>;
  }
}

/**
 * Stores `count` games quickly: two real games (one being played, one finished, made by the
 * ledger) copied with new ids, names and times straight into IndexedDB in one transaction. The
 * ledger one at a time would take minutes; the rows are the ledger's own, so the list reads them
 * as it reads any game.
 */
async function storeManyGames(name: string, count: number): Promise<void> {
  const ledger = new Ledger({ name, storage: null });
  const start = Date.now() - count * 60_000;
  let playing: LoadedGame;
  let finished: LoadedGame;
  try {
    playing = expectWritten(
      await ledger.createGame({ rules: presetById('zilch-15k'), players: ['Ann', 'Ben', 'Cal'] }),
    );
    const farkle = expectWritten(await ledger.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben'] }));
    finished = expectWritten(await ledger.act(farkle.row.id, farkle.row.seq, { type: 'total', points: 10_000 }));
    finished = expectWritten(await ledger.act(finished.row.id, finished.row.seq, { type: 'total', points: 0 }));
    if (finished.row.status !== 'finished') throw new Error('the bench’s finished game did not finish');
  } finally {
    ledger.close();
  }
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('could not open the bench database'));
  });
  try {
    const tx = db.transaction(['games', 'logChunks'], 'readwrite');
    const games = tx.objectStore('games');
    const chunks = tx.objectStore('logChunks');
    const finishedEntries = finished.log.entries;
    for (let i = 0; i < count; i++) {
      const template = i % 2 === 0 ? playing.row : finished.row;
      const id = crypto.randomUUID();
      const players = template.players.map((player) => `${player} ${i}`);
      const at = start + i * 60_000;
      games.put({ ...template, id, players, setup: { ...template.setup, players }, createdAt: at, updatedAt: at });
      if (template === finished.row) {
        for (const chunk of chunksOf(finishedEntries.map((entry, index) => ({ gameId: id, index, entry, at }))))
          chunks.put(chunk);
      }
    }
    // The two templates themselves go: exactly `count` games remain.
    games.delete(playing.row.id);
    games.delete(finished.row.id);
    chunks.delete(IDBKeyRange.bound([finished.row.id, -Infinity], [finished.row.id, Infinity]));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('the bench games were not stored'));
    });
  } finally {
    db.close();
  }
}

/** Appends the games page under a provider of its services, as the app shell does, and waits for its first cards. */
async function mountGamesPage(ledger: Ledger): Promise<{ ms: number; page: HTMLElement; host: HTMLElement }> {
  const host = document.createElement('div');
  document.body.append(host);
  new ContextProvider(host, {
    context: servicesContext,
    initialValue: {
      ledger: () => Promise.resolve(ledger),
      advice: () => null,
      toast: () => undefined,
      announce: () => undefined,
    },
  });
  const start = performance.now();
  const page = document.createElement('zs-games-page');
  host.append(page);
  const drawn = () => page.shadowRoot?.querySelector('zs-game-card')?.shadowRoot?.querySelector('a') != null;
  const deadline = start + 120_000;
  while (!drawn()) {
    if (performance.now() > deadline) throw new Error('the games page showed no game in 2 minutes');
    await nextTask();
  }
  return { ms: performance.now() - start, page, host };
}

async function runGamesList(config: GamesListBenchConfig): Promise<GamesListBenchFigures> {
  const name = `zs-games-list-bench-${crypto.randomUUID()}`;
  try {
    await storeManyGames(name, config.games);
    const firstScreenMs: number[] = [];
    let cardsShown = 0;
    let countLine = '';
    // One untimed mount first: the page's code and the browser's first IndexedDB pages, warm.
    for (let run = -1; run < config.runs; run++) {
      const ledger = new Ledger({ name, storage: null });
      try {
        const { ms, page, host } = await mountGamesPage(ledger);
        if (run >= 0) firstScreenMs.push(ms);
        cardsShown = page.shadowRoot?.querySelectorAll('zs-game-card').length ?? 0;
        countLine = page.shadowRoot?.querySelector('.count')?.textContent?.trim() ?? '';
        host.remove();
      } finally {
        ledger.close();
      }
    }
    const ledger = new Ledger({ name, storage: null });
    let listAllMs: number;
    let stored: number;
    try {
      await ledger.getSetting('recentPlayers'); // the connection, opened
      const start = performance.now();
      stored = (await ledger.listGames()).length;
      listAllMs = performance.now() - start;
    } finally {
      ledger.close();
    }
    return { stored, firstScreenMs, cardsShown, countLine, listAllMs };
  } finally {
    await deleteLedger(name);
  }
}

window.runGamesListBench = runGamesList;
