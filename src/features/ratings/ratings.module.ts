import { Module } from '@nestjs/common';
import { RatingsController } from './ratings.controller.js';
import { RatingsService } from './ratings.service.js';
import { RatingsStore } from './ratings.store.js';

/**
 * Ratings (src/features/ratings): the model, the leaderboard and each player's history. Ratings are
 * written with the finish of a rated game, by the game store (rating-writes.ts).
 */
@Module({
  controllers: [RatingsController],
  providers: [RatingsService, RatingsStore],
  exports: [RatingsService],
})
export class RatingsModule {}
