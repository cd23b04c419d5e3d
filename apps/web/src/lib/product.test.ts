import { describe, expect, it } from 'vitest';
import { readProductName } from './product';

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'product-name';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readProductName', () => {
  it('reads the name the server wrote into the page', () => {
    expect(readProductName(page('BuildSure'))).toBe('BuildSure');
  });

  it('falls back to Tradepact while the placeholder is still there, or without the tag', () => {
    expect(readProductName(page('__PRODUCT_NAME__'))).toBe('Tradepact');
    expect(readProductName(page(null))).toBe('Tradepact');
    expect(readProductName(page('  '))).toBe('Tradepact');
  });
});
