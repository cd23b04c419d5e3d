import { describe, expect, it } from 'vitest';
import { formatMessage, pickLanguage } from './index.js';
import { translate } from './translate.js';

describe('message catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Welcome To {product}!', { product: 'Tradepact' })).toBe('Welcome To Tradepact!');
    expect(formatMessage('Hello {who}', {})).toBe('Hello {who}');
  });
  it('ends a sentence once after a value that ends with its own period, and only there', () => {
    const template = 'Hello, this is {business}. Call {phone}.';
    expect(formatMessage(template, { business: 'Tremblay Renovations Inc.', phone: '416-555-0123' })).toBe(
      'Hello, this is Tremblay Renovations Inc. Call 416-555-0123.',
    );
    expect(formatMessage(template, { business: 'Tremblay Reno…', phone: 'me' })).toBe(
      'Hello, this is Tremblay Reno… Call me.',
    );
    expect(formatMessage('{business}, Ontario', { business: 'Tremblay Inc.' })).toBe(
      'Tremblay Inc., Ontario',
    );
    expect(translate('en', 'paymentReminderEmailFooter', { number: 7, business: 'Côté Ltd.' })).toContain(
      'with Côté Ltd. Please reply',
    );
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
