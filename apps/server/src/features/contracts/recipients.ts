import {
  contractTypes,
  personName,
  textableMobile,
  type ContractType,
  type Project,
  type SendRecipient,
} from '@tradepact/shared';
import { badRequest } from '../../http/app-error.js';
import type { Recipient } from '../signing/signing.service.js';

/**
 * Every person who must sign, in the order of the document's signature blocks: the project's clients
 * of a client contract, its sub-contractor of a sub-contract. What the preview names before Send is
 * this same list, so the contractor sees the very addresses the send uses.
 */
export function recipientsOf(
  project: Project,
  type: ContractType,
  subcontractorId: string | null,
): Recipient[] {
  if (type === contractTypes.client) {
    return project.Clients.map((client) => ({
      partyType: 2,
      clientId: client.Id,
      subcontractorId: null,
      name: personName(client.FirstName, client.LastName),
      businessName: client.BusinessName,
      email: client.Email.trim(),
      phone: client.Phone,
    }));
  }
  const subcontractor = project.Subcontractors.find((one) => one.Id === subcontractorId);
  if (!subcontractor) throw badRequest('contractSubcontractorNotOnProject');
  return [
    {
      partyType: 1,
      clientId: null,
      subcontractorId: subcontractor.Id,
      name: personName(subcontractor.ContactFirstName, subcontractor.ContactLastName),
      businessName: subcontractor.Name,
      email: (subcontractor.Email || subcontractor.ContactEmail).trim(),
      phone: subcontractor.Phone,
    },
  ];
}

/** A recipient as the preview names them: the mobile number is the one a text goes to, if any. */
export const sendRecipient = (recipient: Recipient): SendRecipient => ({
  Name: recipient.name,
  BusinessName: recipient.businessName,
  Email: recipient.email,
  Mobile: textableMobile(recipient.phone) ?? '',
});
