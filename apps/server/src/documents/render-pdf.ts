import type { Node, NodeQueries, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ContractDocument } from './document-model.js';
import { agreementContent, signatureImage } from './pdf-body.js';
import { draftWatermark, footer, header, logoImage } from './pdf-furniture.js';
import { bottomMarginFor, defaultStyle, pageSize, sideMargin, styles, topMargin } from './pdf-layout.js';
import { pdfmakeBuffer } from './pdfmake-engine.js';
import {
  drawPdfSchedules,
  pdfImageUrl,
  prepareSchedules,
  scheduleContent,
  scheduleImages,
} from './pdf-schedules.js';
import { qrPayload, qrSymbol } from './qr.js';

/**
 * The contract document as a PDF, made in this process in pure JavaScript: pdfmake lays out the
 * agreement and one page per schedule page, with the header, footer and QR code on every page;
 * pdf-lib then draws the PDF schedules' pages into theirs. Letter paper, Roboto embedded, titled with
 * the contract and its contractor.
 */

/**
 * A section heading with no text after it on its page moves to the next page, with its section.
 * Only text counts: a table or a stack whose rows went to the next page still starts on this one.
 */
function headingLeftAlone(node: Node, queries: NodeQueries): boolean {
  if (node.headlineLevel !== 1) return false;
  return !queries.getFollowingNodesOnPage().some((following) => following.text !== undefined);
}

/**
 * The QR symbol's size is the same on every page of a document but may grow with the page count's
 * digits: the footer is sized for three-digit page numbers so that it never overflows.
 */
const footerModules = (document: ContractDocument): number =>
  qrSymbol(qrPayload(document.code.publicUrl, { code: document.code.value, page: 100, pageCount: 100 })).size;

export async function renderContractPdf(document: ContractDocument): Promise<Uint8Array> {
  const modules = footerModules(document);
  const bottomMargin = bottomMarginFor(modules);
  const schedules = await prepareSchedules(document.schedules.items);

  const images: Record<string, string> = scheduleImages(schedules);
  if (document.header.logo) images[logoImage] = await pdfImageUrl(document.header.logo);
  await Promise.all(
    document.signatures.blocks.map(async (block, index) => {
      if (block.signature) images[signatureImage(index)] = await pdfImageUrl(block.signature);
    }),
  );

  const watermark = draftWatermark(document);
  const definition: TDocumentDefinitions = {
    info: {
      title: document.metadata.title,
      author: document.metadata.author,
      subject: document.metadata.subject,
      creator: document.metadata.author,
    },
    language: document.language,
    pageSize: { width: pageSize.width, height: pageSize.height },
    pageMargins: [sideMargin, topMargin, sideMargin, bottomMargin],
    header: header(document, Boolean(document.header.logo)),
    footer: footer(document, modules),
    ...(watermark ? { watermark } : {}),
    content: [...agreementContent(document), ...scheduleContent(schedules, document, bottomMargin)],
    images,
    styles,
    defaultStyle,
    pageBreakBefore: headingLeftAlone,
  };

  const pdf = await pdfmakeBuffer(definition);
  if (!schedules.some((schedule) => schedule.pdf)) return pdf;
  return drawPdfSchedules(pdf, schedules, bottomMargin);
}

export { UnreadableScheduleError } from './pdf-schedules.js';
