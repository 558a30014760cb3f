import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { clientNetwork } from './client-address.js';
import type { HttpRequest } from './http-types.js';

/** The caller's network as the per-address limits count it (client-address.ts). */
export const ClientNetwork = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  clientNetwork(ctx.switchToHttp().getRequest<HttpRequest>().ip),
);
