import { contractFormSchema } from '@tradepact/shared';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { ContractDocumentInput } from './document-model.js';

/**
 * A client contract with every section the document has: two clients, date-mode payments with a
 * deposit, Ontario's HST, three clauses (a French one, a bulleted and a numbered list) and two
 * schedules, a two-page PDF and a PNG photo. The document tests and bench/contract-render.mjs both
 * render it, so the benchmark measures the document the tests check.
 */

export const sampleDocumentCode = '7Q2M4K9X3ZR8HDAB12CD';

export const frenchClause =
  "<p><strong>Résiliation.</strong> Chaque partie peut résilier le présent contrat par avis écrit; l'entrepreneur est payé pour les travaux exécutés à la date de l'avis, « sans pénalité ».</p>";

export const sampleClauses = [
  frenchClause,
  '<p><strong>Warranty.</strong> The Contractor warrants the work against defects in materials and workmanship:</p><ul><li><p>materials for one year;</p></li><li><p>workmanship for two years.</p></li></ul>',
  '<p><strong>Changes.</strong> A change to the scope of services is made in writing:</p><ol><li>the Client asks for the change;</li><li>the Contractor quotes its price and its effect on the completion date;<br>both parties sign the quote.</li></ol>',
];

/** A two-page PDF, as a contractor would attach drawings. */
export async function samplePdfSchedule(pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = pdf.addPage([612, 792]);
    sheet.drawText(`Permit drawing sheet ${page}`, { x: 72, y: 700, size: 24, font });
    sheet.drawRectangle({
      x: 72,
      y: 200,
      width: 468,
      height: 440,
      borderWidth: 2,
      borderColor: rgb(0, 0, 0),
    });
  }
  return pdf.save();
}

/** A photo of the site: a plain PNG. */
export const samplePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 180 } } })
    .png()
    .toBuffer();

const svgPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

export async function sampleContractInput(
  overrides: Partial<ContractDocumentInput> = {},
): Promise<ContractDocumentInput> {
  const [logo, signature, permits, photo] = await Promise.all([
    svgPng(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#1d3557"/><path d="M30 60 L60 20 L90 60 Z" fill="#f4a261"/><rect x="110" y="30" width="110" height="20" fill="#ffffff"/></svg>',
    ),
    svgPng(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C60 10 90 110 140 50 S220 20 250 80 S330 100 390 30" stroke="#102a43" stroke-width="5" fill="none"/></svg>',
    ),
    samplePdfSchedule(),
    samplePhoto(),
  ]);
  return {
    language: 'en',
    locale: 'en-CA',
    type: 1,
    number: 12,
    revision: 0,
    status: 'Draft',
    documentCode: sampleDocumentCode,
    publicUrl: 'http://localhost:3000',
    issuedOn: '2026-11-20',
    province: 'Ontario',
    consumer: true,
    contractor: {
      businessName: 'Maple Ridge Renovations Inc.',
      name: 'Marc-André Tremblay',
      gstNumber: '123456789RT0001',
      address: '45 King Street West, Toronto, Ontario M5H 1J9',
      phone: '416-555-0142',
      email: 'marc@mapleridge.example',
      logo: { mimeType: 'image/png', bytes: logo },
      signature: { mimeType: 'image/png', bytes: signature },
    },
    recipients: [
      {
        role: 'client',
        name: 'Élise Gagnon',
        businessName: '',
        address: '12 Elm Avenue, Toronto, Ontario M4W 1N4',
        phone: '647-555-0199',
        email: 'elise.gagnon@example.com',
      },
      {
        role: 'client',
        name: 'Daniel Okafor',
        businessName: '',
        address: '12 Elm Avenue, Toronto, Ontario M4W 1N4',
        phone: '647-555-0123',
        email: 'daniel.okafor@example.com',
      },
    ],
    propertyAddress: '12 Elm Avenue, Toronto, Ontario M4W 1N4',
    form: contractFormSchema.parse({
      ServiceType: 'Kitchen renovation',
      CommencementDate: '2026-12-01',
      CompletionDate: '2027-02-15',
      ScopeOfServices:
        'Remove the existing kitchen cabinets, counters and flooring, and dispose of them.\n\nInstall new cabinets, a quartz counter and porcelain tile flooring as shown in Schedule A.\nPaint the walls and ceiling in two coats.',
      Payment: {
        TotalCost: 24500,
        Deposit: 2450,
        DepositDate: '2026-11-25',
        Mode: 'date',
        Terms: [
          { Name: '2026-12-15', Amount: 8000 },
          { Name: '2027-01-15', Amount: 8000 },
          { Name: '2027-02-15', Amount: 6050 },
        ],
      },
      Terms: sampleClauses,
    }),
    expiresOn: '2026-11-30',
    schedules: [
      {
        slot: 0,
        title: 'Permit drawings',
        fileName: 'permit-drawings.pdf',
        mimeType: 'application/pdf',
        bytes: permits,
      },
      { slot: 1, title: 'Site photo', fileName: 'site.png', mimeType: 'image/png', bytes: photo },
    ],
    ...overrides,
  };
}
