import {
  defaultLanguage,
  addDays,
  addressLine,
  defaultTemplateId,
  emptyContractForm,
  finishPayment,
  initialOfferDays,
  type ContractForm,
} from '@tradepact/shared';
import { attachmentInputsOf, attachmentItemsOf, type AttachmentItem } from '../attachments/attachmentItems';
import { clausesFrom, keptClauseHtml, type ClauseItem } from '../clauses/clauseItems';
import type { ContractSaveBody, DefaultTerm } from './api';
import { isSubcontract, type BuilderSetup } from './setup';
import { clauseShape } from './termsChanged';

/** What the builder edits: the form (its Terms live in `clauses`), the schedules and the offer's expiry. */
export interface BuilderValues {
  form: ContractForm;
  clauses: ClauseItem[];
  attachments: AttachmentItem[];
  /** YYYY-MM-DD. */
  expiry: string;
}

/** The draft's identity: the contract's id once saved, and the key the server knows a first save by. */
export interface DraftIdentity {
  id: string | null;
  token: string;
}

/** The default terms as clauses, each with its tutorial video when it has one. */
export function defaultClauses(terms: readonly DefaultTerm[]): ClauseItem[] {
  return clausesFrom(
    terms.map((term) => term.Text),
    terms.map((term) => term.Video),
  );
}

/**
 * A stored contract's clauses. Those still worded as a default term get its video back: the
 * contract keeps the clause's text only.
 */
function storedClauses(form: ContractForm, defaults: readonly DefaultTerm[]): ClauseItem[] {
  if (form.TermsId !== defaultTemplateId) return clausesFrom(form.Terms);
  const videoOf = (html: string) =>
    defaults.find((term) => clauseShape(term.Text) === clauseShape(html))?.Video ?? '';
  return clausesFrom(form.Terms, form.Terms.map(videoOf));
}

/** Doc 3 §9 and §2: what the builder opens with, on a create screen or on a stored contract. */
export function initialValues(setup: BuilderSetup): BuilderValues {
  const { contract, today } = setup;
  const firstExpiry = addDays(today, initialOfferDays);
  if (contract) {
    return {
      form: contract.Data,
      clauses: storedClauses(contract.Data, setup.defaultTerms),
      attachments: attachmentItemsOf(contract.Attachments),
      // Doc 3 §3: the first 10 characters of ExpiredTime are the date.
      expiry: contract.ExpiredTime.slice(0, 10) || firstExpiry,
    };
  }
  const empty = emptyContractForm();
  return {
    form: {
      ...empty,
      // The sub-contract is written in its sub-contractor's language, and so is the address it prints.
      ServiceAddress: isSubcontract(setup)
        ? addressLine(setup.project, setup.subcontractor?.Language ?? defaultLanguage)
        : '',
      // Doc 3 §9: the deposit is due tomorrow unless the contractor says otherwise.
      Payment: { ...empty.Payment, DepositDate: addDays(today, 1) },
    },
    clauses: defaultClauses(setup.defaultTerms),
    attachments: [],
    expiry: firstExpiry,
  };
}

/** The contract as saved and checked: only kept, non-empty clauses (doc 3 §5), payments finished. */
export function contractData(values: BuilderValues): ContractForm {
  return {
    ...values.form,
    Terms: keptClauseHtml(values.clauses),
    Payment: finishPayment(values.form.Payment),
  };
}

/** Doc 3 §3 "Save and create request", the body of savedraft and preview alike. */
export function saveBody(
  setup: BuilderSetup,
  values: BuilderValues,
  identity: DraftIdentity,
): ContractSaveBody {
  return {
    Data: JSON.stringify(contractData(values)),
    Type: setup.type,
    ProjectId: setup.project.Id,
    PartyBId: isSubcontract(setup) ? setup.subcontractorId : null,
    Id: identity.id,
    Token: identity.token,
    ExpiredTime: values.expiry,
    Attachments: attachmentInputsOf(values.attachments),
  };
}
