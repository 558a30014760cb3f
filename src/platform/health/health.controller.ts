import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { ProblemError } from '../../core/table/problem.js';
import { SkipRateLimit } from '../common/rate-limit.guard.js';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { DatabaseHealthIndicator } from '../database/database.health.js';
import { HEALTH } from './health.schemas.js';

@ApiTags('health')
@SkipRateLimit()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly shutdown: ShutdownState,
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

  /** Readiness: the database answers too. */
  @Get('ready')
  @ApiOperation({
    operationId: 'readiness',
    summary: 'Readiness probe (checks the database)',
    description:
      'Answers 200 when the database answers too, 503 while it does not or while the service drains. Not rate limited.',
  })
  @ApiOkResponse({ description: 'The service can serve requests.', schema: HEALTH })
  @HealthCheck({ swaggerDocumentation: false })
  async readiness() {
    if (this.shutdown.draining) {
      throw new ProblemError(
        503,
        'shutting_down',
        'Service Unavailable',
        'This instance is shutting down.',
      );
    }
    try {
      return await this.health.check([() => this.database.check('database')]);
    } catch {
      throw new ProblemError(
        503,
        'database_unavailable',
        'Service Unavailable',
        'The database cannot be reached.',
      );
    }
  }
}
