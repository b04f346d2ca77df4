import { msg } from '@lit/localize';

/**
 * Hash routes: they work from any static host, offline, and from a home-screen icon that opens
 * `./`. Each page is loaded when first visited, so the first screen carries only what it needs.
 */
export type Route =
  /** `brokenLink`: the address could not be read (a broken escape, say), so the games stand in for it. */
  | { readonly page: 'games'; readonly brokenLink?: true }
  | { readonly page: 'new' }
  | { readonly page: 'play'; readonly id: string }
  | { readonly page: 'sheet'; readonly id: string }
  | { readonly page: 'explorer' }
  | { readonly page: 'stats' }
  | { readonly page: 'backup' };

/** What the shell says when `parseRoute` could not read the address. */
export const brokenLinkMessage = () => msg('That link is broken: showing your games.');

/** The route of a location hash; never throws (an address that cannot be read is the games, marked). */
export function parseRoute(hash: string): Route {
  let parts: string[];
  try {
    parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    // decodeURIComponent throws URIError on a broken escape ("%E0%A4%A"), a lone "%" or a bad UTF-8 sequence.
    return { page: 'games', brokenLink: true };
  }
  const [first, id, sub] = parts;
  if (first === 'new') return { page: 'new' };
  if (first === 'explorer') return { page: 'explorer' };
  if (first === 'stats') return { page: 'stats' };
  if (first === 'backup') return { page: 'backup' };
  if (first === 'game' && id) return sub === 'sheet' ? { page: 'sheet', id } : { page: 'play', id };
  return { page: 'games' };
}

export function routeHash(route: Route): string {
  switch (route.page) {
    case 'games':
      return '#/';
    case 'play':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'sheet':
      return `#/game/${encodeURIComponent(route.id)}/sheet`;
    default:
      return `#/${route.page}`;
  }
}

/** Goes to a route; `replace` keeps the current page out of the back history. */
export function navigate(route: Route, replace = false): void {
  const hash = routeHash(route);
  if (replace) {
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    location.hash = hash;
  }
}
