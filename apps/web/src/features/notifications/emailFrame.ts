/**
 * The sandbox of an email's frame. No scripts and no origin of its own; a link may only open a new,
 * unsandboxed tab. A link followed inside the frame would land in an opaque, script-less sandbox,
 * where the page's own security policy leaves the app blank.
 */
export const emailFrameSandbox = 'allow-popups allow-popups-to-escape-sandbox';

/** An email's HTML with every link opening a new tab (a `<base target>` covers links without one). */
export function withLinksInNewTab(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const base = doc.createElement('base');
  base.target = '_blank';
  doc.head.prepend(base);
  for (const link of doc.querySelectorAll('a[href], area[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const doctype = doc.doctype ? '<!DOCTYPE html>' : '';
  return doctype + doc.documentElement.outerHTML;
}
