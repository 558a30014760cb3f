import { Module } from '@nestjs/common';
import { GameAnnouncements } from './game-announcements.js';
import { InstanceOrigin } from './instance-origin.js';
import { NoticeListener } from './notice-listener.js';
import { NoticeSender } from './notice-sender.js';
import { RecentEvents } from './recent-events.js';

/** The realtime pipeline: commits announced once, to this instance's followers and the others. */
@Module({
  providers: [InstanceOrigin, NoticeSender, NoticeListener, RecentEvents, GameAnnouncements],
  exports: [GameAnnouncements, RecentEvents, NoticeListener, InstanceOrigin],
})
export class RealtimeModule {}
