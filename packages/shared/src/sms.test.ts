import { describe, expect, it } from 'vitest';
import { cutToSms, plainSmsText, smsLength, smsOverflow } from './sms.js';

describe('smsLength', () => {
  it('counts a GSM-7 text in septets: 160 in one message, 153 in each part after that', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('keeps French accents of the GSM alphabet in GSM-7, and counts an extension character twice', () => {
    expect(smsLength('Facture à payer, échéance').encoding).toBe('GSM-7');
    expect(smsLength('€[]')).toEqual({ encoding: 'GSM-7', units: 6, segments: 1 });
  });

  it('makes a text with any other character UCS-2: 70 units in one message, 67 in each part', () => {
    expect(smsLength('reçu')).toEqual({ encoding: 'UCS-2', units: 4, segments: 1 });
    expect(smsLength(`ç${'a'.repeat(69)}`).segments).toBe(1);
    expect(smsLength(`ç${'a'.repeat(70)}`).segments).toBe(2);
    expect(smsLength(`ç${'a'.repeat(133)}`).segments).toBe(2);
    expect(smsLength(`ç${'a'.repeat(134)}`).segments).toBe(3);
  });
});

describe('plainSmsText', () => {
  it('writes a French amount, a colon and quotes in the GSM alphabet', () => {
    const french = 'Total\u00a0: 1\u202f234,56\u00a0$ pour «\u00a0Cuisine\u00a0» – l’entrée';
    expect(plainSmsText(french)).toBe('Total : 1 234,56 $ pour "Cuisine" - l\'entrée');
    expect(smsLength(plainSmsText(french)).encoding).toBe('GSM-7');
  });

  it('writes the accents the GSM alphabet lacks as their base letter, and keeps the ones it has', () => {
    const name = 'Façades Côté & Bœuf Fenêtres: Hélène, à Montréal';
    expect(plainSmsText(name)).toBe('Facades Coté & Boeuf Fenetres: Hélène, à Montréal');
    expect(smsLength(plainSmsText(name)).encoding).toBe('GSM-7');
  });

  it('leaves what has no GSM letter as it is: the text is UCS-2', () => {
    expect(plainSmsText('Paid 👍')).toBe('Paid 👍');
    expect(smsLength(plainSmsText('Paid 👍')).encoding).toBe('UCS-2');
  });
});

describe('smsOverflow', () => {
  it('says how many units a text holds beyond 2 messages, GSM-7 or UCS-2', () => {
    expect(smsOverflow('a'.repeat(306))).toBe(0);
    expect(smsOverflow('a'.repeat(310))).toBe(4);
    expect(smsOverflow(`👍${'a'.repeat(140)}`)).toBe(8);
    expect(smsOverflow('a'.repeat(161), 1)).toBe(1);
  });
});

describe('cutToSms', () => {
  it('leaves a text that fits, and cuts a longer one with GSM dots to the longest start that fits', () => {
    expect(cutToSms('Short')).toBe('Short');
    const cut = cutToSms(`${'a'.repeat(300)} and more words`);
    expect(cut).toBe(`${'a'.repeat(300)} an...`);
    expect(smsLength(plainSmsText(cut)).segments).toBe(2);
  });

  it('measures the text as it is sent: a French amount’s spaces and a ô fold into GSM-7', () => {
    const french = `Côté : 1\u00a0234,56\u00a0$ ${'a'.repeat(300)}`;
    expect(smsLength(plainSmsText(cutToSms(french))).segments).toBe(2);
    expect(cutToSms(french).startsWith('Côté : 1\u00a0234,56\u00a0$')).toBe(true);
  });
});
