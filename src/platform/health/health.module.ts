import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { HealthController } from './health.controller.js';
import { Readiness } from './readiness.js';
import { DatabaseProbe } from '../database/database-probe.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), RealtimeModule],
  controllers: [HealthController],
  providers: [Readiness, DatabaseProbe],
})
export class HealthModule {}
