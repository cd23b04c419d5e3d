import type { OutboxMessage } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { recentOutboxMessages } from './notifications.repository.js';

/** How many messages the development outbox shows at most. */
const outboxPageSize = 200;

export function notificationsService(db: Db) {
  return {
    /** The development outbox, newest first; `to` (any case, empty for everyone) picks one recipient. */
    async outbox(to: string | undefined): Promise<OutboxMessage[]> {
      const rows = await recentOutboxMessages(db, to?.toLowerCase() || undefined, outboxPageSize);
      return rows.map((row) => ({
        Id: row.id,
        Channel: row.channel,
        To: row.to,
        Subject: row.subject,
        Text: row.text,
        Html: row.html,
        CreatedTime: row.createdAt.toISOString(),
      }));
    },
  };
}
