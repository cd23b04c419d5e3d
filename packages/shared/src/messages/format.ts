import type { MessageKey } from './index.js';

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown names stay as written so a missing value is visible. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Placeholder values a message shows when the caller gives none (the spec's samples, doc 1 §5). */
export const defaultMessageParams: Partial<Record<MessageKey, MessageParams>> = {
  registerEmailInvalid: { email: 'john.smith@example.com' },
  registerPhoneInvalid: { phone: '4165550123' },
};
