/**
 * The app's pages, once: the modules each page's first screen needs (its chunk, and what it loads
 * the ledger through). The shell (zs-app.ts) names its page loaders by this table, and the build
 * (vite.config.ts) preloads a page's modules with the entry when the app opens on it. Pure data, so
 * the build can import it; the pages' titles are words, in src/ui/text/app-text.ts.
 */
export const ROUTES = {
  games: {
    modules: ['src/ui/pages/games/zs-games-page.ts', 'src/ui/controllers/live-query-controller.ts', 'src/db/index.ts'],
  },
  new: { modules: ['src/ui/pages/new-game/zs-new-game-page.ts', 'src/db/index.ts'] },
  play: { modules: ['src/ui/pages/play/zs-play-page.ts', 'src/db/index.ts'] },
  sheet: { modules: ['src/ui/pages/sheet/zs-sheet-page.ts', 'src/db/index.ts'] },
  explorer: { modules: ['src/ui/pages/explorer/zs-rules-explorer.ts'] },
  stats: {
    modules: ['src/ui/pages/stats/zs-stats-page.ts', 'src/ui/controllers/live-query-controller.ts', 'src/db/index.ts'],
  },
  backup: {
    modules: [
      'src/ui/pages/backup/zs-backup-page.ts',
      'src/ui/controllers/live-query-controller.ts',
      'src/db/index.ts',
    ],
  },
} as const satisfies Record<string, { readonly modules: readonly string[] }>;

export type PageName = keyof typeof ROUTES;
