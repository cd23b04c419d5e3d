import {
  qstNumberOnDocument,
  addressLine,
  contractTypes,
  formatPhone,
  personName,
  type Business,
  type ContractForm,
  type ContractType,
  type Project,
} from '@tradepact/shared';
import type { ContractDocumentInput, ImageBytes } from '../../documents/contract-document.js';
import type { FileStorage } from '../../storage/index.js';
import { consumerStatusOf } from './consumer.js';

/** A stored file the document shows: its type and where its bytes are. */
export interface StoredImage {
  mimeType: string;
  storageKey: string;
}

export interface DocumentSources {
  language: string;
  publicUrl: string;
  type: ContractType;
  number: number;
  revision: number;
  status: ContractDocumentInput['status'];
  documentCode: string;
  issuedOn: string;
  business: Business;
  logo: StoredImage | undefined;
  signature: StoredImage | undefined;
  project: Project;
  subcontractorId: string | null;
  form: ContractForm;
  expiresOn: string;
  schedules: { title: string; fileName: string; mimeType: string; storageKey: string }[];
}

const readImage = async (
  storage: FileStorage,
  image: StoredImage | undefined,
): Promise<ImageBytes | undefined> => {
  if (!image) return undefined;
  const bytes = await storage.get(image.storageKey);
  return bytes && { mimeType: image.mimeType, bytes };
};

/** The recipients a contract names: every client of the project, or its sub-contractor. */
function recipientsOf(sources: DocumentSources): ContractDocumentInput['recipients'] {
  if (sources.type === contractTypes.client) {
    return sources.project.Clients.map((client) => ({
      role: 'client' as const,
      name: [
        personName(client.FirstName, client.LastName),
        ...client.Name.map((n) => personName(n.FirstName, n.LastName)),
      ]
        .filter(Boolean)
        .join(', '),
      businessName: client.BusinessName,
      address: addressLine(client, sources.language),
      phone: formatPhone(client.Phone, `${sources.language}-CA`),
      email: client.Email,
    }));
  }
  const subcontractor = sources.project.Subcontractors.find((one) => one.Id === sources.subcontractorId);
  if (!subcontractor) return [];
  return [
    {
      role: 'subcontractor' as const,
      name: personName(subcontractor.ContactFirstName, subcontractor.ContactLastName),
      businessName: subcontractor.Name,
      address: addressLine(subcontractor, sources.language),
      phone: formatPhone(subcontractor.Phone, `${sources.language}-CA`),
      email: subcontractor.Email,
    },
  ];
}

/** Everything the document module needs, its images and schedules read from storage. */
export async function documentInput(
  storage: FileStorage,
  sources: DocumentSources,
): Promise<ContractDocumentInput> {
  const { business, project, form } = sources;
  const [logo, signature, schedules] = await Promise.all([
    readImage(storage, sources.logo),
    readImage(storage, sources.signature),
    Promise.all(
      sources.schedules.map(async (schedule, slot) => ({
        slot,
        title: schedule.title,
        fileName: schedule.fileName,
        mimeType: schedule.mimeType,
        bytes: (await storage.get(schedule.storageKey)) ?? new Uint8Array(),
      })),
    ),
  ]);
  const projectAddress = addressLine(project, sources.language);
  return {
    language: sources.language,
    locale: `${sources.language}-CA`,
    type: sources.type,
    number: sources.number,
    revision: sources.revision,
    status: sources.status,
    documentCode: sources.documentCode,
    publicUrl: sources.publicUrl,
    issuedOn: sources.issuedOn,
    province: project.Province,
    consumer: consumerStatusOf({ type: sources.type, clients: project.Clients }),
    contractor: {
      businessName: business.Name,
      name: personName(business.FirstName, business.LastName),
      gstNumber: business.GstNumber,
      qstNumber: qstNumberOnDocument(business.QstNumber, project.Province, sources.issuedOn),
      rbqLicence: business.RbqLicence,
      opcPermit: business.OpcPermit,
      albertaPrepaidLicence: business.AlbertaPrepaidLicence,
      address: addressLine(business, sources.language),
      phone: formatPhone(business.Phone, `${sources.language}-CA`),
      email: business.Email,
      ...(logo ? { logo } : {}),
      ...(signature ? { signature } : {}),
    },
    recipients: recipientsOf(sources),
    propertyAddress:
      sources.type === contractTypes.subcontractor && form.ServiceAddress.trim() !== ''
        ? form.ServiceAddress.trim()
        : projectAddress,
    form,
    expiresOn: sources.expiresOn,
    schedules: schedules.filter((schedule) => schedule.bytes.length > 0),
  };
}
