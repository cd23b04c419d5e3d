/** What the local payment page's card fields keep of what is typed: digits, grouped as cards print them. */

const cardDigitsMax = 19;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242". */
export function cardNumberText(typed: string): string {
  return (
    digitsOf(typed)
      .slice(0, cardDigitsMax)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1230" → "12/30"; the slash comes once the month is typed. */
export function expiryText(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cvcText(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}
