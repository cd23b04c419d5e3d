import type { TFunction } from 'i18next';

/**
 * The props of a text field with a length limit: the browser stops at `max`, and a counter
 * ("123/200") under the field says so before the limit is reached, so nothing is cut silently.
 */
export function counted(value: string, max: number, t: TFunction) {
  return {
    maxLength: max,
    description: t('app.characterCount', { count: value.length, max }),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  };
}
