/** Money, rates and times are written as in Canada, in the reader's language ("en" → "en-CA"). */
export const localeOf = (language: string) => `${language}-CA`;
