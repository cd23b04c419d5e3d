import { en } from './en.js';

/** Every user-visible message, keyed. A translation (fr, …) supplies the same keys. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** True when `text` names a message of the catalogue (the shared schemas' zod errors do). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

export const catalogues: Record<string, Catalogue> = { en };
export const defaultLanguage = 'en';

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown names stay as written so a missing value is visible. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Picks the first language of an Accept-Language header that has a catalogue. */
export function pickLanguage(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.find((entry) => entry.lang in catalogues)?.lang ?? defaultLanguage;
}

/** Placeholder values a message shows when the caller gives none (the spec's samples, doc 1 §5). */
export const defaultMessageParams: Partial<Record<MessageKey, MessageParams>> = {
  registerEmailInvalid: { email: 'john.smith@example.com' },
  registerPhoneInvalid: { phone: '4165550123' },
};

export function translate(language: string, key: MessageKey, params?: MessageParams): string {
  const catalogue = catalogues[language] ?? en;
  return formatMessage(catalogue[key] ?? en[key], { ...defaultMessageParams[key], ...params });
}

export { en };

/** Doc 1 §8: answers with these messages are not shown as error toasts. */
export const silentMessageKeys = [
  'identityVerificationRequired',
  'accountNotActivated',
  'noChangesMade',
] as const satisfies readonly MessageKey[];

export function isSilentMessage(code: MessageKey | undefined): boolean {
  return silentMessageKeys.some((key) => key === code);
}
