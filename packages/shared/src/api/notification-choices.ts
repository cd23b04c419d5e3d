import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Which general-email switch an unsubscribe link turns off: the account's email, or its alternate. */
export const unsubscribeSwitchSchema = z.enum(['email', 'alternateEmail']);
export type UnsubscribeSwitch = z.infer<typeof unsubscribeSwitchSchema>;

/**
 * General notifications: the unsubscribe page's call. The mail programs' one-click POST (RFC 8058)
 * and the SMS provider's STOP webhook answer outside the envelope (docs/api/notifications.md).
 */
export const notificationChoicesApi = {
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    summary: 'Turn off the general emails an unsubscribe link names; the link’s signed token is the proof',
    access: 'public',
    body: z.object({ Token: z.string().trim().min(1).max(200) }),
    data: z.object({ Switch: unsubscribeSwitchSchema }),
  }),
};
