import type { ContractDocument, ImageBytes, PartyBlock, SignatureBlock } from './document-model.js';
import { htmlDocumentStyle } from './render-html-style.js';
import type { Block, Inline, ListBlock } from './text-blocks.js';

/**
 * The contract document as one self-contained HTML page for the preview frame: inline CSS, images as
 * data: URIs, no script, and every text escaped. It is drawn from the same model as the PDF, so the
 * preview shows what the PDF prints (without the page furniture: header, footer and QR codes).
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The browser shows only these image types inline; anything else is left out rather than trusted. */
const inlineImageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function imageTag(image: ImageBytes | undefined, className: string, alt: string): string {
  if (!image || !inlineImageTypes.has(image.mimeType)) return '';
  const data = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength).toString(
    'base64',
  );
  return `<img class="${className}" src="data:${image.mimeType};base64,${data}" alt="${escapeHtml(alt)}">`;
}

const inlineHtml = (inline: readonly Inline[]): string =>
  inline
    .map((run) => {
      if ('lineBreak' in run) return '<br>';
      return run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text);
    })
    .join('');

function listHtml(list: ListBlock): string {
  const tag = list.ordered ? 'ol' : 'ul';
  const items = list.items.map(
    (item) => `<li>${inlineHtml(item.inline)}${item.lists.map(listHtml).join('')}</li>`,
  );
  return `<${tag}>${items.join('')}</${tag}>`;
}

const blocksHtml = (blocks: readonly Block[]): string =>
  blocks
    .map((block) => (block.kind === 'paragraph' ? `<p>${inlineHtml(block.inline)}</p>` : listHtml(block)))
    .join('');

const partyHtml = (party: PartyBlock): string =>
  `<div class="party"><p class="role">${escapeHtml(party.role)}</p><p class="party-name">${escapeHtml(party.name)}</p>${party.lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</div>`;

/** A calendar date, as the document prints it (YYYY-MM-DD). */
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * Escaped text whose dates are kept on one line: a browser breaks a line after a date's hyphens
 * ("2026-11-" / "29") as readily as after a word's.
 */
const textWithDates = (text: string): string =>
  escapeHtml(text).replace(isoDate, (date) => `<span class="date">${date}</span>`);

/**
 * A body cell, with its column's name (data-label) for a phone: there each payment is a card headed
 * by its name, the table's header is hidden, and the style sheet writes the name before each value.
 */
const cell = (text: string, label?: string, className?: string): string =>
  `<td${className ? ` class="${className}"` : ''}${label ? ` data-label="${escapeHtml(label)}"` : ''}>${textWithDates(text)}</td>`;

function paymentHtml(document: ContractDocument): string {
  const { payment } = document;
  const { columns, holdback, promptPayment } = payment;
  // Ontario: each payment's gross, holdback and net payable, then the release of what was retained.
  const amountHeads = holdback
    ? [holdback.columns.gross, holdback.columns.holdback, holdback.columns.net]
    : [columns.amount];
  const rows = payment.rows
    .map((row) => {
      const amounts = holdback
        ? `${cell(row.amount, holdback.columns.gross, 'amount')}${cell(row.holdback ?? '', holdback.columns.holdback, 'amount')}${cell(row.net ?? '', holdback.columns.net, 'amount net')}`
        : cell(row.amount, columns.amount, 'amount');
      return `<tr>${cell(row.item)}${cell(row.due, columns.due)}${amounts}</tr>`;
    })
    .join('');
  const release = holdback
    ? `<tr class="release">${cell(holdback.release.item)}${cell(holdback.release.due, columns.due)}<td class="amount"></td><td class="amount"></td>${cell(holdback.release.amount, holdback.columns.net, 'amount net')}</tr>`
    : '';
  const totals = payment.totals
    .map(
      (total) =>
        `<tr class="${total.emphasis ? 'grand-total' : 'total'}"><td colspan="${1 + amountHeads.length}">${escapeHtml(total.label)}</td><td class="amount">${escapeHtml(total.amount)}</td></tr>`,
    )
    .join('');
  const custom =
    payment.custom.length > 0
      ? `<h3>${escapeHtml(payment.customHeading)}</h3><div class="text">${blocksHtml(payment.custom)}</div>`
      : '';
  const heads = [
    `<th scope="col">${escapeHtml(columns.item)}</th>`,
    `<th scope="col">${escapeHtml(columns.due)}</th>`,
    ...amountHeads.map((head) => `<th scope="col" class="amount">${escapeHtml(head)}</th>`),
  ].join('');
  const notes = [payment.note, ...(holdback?.notes ?? [])]
    .map((note) => `<p class="note">${textWithDates(note)}</p>`)
    .join('');
  const prompt = promptPayment
    ? `<div class="prompt-payment"><h3>${escapeHtml(promptPayment.heading)}</h3><ul>${promptPayment.lines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul><p class="note">${escapeHtml(promptPayment.source)}</p></div>`
    : '';
  return `<section><h2>${escapeHtml(payment.heading)}</h2>${custom}<table class="payments${
    holdback ? ' with-holdback' : ''
  }"><thead><tr>${heads}</tr></thead><tbody>${rows}${release}</tbody><tfoot>${totals}</tfoot></table>${notes}${
    payment.estimate ? `<p class="estimate"><strong>${escapeHtml(payment.estimate)}</strong></p>` : ''
  }${prompt}</section>`;
}

function signatureHtml(block: SignatureBlock, document: ContractDocument): string {
  const { labels } = document.signatures;
  const field = (label: string, value: string, extra = '') =>
    `<div class="field${extra}"><span class="value">${value}</span><span class="label">${escapeHtml(label)}</span></div>`;
  return `<div class="signature"><p class="role">${escapeHtml(block.heading)}</p>${field(
    labels.signature,
    imageTag(block.signature, 'signature-image', labels.signature),
    ' sign',
  )}${field(labels.name, escapeHtml([block.name, block.organisation].filter(Boolean).join(', ')))}${field(
    labels.date,
    escapeHtml(block.date),
  )}</div>`;
}

function cancellationHtml(document: ContractDocument): string {
  const block = document.cancellation;
  if (!block) return '';
  const reasons = block.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('');
  const refund = block.refund ? `<p>${escapeHtml(block.refund)}</p>` : '';
  return `<section class="cancellation"><h2>${escapeHtml(block.heading)}</h2><p>${escapeHtml(block.rule)}</p><p>${escapeHtml(
    block.extended,
  )}</p><ul>${reasons}</ul>${refund}<p class="source">${escapeHtml(block.source)}</p></section>`;
}

/** Ontario's disclosure statement, before the agreement as it is its page 1. */
function disclosureHtml(document: ContractDocument): string {
  const statement = document.disclosure;
  if (!statement) return '';
  const choices = statement.choices
    .map(
      (choice) =>
        `<li class="${choice.checked ? 'checked' : ''}"><span class="box" aria-hidden="true">${choice.checked ? '☒' : '☐'}</span> ${escapeHtml(choice.text)}</li>`,
    )
    .join('');
  return `<section class="disclosure"><h1>${escapeHtml(statement.heading)}</h1><p><strong>${escapeHtml(
    statement.intro,
  )}</strong></p><p>${escapeHtml(statement.products)}</p><p><strong>${escapeHtml(
    statement.choose,
  )}</strong></p><ul class="choices">${choices}</ul><p><strong>${escapeHtml(statement.cancel)}</strong></p><p class="boxed">${escapeHtml(
    statement.signed,
  )}</p><p class="source">${escapeHtml(statement.source)}</p></section>`;
}

/** Quebec's statement and its cancellation form, attached after the agreement. */
function cancellationStatementHtml(document: ContractDocument): string {
  const statement = document.cancellationStatement;
  if (!statement) return '';
  const { form } = statement;
  const line = (item: { label: string; value: string }) =>
    `<div class="field"><span class="value">${escapeHtml(item.value)}</span><span class="label">${escapeHtml(item.label)}</span></div>`;
  return `<section class="attached-statement"><p class="notice">${escapeHtml(statement.notice)}</p><h2>${escapeHtml(
    statement.heading,
  )}</h2>${statement.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</section><section class="attached-form"><p class="cut">${escapeHtml(
    form.cut,
  )}</p><h2>${escapeHtml(form.heading)}</h2><p><strong>${escapeHtml(form.to)}</strong></p>${form.merchant
    .map(line)
    .join('')}<p>${escapeHtml(form.declaration)}</p>${form.contract.map(line).join('')}${form.consumer
    .map(line)
    .join('')}</section>`;
}

export function renderContractHtml(document: ContractDocument): string {
  const { work, clauses, schedules, signatures } = document;
  const facts = work.facts
    .map((fact) => `<div><dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd></div>`)
    .join('');
  const clauseItems = clauses.items
    .map(
      (clause) =>
        `<div class="clause"><span class="clause-number">${clause.number}.</span><div class="text">${blocksHtml(clause.blocks)}</div></div>`,
    )
    .join('');
  const scheduleItems = schedules.items
    .map(
      (schedule) =>
        `<li><strong>${escapeHtml(schedule.caption)}</strong> <span class="file">${escapeHtml(schedule.fileLine)}</span></li>`,
    )
    .join('');
  const draft = document.draftMark
    ? `<div class="draft-mark" aria-hidden="true">${escapeHtml(document.draftMark)}</div>`
    : '';

  const body = [
    draft,
    `<header class="letterhead">${imageTag(document.header.logo, 'logo', document.header.businessName)}<span class="business">${escapeHtml(
      document.header.businessName,
    )}</span></header>`,
    disclosureHtml(document),
    `<h1>${escapeHtml(document.title)}</h1>`,
    `<p class="reference">${escapeHtml(document.reference)} · ${escapeHtml(document.issued)}</p>`,
    `<p class="intro">${escapeHtml(document.intro)}</p>`,
    cancellationHtml(document),
    `<section><h2>${escapeHtml(document.parties.heading)}</h2><div class="parties">${document.parties.blocks
      .map(partyHtml)
      .join('')}</div></section>`,
    `<section><h2>${escapeHtml(work.heading)}</h2><dl class="facts">${facts}</dl><h3>${escapeHtml(
      work.scopeHeading,
    )}</h3><div class="text">${blocksHtml(work.scope)}</div></section>`,
    paymentHtml(document),
    clauseItems ? `<section><h2>${escapeHtml(clauses.heading)}</h2>${clauseItems}</section>` : '',
    scheduleItems
      ? `<section><h2>${escapeHtml(schedules.heading)}</h2><p>${escapeHtml(schedules.intro)}</p><ul class="schedules">${scheduleItems}</ul></section>`
      : '',
    `<section class="signatures-section"><h2>${escapeHtml(signatures.heading)}</h2><p>${escapeHtml(
      signatures.intro,
    )}</p><div class="signatures">${signatures.blocks.map((block) => signatureHtml(block, document)).join('')}</div></section>`,
    cancellationStatementHtml(document),
    `<footer class="document-code">${escapeHtml(document.code.text)}</footer>`,
  ].join('');

  return `<!doctype html><html lang="${escapeHtml(document.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    document.metadata.title,
  )}</title><style>${htmlDocumentStyle}</style></head><body><main class="sheet">${body}</main></body></html>`;
}
