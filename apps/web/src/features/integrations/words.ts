import {
  calendarDateIn,
  formatDateTime,
  formatDay,
  formatTime,
  viewerTimeZone,
  webhookEventTypes,
  type ApiKeyScope,
  type ApiKeySummary,
  type WebhookDelivery,
  type WebhookEventType,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locale';

/** A scope's words sit under a key of their own: i18next reads the colon of `contracts:read` as a namespace. */
const scopeKeys = {
  'contracts:read': 'contractsRead',
  'contracts:send': 'contractsSend',
  'payments:read': 'paymentsRead',
} as const satisfies Record<ApiKeyScope, string>;

/** The events as the endpoint form groups them: the contracts' life, then getting paid. */
export const eventGroups = [
  { id: 'contracts', events: webhookEventTypes.filter((type) => type.startsWith('contract.')) },
  { id: 'gettingPaid', events: webhookEventTypes.filter((type) => !type.startsWith('contract.')) },
] as const satisfies readonly { id: string; events: WebhookEventType[] }[];

/**
 * How Settings › Integrations reads in the page's language: scopes and events in plain words, a day
 * written out ("November 28, 2026") and an instant on the viewer's clock ("2026-11-28 9:42 a.m.").
 */
export function useIntegrationWords() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const zone = viewerTimeZone();
  return {
    scope: (scope: ApiKeyScope) => t(`integrations.scopes.${scopeKeys[scope]}`),
    scopeHint: (scope: ApiKeyScope) => t(`integrations.scopeHints.${scopeKeys[scope]}`),
    /** The events' keys nest by their dots: `contract.sent` is `events.contract.sent`. */
    event: (type: WebhookDelivery['EventType']) => t(`integrations.events.${type}`),
    day: (time: string) => formatDay(calendarDateIn(new Date(time), zone), locale),
    time: (time: string) => formatDateTime(new Date(time), zone, locale),
    /** When a key last authenticated a request, or that it never has. */
    lastUsed: (key: ApiKeySummary) =>
      key.LastUsedTime
        ? t('integrations.keys.lastUsedOn', {
            time: formatDateTime(new Date(key.LastUsedTime), zone, locale),
          })
        : t('integrations.keys.neverUsed'),
    /**
     * A delivery's last answer: its HTTP status as a table shows it (`code`) and in a sentence
     * (`words`), "No answer" when the attempt got none; null before the first attempt.
     */
    response: (delivery: WebhookDelivery) => {
      if (delivery.Attempts === 0) return null;
      if (delivery.ResponseCode === null) {
        const none = t('integrations.deliveries.noResponse');
        return { code: none, words: none };
      }
      return {
        code: String(delivery.ResponseCode),
        words: t('integrations.deliveries.response', { code: delivery.ResponseCode }),
      };
    },
    /** A time to come: its time of day alone when it is today ("9:42 a.m."), else with its date. */
    clock: (time: string) => {
      const instant = new Date(time);
      return calendarDateIn(instant, zone) === calendarDateIn(new Date(), zone)
        ? formatTime(instant, zone, locale)
        : formatDateTime(instant, zone, locale);
    },
  };
}

export type IntegrationWords = ReturnType<typeof useIntegrationWords>;
