import { translate } from '@tradepact/shared';
import { plainTextLine } from './plain-text.js';

export interface EmailContent {
  /** The reader's language: the `lang` of the HTML and the words the layout adds itself. */
  language: string;
  /** Who the email comes from, shown first and largest: the contractor's business, or the product. */
  sender: string;
  /** The line mail programs show beside the subject in the inbox list; hidden in the email itself. */
  preheader: string;
  /** An image attached to the same email with this content id, shown above the sender's name. */
  logo?: { cid: string };
  heading: string;
  paragraphs: string[];
  /**
   * Words the sender typed (a contractor's personal message), under the paragraphs and above the
   * button: kept as plain text, its line breaks kept, under a label naming who wrote it.
   */
  quote?: { label: string; text: string };
  /**
   * A plain link under the paragraphs, for a second thing the reader may do (a consumer's "Cancel
   * this agreement"): shown as its words, not as the button.
   */
  link?: { label: string; url: string };
  button?: { label: string; url: string };
  /** Label and value rows under the button: what is signed, by when, how to reach the sender. */
  details?: [label: string, value: string][];
  /** Paragraphs after the details: what the reader should know once they know what to do. */
  notes?: string[];
  /** Small print under the message. */
  footer: string[];
  /** A link after the small print: a general email's unsubscribe link. */
  footerLink?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const font = "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
// The product's brand teal (shade 7, 7.2:1 with white) and greys that keep 4.5:1 on white.
const colour = { brand: '#155e78', text: '#1b262c', muted: '#56636d', line: '#dde3e8', page: '#f2f4f6' };

function logoHtml(content: EmailContent): string {
  if (!content.logo) return '';
  // Height only: the logo keeps its proportions, and a wide one is capped by max-width.
  return `<img src="cid:${escapeHtml(content.logo.cid)}" alt="${escapeHtml(content.sender)}" height="56" style="display:block;height:56px;width:auto;max-width:240px;border:0;margin:0 0 12px 0;">`;
}

function buttonHtml(content: EmailContent): string {
  if (!content.button) return '';
  const url = escapeHtml(content.button.url);
  // A link inside a filled cell (a "bulletproof" button): it shows even where CSS padding on links
  // is dropped, and the cell itself is the tap target.
  return `<tr><td style="padding:8px 32px 4px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td bgcolor="${colour.brand}" style="border-radius:6px;background:${colour.brand};">
<a href="${url}" style="display:inline-block;padding:14px 28px;${font};font-size:17px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.button.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:12px 32px 8px 32px;${font};font-size:13px;line-height:19px;color:${colour.muted};">
${escapeHtml(translate(content.language, 'signEmailLinkFallback'))}<br>
<a href="${url}" style="color:${colour.brand};word-break:break-all;">${url}</a>
</td></tr>`;
}

function detailsHtml(content: EmailContent): string {
  if (!content.details?.length) return '';
  const rows = content.details
    .map(
      ([label, value]) => `<tr>
<td valign="top" style="padding:8px 12px 8px 0;width:34%;${font};font-size:14px;line-height:20px;color:${colour.muted};border-top:1px solid ${colour.line};">${escapeHtml(label)}</td>
<td valign="top" style="padding:8px 0;${font};font-size:14px;line-height:20px;color:${colour.text};border-top:1px solid ${colour.line};word-break:break-word;overflow-wrap:anywhere;">${escapeHtml(value)}</td>
</tr>`,
    )
    .join('\n');
  return `<tr><td style="padding:16px 32px 8px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>
</td></tr>`;
}

function notesHtml(content: EmailContent): string {
  if (!content.notes?.length) return '';
  const notes = content.notes
    .map(
      (note) =>
        `<p style="margin:0 0 12px 0;${font};font-size:15px;line-height:22px;color:${colour.text};">${escapeHtml(note)}</p>`,
    )
    .join('\n');
  return `<tr><td style="padding:16px 32px 0 32px;">\n${notes}\n</td></tr>`;
}

/** Typed lines: each escaped, the line breaks kept (blank lines collapse to one break). */
const typedLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => plainTextLine(line))
    .filter(Boolean);

function quoteHtml(content: EmailContent): string {
  if (!content.quote) return '';
  const lines = typedLines(content.quote.text).map(escapeHtml).join('<br>');
  return `<p style="margin:0 0 4px 0;${font};font-size:14px;line-height:20px;color:${colour.muted};">${escapeHtml(content.quote.label)}</p>
<p style="margin:0 0 16px 0;padding:8px 12px;border-left:3px solid ${colour.line};${font};font-size:16px;line-height:24px;color:${colour.text};">${lines}</p>`;
}

function linkHtml(content: EmailContent): string {
  if (!content.link) return '';
  return `<p style="margin:0 0 16px 0;${font};font-size:16px;line-height:24px;"><a href="${escapeHtml(content.link.url)}" style="color:${colour.brand};font-weight:600;">${escapeHtml(content.link.label)}</a></p>`;
}

function html(content: EmailContent): string {
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px 0;${font};font-size:16px;line-height:24px;color:${colour.text};">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  const footer = content.footer
    .map((line) => `<p style="margin:0 0 8px 0;">${escapeHtml(line)}</p>`)
    .join('\n');
  const footerLink = content.footerLink
    ? `\n<p style="margin:0 0 8px 0;"><a href="${escapeHtml(content.footerLink.url)}" style="color:${colour.brand};">${escapeHtml(content.footerLink.label)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${colour.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colour.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${colour.line};border-radius:8px;">
<tr><td style="padding:28px 32px 0 32px;">
${logoHtml(content)}<div style="${font};font-size:20px;line-height:26px;font-weight:700;color:${colour.brand};">${escapeHtml(content.sender)}</div>
</td></tr>
<tr><td style="padding:20px 32px 8px 32px;">
<h1 style="margin:0 0 16px 0;${font};font-size:22px;line-height:28px;font-weight:700;color:${colour.text};">${escapeHtml(content.heading)}</h1>
${paragraphs}
${linkHtml(content)}
${quoteHtml(content)}
</td></tr>
${buttonHtml(content)}
${detailsHtml(content)}
${notesHtml(content)}
<tr><td style="padding:0 0 24px 0;font-size:0;line-height:0;">&nbsp;</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="padding:16px 32px;${font};font-size:12px;line-height:18px;color:${colour.muted};">
${footer}${footerLink}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/**
 * The plain-text part: the same content, each value kept on its line (a typed name cannot start a
 * paragraph of its own), and the raw link, which is what a reader copies when buttons do not work.
 */
function text(content: EmailContent): string {
  // The colon after a label is the language's: French puts a non-breaking space before it.
  const labelled = (label: string, value: string) =>
    translate(content.language, 'emailLabelledValue', { label: plainTextLine(label), value });
  const blocks = [
    plainTextLine(content.sender),
    plainTextLine(content.heading),
    ...content.paragraphs.map(plainTextLine),
  ];
  if (content.link) blocks.push(labelled(content.link.label, content.link.url));
  if (content.quote) {
    blocks.push([plainTextLine(content.quote.label), ...typedLines(content.quote.text)].join('\n'));
  }
  if (content.button) {
    const label = translate(content.language, 'emailLinkLabel', {
      label: plainTextLine(content.button.label),
    });
    blocks.push(`${label}\n${content.button.url}`);
  }
  if (content.details?.length)
    blocks.push(content.details.map(([label, value]) => labelled(label, plainTextLine(value))).join('\n'));
  blocks.push(...(content.notes ?? []).map(plainTextLine));
  const footerLink = content.footerLink ? [labelled(content.footerLink.label, content.footerLink.url)] : [];
  blocks.push(['--', ...content.footer.map(plainTextLine), ...footerLink].join('\n'));
  return blocks.join('\n\n');
}

/**
 * An email of the product: one calm column, at most 600 px wide, in tables with inline styles (what
 * mail programs render alike), with its plain-text twin. Every value is escaped.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  return { html: html(content), text: text(content) };
}
