import type { StyleDictionary } from 'pdfmake/interfaces.js';
import { qrQuietZoneModules } from './qr.js';

/**
 * The PDF's page geometry and type styles, in points (1/72 in). Letter paper; the bottom margin holds
 * the footer with the page's QR code, whose size follows the payload (qr.ts), so it is worked out
 * per document from the symbol's module count.
 */

export const pageSize = { width: 612, height: 792 } as const;
export const sideMargin = 54;
export const topMargin = 84;

/** 2 pt ≈ 0.71 mm per module: above the 0.6 mm that reads from a 150 dpi scan (signing-pipeline §6). */
export const qrModulePoints = 2;
/** The QR code's square with its quiet zone, for a symbol of `modules` per side. */
export const qrBoxPoints = (modules: number): number => (modules + 2 * qrQuietZoneModules) * qrModulePoints;

const footerGap = 6;
const codeTextHeight = 10;
const pageEdgeGap = 16;
/** The QR box stands this far from the page's right edge: its quiet zone is blank paper anyway. */
export const qrRightInset = sideMargin - qrQuietZoneModules * qrModulePoints;

export const bottomMarginFor = (modules: number): number =>
  footerGap + qrBoxPoints(modules) + codeTextHeight + pageEdgeGap;

export const bodyWidth = pageSize.width - 2 * sideMargin;
export const bodyHeight = (bottomMargin: number): number => pageSize.height - topMargin - bottomMargin;

/** A schedule page's caption band: up to two lines, above the schedule's own page or image. */
export const scheduleCaptionPoints = 40;

export const colours = {
  ink: '#1f2933',
  accent: '#1d3557',
  muted: '#52606d',
  rule: '#cbd2d9',
  faint: '#e4e7eb',
  panel: '#f4f6f8',
  draft: '#c0392b',
} as const;

export const styles: StyleDictionary = {
  title: { fontSize: 22, bold: true, color: colours.accent, margin: [0, 0, 0, 2] },
  reference: { fontSize: 10, color: colours.muted, margin: [0, 0, 0, 12] },
  heading: {
    fontSize: 10,
    bold: true,
    color: colours.accent,
    characterSpacing: 0.8,
    margin: [0, 16, 0, 3],
  },
  subheading: { fontSize: 10.5, bold: true, color: colours.accent, margin: [0, 10, 0, 4] },
  role: { fontSize: 7.5, color: colours.muted, characterSpacing: 0.6 },
  partyName: { fontSize: 11, bold: true, margin: [0, 1, 0, 2] },
  label: { fontSize: 8, color: colours.muted },
  tableHeader: { fontSize: 8.5, bold: true, color: colours.muted },
  note: { fontSize: 8.5, color: colours.muted, margin: [0, 4, 0, 0] },
  caption: { fontSize: 11, bold: true, color: colours.accent },
  small: { fontSize: 8, color: colours.muted },
};

export const defaultStyle = { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: colours.ink };
