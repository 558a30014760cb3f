import { describe, expect, it } from '@jest/globals';
import { RouteMethods } from './route-methods.js';

describe('RouteMethods', () => {
  const table = new RouteMethods();
  table.add(['GET', 'HEAD'], '/api/v1/games/:gameId');
  table.add('POST', '/api/v1/games');
  table.add(['GET', 'HEAD'], '/api/v1/games');
  table.add('POST', '/api/v1/games/:gameId/players');
  table.add(['GET', 'HEAD'], '/*');
  table.add('OPTIONS', '/api/v1/games');

  it('names the methods of a path, its parameters matched by any segment', () => {
    expect(table.allowed('/api/v1/games/123e4567')).toEqual(['GET', 'HEAD']);
    expect(table.allowed('/api/v1/games')).toEqual(['GET', 'HEAD', 'POST']);
    expect(table.allowed('/api/v1/games/')).toEqual(['GET', 'HEAD', 'POST']);
    expect(table.allowed('/api/v1/games/x/players')).toEqual(['POST']);
  });

  it('names none for a path no route has, catch-alls and preflights aside', () => {
    expect(table.allowed('/api/v1/games/x/y')).toEqual([]);
    expect(table.allowed('/api/v1/games/x/players/z')).toEqual([]);
    expect(table.allowed('/index.html')).toEqual([]);
    expect(table.allowed('/api/v1/gamesX')).toEqual([]);
  });

  // @nestjs/swagger's GET /docs/LICENSE only throws 404: listed, its 404 became a 405 naming GET.
  it('forgets every method of a route taken out', () => {
    const docs = new RouteMethods();
    docs.add('GET', '/docs/LICENSE');
    docs.add('HEAD', '/docs/LICENSE');
    docs.add(['GET', 'HEAD'], '/docs/index.html');
    docs.remove('/docs/LICENSE');
    expect(docs.allowed('/docs/LICENSE')).toEqual([]);
    expect(docs.allowed('/docs/index.html')).toEqual(['GET', 'HEAD']);
  });
});
