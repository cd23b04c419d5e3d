import type { MessageKey } from './index.js';

export type MessageParams = Record<string, string | number>;

/**
 * Replaces `{name}` placeholders; unknown names stay as written so a missing value is visible. A
 * value that ends a sentence by itself ("Tremblay Renovations Inc.", a name cut with "…") before the
 * message's own period keeps one mark: "this is Tremblay Renovations Inc.", never "Inc..".
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return period && /[.!?…]$/.test(value) ? value : value + period;
  });
}

/** Placeholder values a message shows when the caller gives none (the spec's samples, doc 1 §5). */
export const defaultMessageParams: Partial<Record<MessageKey, MessageParams>> = {
  registerEmailInvalid: { email: 'john.smith@example.com' },
  registerPhoneInvalid: { phone: '4165550123' },
};
