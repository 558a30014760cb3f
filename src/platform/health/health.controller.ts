import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { SkipRateLimit } from '../common/rate-limit.guard.js';
import { HEALTH, READY } from './health.schemas.js';
import { Readiness } from './readiness.js';

@ApiTags('health')
@SkipRateLimit()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly readinessCheck: Readiness,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @ApiOperation({
    operationId: 'liveness',
    summary: 'Liveness probe',
    description:
      'Answers 200 while the process runs; never touches the database. Not rate limited.',
  })
  @ApiOkResponse({ description: 'The process is up.', schema: HEALTH })
  @HealthCheck({ swaggerDocumentation: false })
  liveness() {
    return this.health.check([]);
  }

  /** Readiness: this instance should get traffic (see Readiness for what that means). */
  @Get('ready')
  @ApiOperation({
    operationId: 'readiness',
    summary: 'Readiness probe (this instance can serve)',
    description:
      '200 while this instance can serve, the database briefly `away` too; 503 when it should ' +
      'leave the balancer (docs/deploy.md). Not rate limited.',
  })
  @ApiOkResponse({ description: 'This instance can serve requests.', schema: READY })
  readiness() {
    return this.readinessCheck.check();
  }
}
