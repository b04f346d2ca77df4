/**
 * Shared by the play screen's tests: a game on a ledger of the test's own, the page under a
 * stand-in for the app shell (services-fixture's `recordingServices` records what is announced),
 * and small readers for what a player sees.
 */
import { html } from '@open-wc/testing';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import type { AppServices } from '../../src/ui/app/services.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import '../../src/ui/pages/play/zs-play-page.js';
import { expectOk, openLedger, play, removeLedgers } from './db-helpers.js';
import { allByRole, allElements, getByRole, settle, tapFaces, textOf, until } from './helpers.js';
import { withServices } from './services-fixture.js';
import { fixtureCleanup } from '@open-wc/testing';

/** Serendipity Creak: Ana banks 900 with four dice left, which Ben may inherit or not. */
export const BANKED_900_FOUR_LEFT: readonly Entry[] = [
  { type: 'roll', dice: [1, 1, 5, 2, 3, 6] },
  { type: 'hold', dice: [1, 1, 5] },
  { type: 'roll', dice: [5, 5, 5] },
  { type: 'hold', dice: [5, 5, 5] },
  { type: 'roll', dice: [1, 2, 3, 4, 6, 6] },
  { type: 'hold', dice: [1] },
  { type: 'roll', dice: [5, 2, 3, 4, 6] },
  { type: 'hold', dice: [5] },
  { type: 'bank' },
];

/** A game of `rules` on a fresh ledger, with `entries` already played. */
export async function newGame(
  rules: Ruleset | string,
  entries: readonly Entry[] = [],
  players: readonly string[] = ['Ana', 'Ben', 'Cy'],
): Promise<{ ledger: Ledger; game: LoadedGame }> {
  const ledger = openLedger();
  const setup: GameSetup = {
    rules: typeof rules === 'string' ? (presetById(rules) ?? presetById('farkle')) : rules,
    players,
  };
  const created = expectOk(await ledger.createGame(setup));
  const game = await play(ledger, created, entries);
  return { ledger, game };
}

/** The play page for `gameId` under a services provider, once the game is on screen. */
export async function mountPage(gameId: string, services: AppServices): Promise<ZsPlayPage> {
  const page = await withServices<ZsPlayPage>(html`<zs-play-page .gameId=${gameId}></zs-play-page>`, services);
  // Not the banner kept from the last visit, drawn above "Loading the game…": the game itself.
  await until(
    () => page.shadowRoot?.querySelector('.page') != null && page.shadowRoot.querySelector('.loading') == null,
    'the game is on screen',
  );
  await settle(page);
  return page;
}

/** The game as the ledger has stored it, once every write the page handed over has landed. */
export async function stored(ledger: Ledger, gameId: string): Promise<LoadedGame> {
  const game = await ledger.loadGame(gameId);
  if (!game) throw new Error('no such game');
  return game;
}

/** Waits until the ledger holds `count` entries in force, and the write that stored them has returned to the page. */
export async function untilStored(ledger: Ledger, gameId: string, count: number): Promise<LoadedGame> {
  let game = await stored(ledger, gameId);
  const start = performance.now();
  while (game.row.head !== count) {
    if (performance.now() - start > 3000) throw new Error(`expected ${count} entries stored, found ${game.row.head}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    game = await stored(ledger, gameId);
  }
  // The page takes a write as done once the journal holds it too, a moment after the commit.
  await ledger.settled();
  return game;
}

/** The dice of the roll being entered, as the remove buttons name them. */
export function draftDice(page: ZsPlayPage): number[] {
  // The pad parked while the hold is chosen keeps its last dice out of sight: not the roll on screen.
  const roll = allElements(page).find((element) => element.localName === 'zs-roll' && element.checkVisibility());
  if (!roll?.shadowRoot) return [];
  // Named "Remove 5, die 2 of 6": the face is the digit after "Remove".
  return [...roll.shadowRoot.querySelectorAll('button')].map((button) =>
    Number(/^Remove (\d)/.exec(button.getAttribute('aria-label') ?? '')?.[1]),
  );
}

/** Every banner heading on the page (zs-banner's, and those drawn inline as it draws them). */
export function bannerHeadings(page: ZsPlayPage): string[] {
  return allElements(page)
    .filter((element) => element.classList.contains('banner-heading'))
    .map((heading) => (heading.textContent ?? '').trim());
}

/** The words under a banner's heading, or null when no banner has that heading. */
export function bannerText(page: ZsPlayPage, heading: string): string | null {
  const strong = allElements(page).find(
    (element) => element.classList.contains('banner-heading') && (element.textContent ?? '').trim() === heading,
  );
  if (!strong) return null;
  // In a zs-banner the words are slotted from its host; drawn inline, they are in the box.
  const root = strong.getRootNode();
  const host = root instanceof ShadowRoot && root.host.localName === 'zs-banner' ? root.host : null;
  const words = host ? host.textContent : strong.closest('.banner')?.querySelector('.more')?.textContent;
  return (words ?? '').replace(/\s+/g, ' ').trim();
}

export async function settled(page: ZsPlayPage): Promise<void> {
  await settle(page);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await settle(page);
}

/** Who is up, as the turn status's heading says it ("Ana is up"). */
/** The page's problem banner (a write that failed), if one is shown. */
export function problemBanner(page: ZsPlayPage): Element | undefined {
  return allElements(page).find((element) => element.localName === 'zs-banner' && element.hasAttribute('alert'));
}

/** Waits until the page shows one problem banner and has drawn what comes with it; returns the banner. */
export async function untilProblem(page: ZsPlayPage): Promise<Element | undefined> {
  await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
  await settled(page);
  return problemBanner(page);
}

export function whoIsUp(page: ZsPlayPage): string {
  return textOf(getByRole(page, 'heading', /is up$/));
}

/** The turn total as the status shows it. */
export function turnTotal(page: ZsPlayPage): string {
  const status = page.shadowRoot?.querySelector('zs-turn-status');
  return textOf(status?.shadowRoot?.querySelector('.total') ?? document.createElement('i'));
}

/** Taps the button named `name`, and lets the page settle. */
export async function press(page: ZsPlayPage, name: string): Promise<void> {
  getByRole(page, 'button', name).click();
  await settled(page);
}

/** Flips the switch named `name`, and lets the page settle. */
export async function flip(page: ZsPlayPage, name: string): Promise<void> {
  getByRole(page, 'switch', name).click();
  await settled(page);
}

/** Taps the faces on the dice pad, and lets the page settle. */
export async function tap(page: ZsPlayPage, faces: readonly number[]): Promise<void> {
  await tapFaces(page, faces);
  await settled(page);
}

/** The card where the dice to hold are chosen, as a screen reader finds it (a region by its heading). */
export function holdCard(page: Element): HTMLElement {
  return getByRole(page, 'region', 'Choose the dice to hold');
}

/** Whether the hold is being chosen on screen. */
export function holdOnScreen(page: Element): boolean {
  return allByRole(page, 'region', 'Choose the dice to hold').length > 0;
}

/** After each play test: the pages first (their live queries hold the databases open), then the databases and the quick copies. */
export async function cleanUpPlay(): Promise<void> {
  fixtureCleanup();
  await removeLedgers();
  localStorage.clear();
}
