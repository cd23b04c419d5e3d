import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { buildContractDocument, type ContractDocumentInput } from '../contract-document.js';
import { renderContractPdfWithLayout } from '../render-pdf.js';
import { sampleContractInput } from '../sample-contract.js';
import type { CertificateEvent, SealInput, SealSigner } from './seal-input.js';

/**
 * A signed contract ready to seal, made from the document module's sample contract as the sending
 * step makes it (rendered with its layout, its SHA-256 recorded), with drawn signatures as the
 * signing page uploads them (PNG, ink on a transparent background) and a plausible audit trail.
 * The seal tests and bench/seal.mjs both use it.
 */

export const sampleUserAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
} as const;

/** A drawn signature: a pen stroke on a transparent canvas the size of the signing pad. */
export const sampleSignaturePng = (path: string, width = 600, height = 200): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${path}" stroke="#111111" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const at = (iso: string): Date => new Date(iso);

export interface SampleSealOptions {
  /** Overrides of the sample contract (recipients, type, schedules…). */
  contract?: Partial<ContractDocumentInput>;
  /** How each recipient signs, in recipient order. */
  methods?: SealSigner['method'][];
  timeZone?: string;
  amends?: SealInput['contract']['amends'];
}

export async function sampleSealInput(options: SampleSealOptions = {}): Promise<SealInput> {
  const contractInput = await sampleContractInput({ status: 'Sent', ...options.contract });
  const { bytes, layout } = await renderContractPdfWithLayout(buildContractDocument(contractInput));
  const strokes = [
    'M20 150 C80 20 140 190 200 90 S300 40 340 130 S440 170 580 50',
    'M30 120 L90 60 L120 150 L180 40 C240 160 320 20 380 120 S500 150 570 80',
  ];
  const agents = [sampleUserAgents.android, sampleUserAgents.iphone, sampleUserAgents.windows];
  const methods = options.methods ?? contractInput.recipients.map((): SealSigner['method'] => 'drawn');
  const sentAt = at('2026-11-20T14:30:00Z');

  const signers: SealSigner[] = await Promise.all(
    contractInput.recipients.map(async (recipient, position) => {
      const method = methods[position] ?? 'drawn';
      const signedAt = new Date(at('2026-11-22T15:04:05Z').getTime() + position * 3_600_000);
      return {
        position,
        role: recipient.role,
        name: recipient.name,
        businessName: recipient.businessName,
        email: recipient.email,
        method,
        ...(method === 'drawn'
          ? { image: await sampleSignaturePng(strokes[position % strokes.length] ?? '') }
          : {}),
        ...(method === 'typed' ? { typedName: recipient.name } : {}),
        sentAt,
        viewedAt: method === 'paper' ? null : new Date(signedAt.getTime() - 600_000),
        signedAt,
        ip: method === 'paper' ? '' : `203.0.113.${10 + position}`,
        userAgent: method === 'paper' ? '' : (agents[position % agents.length] ?? ''),
      };
    }),
  );

  const contractor = contractInput.contractor;
  const event = (
    type: CertificateEvent['type'],
    instant: Date,
    actor: { name: string; email: string },
    extra: Partial<CertificateEvent> = {},
  ): CertificateEvent => ({
    at: instant,
    type,
    actorName: actor.name,
    actorEmail: actor.email,
    ip: '',
    userAgent: '',
    data: {},
    ...extra,
  });
  const contractorActor = { name: contractor.name, email: contractor.email };
  const sending = { ip: '198.51.100.7', userAgent: sampleUserAgents.windows };
  const events: CertificateEvent[] = [
    event('sent', sentAt, contractorActor, sending),
    ...signers.flatMap((signer) => [
      event('emailed', new Date(sentAt.getTime() + 2000), contractorActor, { data: { to: signer.email } }),
      ...(signer.viewedAt
        ? [
            event('viewed', signer.viewedAt, signer, { ip: signer.ip, userAgent: signer.userAgent }),
            event('signed', signer.signedAt, signer, { ip: signer.ip, userAgent: signer.userAgent }),
          ]
        : []),
    ]),
  ];

  return {
    language: contractInput.language,
    original: bytes,
    layout,
    contract: {
      number: contractInput.number,
      revision: contractInput.revision,
      title: contractInput.form.ScopeOfServices.split('\n')[0] ?? '',
      businessName: contractor.businessName,
      contractorName: contractor.name,
      contractorEmail: contractor.email,
      documentCode: contractInput.documentCode,
      originalSha256: createHash('sha256').update(bytes).digest('hex'),
      ...(options.amends ? { amends: options.amends } : {}),
    },
    timeZone: options.timeZone ?? 'America/Toronto',
    contractorSignature: {
      signedAt: sentAt,
      ...sending,
      ...(contractor.signature ? { image: contractor.signature } : {}),
    },
    signers,
    events,
    publicUrl: contractInput.publicUrl,
  };
}
