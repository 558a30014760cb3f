// The lean routes (src/platform/http/lean/lean-routes.ts) run the global enhancers they are given:
// those must be every one Nest runs on its own routes, in its order, else a guard or interceptor
// added later to some module would be skipped on the hottest routes without a word.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApplicationConfig } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { globalEnhancers } from '../src/app/global-enhancers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the global enhancers the lean routes run', () => {
  let t: TestApp;
  let nest: ApplicationConfig;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app as NestFastifyApplication;
    // Nest keeps them in its application's configuration, which it does not expose.
    nest = (app as unknown as { config: ApplicationConfig }).config;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The very same instances, in the same order. */
  const same = (lean: unknown[], ofNest: unknown[]) => {
    expect(lean).toHaveLength(ofNest.length);
    lean.forEach((enhancer, i) => expect(enhancer).toBe(ofNest[i]));
  };

  it('are those of Nest, in its order, and none is request-scoped', () => {
    const lean = globalEnhancers(app);
    same(lean.guards, nest.getGlobalGuards());
    expect(lean.guards.map((g) => g.constructor.name)).toEqual([
      'RateLimitGuard',
      'PlayerTokenGuard',
    ]);
    same(lean.interceptors, nest.getGlobalInterceptors());
    same(lean.pipes, nest.getGlobalPipes());
    same([lean.filter], nest.getGlobalFilters());
    for (const scoped of [
      nest.getGlobalRequestGuards(),
      nest.getGlobalRequestInterceptors(),
      nest.getGlobalRequestPipes(),
      nest.getGlobalRequestFilters(),
    ]) {
      expect(scoped).toEqual([]);
    }
  });
});
