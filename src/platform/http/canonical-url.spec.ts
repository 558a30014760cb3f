import { describe, expect, it } from '@jest/globals';
import { canonicalUrl } from './canonical-url.js';

describe('canonicalUrl', () => {
  it('reads a run of slashes as one and a trailing slash as none', () => {
    expect(canonicalUrl('/api/v1/games/')).toBe('/api/v1/games');
    expect(canonicalUrl('/api/v1/games///')).toBe('/api/v1/games');
    expect(canonicalUrl('//api//v1/games')).toBe('/api/v1/games');
    expect(canonicalUrl('/docs/swagger-ui.css/')).toBe('/docs/swagger-ui.css');
    expect(canonicalUrl('///')).toBe('/');
  });

  it('keeps the query as sent, and what is already canonical as it is', () => {
    expect(canonicalUrl('/api/v1/games/?limit=2&x=a//b/')).toBe('/api/v1/games?limit=2&x=a//b/');
    for (const url of ['/', '/api/v1/games', '/api/v1/games?cursor=a/', '/a%2F', '*'])
      expect(canonicalUrl(url)).toBe(url);
    expect(canonicalUrl('http://example.org//x/')).toBe('http://example.org//x/');
  });
});
