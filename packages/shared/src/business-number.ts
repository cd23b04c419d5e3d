/**
 * The CRA business number (the first nine digits of a GST/HST account) ends in a check digit computed
 * with the Luhn algorithm. A number that fails it is almost certainly mistyped, but the page only warns:
 * the contractor may know better than our arithmetic (doc 1 §3, issue 4).
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(value[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
