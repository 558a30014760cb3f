import { Module } from '@nestjs/common';
import { Channels } from './channels.js';
import { GameAnnouncements } from './game-announcements.js';
import { InstanceOrigin } from './instance-origin.js';
import { NoticeListener } from './notice-listener.js';
import { NoticeSender } from './notice-sender.js';
import { NoticesStore } from './notices.store.js';
import { OutboxDeliveries } from './outbox-deliveries.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxStore } from './outbox.store.js';
import { PresenceAnnouncements } from './presence-announcements.js';
import { RecentEvents } from './recent-events.js';
import { StreamRevocations } from './stream-revocations.js';

/** The realtime pipeline: commits announced once, to this instance's followers and the others. */
@Module({
  providers: [
    Channels,
    InstanceOrigin,
    NoticeSender,
    NoticesStore,
    NoticeListener,
    OutboxDeliveries,
    OutboxRelay,
    OutboxStore,
    RecentEvents,
    GameAnnouncements,
    PresenceAnnouncements,
    StreamRevocations,
  ],
  exports: [
    Channels,
    GameAnnouncements,
    PresenceAnnouncements,
    RecentEvents,
    NoticeListener,
    InstanceOrigin,
    StreamRevocations,
    OutboxRelay,
  ],
})
export class RealtimeModule {}
