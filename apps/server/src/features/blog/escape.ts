const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an HTML or XML element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so that no text
 * of an article can close the script element.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
