import type { Words } from '@tradepact/shared';
import { i18n } from './index';

/**
 * The shared messages of a loaded language as the shared formatters take them (tax lines, say):
 * the catalogue the page downloaded, not the whole one of packages/shared.
 */
export function wordsOf(language: string): Words {
  const t = i18n.getFixedT(language, 'messages');
  return (key, params) => t(key, params ?? {});
}
