import { Module } from '@nestjs/common';
import { ProblemsController } from './problems.controller.js';

/** GET /problems and /problems/{code}: what each problem `type` names. */
@Module({ controllers: [ProblemsController] })
export class ProblemsModule {}
