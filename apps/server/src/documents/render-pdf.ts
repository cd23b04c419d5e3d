import type { Node, NodeQueries, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { SignatureLayout } from '../db/schema/contracts.js';
import type { ContractDocument } from './document-model.js';
import {
  agreementContent,
  dateFieldHeight,
  dateFieldId,
  keepTogetherPrefix,
  signatureFieldId,
  signatureFieldSize,
  signatureImage,
} from './pdf-body.js';
import { cancellationStatementContent, cancellationStatementId, disclosureContent } from './pdf-attached.js';
import { draftWatermark, footer, footerQrModules, header, logoImage } from './pdf-furniture.js';
import { bottomMarginFor, defaultStyle, pageSize, sideMargin, styles, topMargin } from './pdf-layout.js';
import { pdfmakeBuffer } from './pdfmake-engine.js';
import {
  drawPdfSchedules,
  pdfImageUrl,
  prepareSchedules,
  scheduleContent,
  scheduleImages,
} from './pdf-schedules.js';

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

/** A group of nodes that must share a page (pdf-body.ts) starts on the next page when it would not. */
const groupSplit = (node: Node): boolean =>
  node.id?.startsWith(keepTogetherPrefix) === true && node.pageNumbers.length > 1;

/** Where a field was laid out: its page and its top left corner, in points from the page's top left. */
interface FieldPosition {
  page: number;
  left: number;
  top: number;
}

/**
 * The recipients' signature blocks, from the positions pdfmake reports to pageBreakBefore. pdfmake
 * asks about each node once, after every page break before it is settled, so what it reports is
 * where the node is drawn. A field's table has no padding: its first line starts at its corner.
 */
function signatureLayout(fields: Map<string, FieldPosition>, recipients: number): SignatureLayout {
  return Array.from({ length: recipients }, (_, party) => {
    // Block 0 is the contractor's; the recipients' follow in their order.
    const signature = fields.get(signatureFieldId(party + 1));
    const date = fields.get(dateFieldId(party + 1));
    if (!signature || !date || date.page !== signature.page) {
      throw new Error(`the signature block of recipient ${party} was not laid out on one page`);
    }
    const bottom = pageSize.height - date.top - dateFieldHeight;
    return {
      party,
      page: signature.page,
      x: signature.left,
      y: bottom,
      width: signatureFieldSize.width,
      height: pageSize.height - signature.top - bottom,
    };
  });
}

/** The QR symbol's size is the same on every page of a document but may grow with the page count's digits. */
const footerModules = (document: ContractDocument): number =>
  footerQrModules(document.code.publicUrl, document.code.value);

export interface RenderedContract {
  bytes: Uint8Array;
  /**
   * Each recipient's signature block (party 0, 1, … in recipient order; the contractor's block
   * already carries its signature): from the top of the signature field, whose height is
   * signatureFieldSize.height, down to the bottom of the date field, whose height is dateFieldHeight.
   */
  layout: SignatureLayout;
}

export async function renderContractPdf(document: ContractDocument): Promise<Uint8Array> {
  return (await renderContractPdfWithLayout(document)).bytes;
}

export async function renderContractPdfWithLayout(document: ContractDocument): Promise<RenderedContract> {
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

  const fields = new Map<string, FieldPosition>();
  const pageBreakBefore = (node: Node, queries: NodeQueries): boolean => {
    if (node.id) {
      const { pageNumber, left, top } = node.startPosition;
      fields.set(node.id, { page: pageNumber, left, top });
    }
    return headingLeftAlone(node, queries) || groupSplit(node);
  };

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
    content: [
      ...disclosureContent(document),
      ...agreementContent(document),
      ...scheduleContent(schedules, document, bottomMargin),
      ...cancellationStatementContent(document),
    ],
    images,
    styles,
    defaultStyle,
    pageBreakBefore,
  };

  const pdf = await pdfmakeBuffer(definition);
  const layout = signatureLayout(fields, document.signatures.blocks.length - 1);
  if (!schedules.some((schedule) => schedule.pdf)) return { bytes: pdf, layout };
  // Quebec's statement follows the schedules: the pages from its first one on are not schedule pages.
  const statementPage = fields.get(cancellationStatementId)?.page;
  return { bytes: await drawPdfSchedules(pdf, schedules, bottomMargin, statementPage), layout };
}

export { UnreadableScheduleError } from './pdf-schedules.js';
