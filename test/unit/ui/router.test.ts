import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../../src/ui/app/router.js';

describe('parseRoute', () => {
  it('reads every page, and a game id with escapes', () => {
    expect(parseRoute('')).toEqual({ page: 'games' });
    expect(parseRoute('#/')).toEqual({ page: 'games' });
    expect(parseRoute('#/new')).toEqual({ page: 'new' });
    expect(parseRoute('#/stats')).toEqual({ page: 'stats' });
    expect(routeHash({ page: 'stats' })).toBe('#/stats');
    expect(parseRoute('#/game/a%2Fb')).toEqual({ page: 'play', id: 'a/b' });
    expect(parseRoute('#/game/abc/sheet')).toEqual({ page: 'sheet', id: 'abc' });
    expect(parseRoute(routeHash({ page: 'play', id: 'x y%' }))).toEqual({ page: 'play', id: 'x y%' });
  });

  it('never throws on a broken escape: the games, marked as a broken link', () => {
    for (const hash of ['#/game/%E0%A4%A', '#/game/%', '#/%zz', '#/game/abc/%C3%28', '#/game/%ED%A0%80']) {
      expect(() => parseRoute(hash), hash).not.toThrow();
      expect(parseRoute(hash), hash).toEqual({ page: 'games', brokenLink: true });
    }
  });
});
