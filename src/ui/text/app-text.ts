/**
 * The app shell's own words: each page's title, and the toasts about a new version of the app
 * (shown by src/main.ts, which is outside the extracted sources, so its words live here).
 */
import { msg } from '@lit/localize';
import type { PageName } from '../app/routes.js';

const TITLES: Record<PageName, () => string> = {
  games: () => msg('Games'),
  new: () => msg('New game', { id: 'page-title.new', desc: "A page's title: setting up a new game" }),
  play: () => msg('Play', { desc: "A page's title: the game being played" }),
  sheet: () => msg('Score sheet', { id: 'page-title.sheet', desc: "A page's title: a game's score sheet" }),
  explorer: () => msg('Rules explorer', { desc: "A page's title: the rules explorer" }),
  stats: () => msg('Statistics'),
  backup: () => msg('Backup', { id: 'page-title.backup', desc: "A page's title: backing up and restoring the games" }),
};

/** The page's title, as the shell names its main region. */
export function pageTitle(page: PageName): string {
  return TITLES[page]();
}

export const offlineReady = () => msg('Ready to work offline');
export const updateAvailable = () => msg('Update available', { desc: 'A new version of the app is ready' });
export const updatedElsewhere = () => msg('Updated in another tab: reload to use the new version');
export const reloadLabel = () => msg('Reload', { desc: 'Button: reload the page to use the new version of the app' });
