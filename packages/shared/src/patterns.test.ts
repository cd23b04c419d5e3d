import { describe, expect, it } from 'vitest';
import {
  emailPattern,
  isEmail,
  isPhone,
  isStrongPassword,
  normalisePhone,
  normalisePostalCode,
  postalCodePattern,
  digitsPattern,
  textableMobile,
} from './patterns.js';

describe('email pattern', () => {
  it.each(['bob@example.com', 'a.b+c@site.co.uk', 'x@y.ca'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each([
    'bob',
    'bob@example',
    '@example.com',
    'bob@.com',
    'bob smith@example.com',
    ' bob@example.com',
    '',
  ])('refuses %j', (value) => {
    expect(emailPattern.test(value)).toBe(false);
  });
});

describe('North American phone pattern', () => {
  it.each([
    '4165551234',
    '+14165551234',
    '1 416 555 1234',
    '(416) 555-1234',
    '416.555.1234',
    '+1-604-555-0000',
  ])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });
  it.each([
    '0165551234',
    '1165551234',
    '416555123',
    '41655512345',
    '+44 20 7946 0958',
    '416-155-1234',
    'phone',
  ])('refuses %s', (value) => {
    expect(isPhone(value)).toBe(false);
  });
  it('keeps the ten digits without the country code', () => {
    expect(normalisePhone('+1 (416) 555-1234')).toBe('4165551234');
    expect(normalisePhone('416 555 1234')).toBe('4165551234');
  });
  it('texts a signing request only to a ten-digit number', () => {
    expect(textableMobile('+1 (647) 555-0199')).toBe('6475550199');
    expect(textableMobile('')).toBeNull();
    expect(textableMobile('555-0199')).toBeNull();
  });
});

describe('password pattern', () => {
  it.each(['Passw0rd!', 'Abcdefg1#', 'x&Y9xxxxxxxx'])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });
  it.each([
    ['too short', 'Pa0!abc'],
    ['no upper case', 'passw0rd!'],
    ['no lower case', 'PASSW0RD!'],
    ['no digit', 'Password!'],
    ['no special character', 'Passw0rdd'],
    ['a space', 'Pass w0rd!'],
    ['only other punctuation as special', 'Passw0rd?'],
  ])('refuses a password with %s', (_reason, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
});

describe('postal code', () => {
  it.each(['K1A 0B1', 'k1a0b1', 'M5V 3L9'])('accepts %s', (value) => {
    expect(postalCodePattern.test(value)).toBe(true);
  });
  it.each(['K1A 0B', '12345', 'D1A 0B1', 'K1A  0B1', 'W1A 0B1'])('refuses %s', (value) => {
    expect(postalCodePattern.test(value)).toBe(false);
  });
  it('normalises to upper case with one space', () => {
    expect(normalisePostalCode(' k1a0b1 ')).toBe('K1A 0B1');
  });
});

describe('digits pattern', () => {
  it('accepts digits and the empty value, refuses anything else', () => {
    expect(digitsPattern.test('123456789')).toBe(true);
    expect(digitsPattern.test('')).toBe(true);
    expect(digitsPattern.test('12 34')).toBe(false);
    expect(digitsPattern.test('12a')).toBe(false);
  });
});
