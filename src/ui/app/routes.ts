/**
 * The app's pages, once: each page's title, and the modules its first screen needs (its chunk,
 * and what it loads the ledger through). The shell (zs-app.ts) names its page loaders and titles
 * by this table, and the build (vite.config.ts) preloads a page's modules with the entry when the
 * app opens on it. Pure data, so the build can import it.
 */
export const ROUTES = {
  games: { title: 'Games', modules: ['src/ui/pages/games/zs-games-page.ts', 'src/ui/controllers/live-query-controller.ts', 'src/db/index.ts'] },
  new: { title: 'New game', modules: ['src/ui/pages/new-game/zs-new-game-page.ts', 'src/db/index.ts'] },
  play: { title: 'Play', modules: ['src/ui/pages/play/zs-play-page.ts', 'src/db/index.ts'] },
  sheet: { title: 'Score sheet', modules: ['src/ui/pages/sheet/zs-sheet-page.ts', 'src/db/index.ts'] },
  explorer: { title: 'Rules explorer', modules: ['src/ui/pages/explorer/zs-rules-explorer.ts'] },
  stats: { title: 'Statistics', modules: ['src/ui/pages/stats/zs-stats-page.ts', 'src/ui/controllers/live-query-controller.ts', 'src/db/index.ts'] },
  backup: { title: 'Backup', modules: ['src/ui/pages/backup/zs-backup-page.ts', 'src/ui/controllers/live-query-controller.ts', 'src/db/index.ts'] },
} as const satisfies Record<string, { readonly title: string; readonly modules: readonly string[] }>;

export type PageName = keyof typeof ROUTES;
