/**
 * The product's name. The server writes the configured PRODUCT_NAME into index.html
 * (`<meta name="product-name">`); it is read once when the app starts.
 */
export const defaultProductName = 'Tradepact';

const placeholder = '__PRODUCT_NAME__';

export function readProductName(doc: Document | undefined = globalThis.document): string {
  // The build's prerender has no page: it writes the placeholder, which the server replaces.
  if (!doc) return placeholder;
  const content = doc.querySelector('meta[name="product-name"]')?.getAttribute('content')?.trim();
  return !content || content === placeholder ? defaultProductName : content;
}

export const productName = readProductName();
