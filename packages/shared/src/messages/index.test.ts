import { describe, expect, it } from 'vitest';
import { formatMessage, pickLanguage } from './index.js';
import { translate } from './translate.js';

describe('message catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Welcome To {product}!', { product: 'Tradepact' })).toBe('Welcome To Tradepact!');
    expect(formatMessage('Hello {who}', {})).toBe('Hello {who}');
  });
  it('answers English when no catalogue matches the Accept-Language header', () => {
    expect(pickLanguage('de-DE,de;q=0.9')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('en-CA,en;q=0.8')).toBe('en');
  });
  it('translates a key with parameters', () => {
    expect(translate('en', 'fileTooLarge', { maxMb: 15 })).toContain('15 MB');
  });
});
