import type { ScanConfirmation } from '@tradepact/shared';
import type { TFunction } from 'i18next';

/**
 * The question a 409 asks, worded from its data: "No QR code could be read … contract No. 12?" or
 * "Pages 3 and 5 of 5 of contract No. 12 were not found …".
 */
export function confirmQuestion(
  question: ScanConfirmation,
  t: TFunction<['ui', 'messages']>,
  language: string,
): string {
  if (question.Reason === 'noCode') return t('messages:scanConfirmNoCode', { number: question.Number });
  const pages = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    question.MissingPages.map(String),
  );
  return t('messages:scanConfirmMissingPages', {
    pages,
    count: question.PageCount,
    number: question.Number,
  });
}
