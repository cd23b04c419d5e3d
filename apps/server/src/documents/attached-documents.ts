import {
  cancellationStatementOf,
  restrictedProductsOf,
  type Language,
  type MessageKey,
  type MessageParams,
  citationIn,
} from '@tradepact/shared';
import type { CancellationStatement, ContractDocumentInput, DisclosureStatement } from './document-model.js';

/**
 * The documents a consumer contract carries besides its own text, worded from the province's record
 * and the catalogue (messages/document-attached.*.ts, which say what was read verbatim and what
 * awaits legal review): Ontario's disclosure statement for restricted products, page 1, and Quebec's
 * statement of cancellation rights with its cancellation form, attached at the end.
 */

type Word = (key: MessageKey, params?: MessageParams) => string;

const facts = (input: ContractDocumentInput) => ({
  province: input.province,
  day: input.issuedOn,
  consumer: input.consumer,
});

/** Ontario's disclosure statement, when the contract includes restricted products. */
export function disclosureStatementOf(
  input: ContractDocumentInput,
  word: Word,
): DisclosureStatement | undefined {
  const record = restrictedProductsOf({
    ...facts(input),
    restrictedProducts: input.form.RestrictedProducts,
  });
  if (!record) return undefined;
  const language: Language = input.language === 'fr' ? 'fr' : 'en';
  return {
    heading: record.data.disclosureTitle[language],
    intro: word('documentOnDisclosureIntro', { supplier: input.contractor.businessName }),
    products: word('documentOnDisclosureProducts'),
    choose: word('documentOnDisclosureChoose'),
    choices: [
      { text: word('documentOnDisclosureInitiated'), checked: input.form.ClientInitiatedContact },
      { text: word('documentOnDisclosureCurrentSupplier'), checked: false },
    ],
    cancel: word('documentOnDisclosureCancel'),
    signed: word('documentOnDisclosureSigned'),
    source: word('documentCancelSource', { ...citationIn(record, language) }),
  };
}

/** Quebec's statement and form, attached to a consumer contract, in the document's language. */
export function cancellationStatementOfDocument(
  input: ContractDocumentInput,
  word: Word,
): CancellationStatement | undefined {
  const record = cancellationStatementOf(facts(input));
  if (!record) return undefined;
  const language: Language = input.language === 'fr' ? 'fr' : 'en';
  const { contractor } = input;
  const blank = (key: MessageKey) => ({ label: word(key), value: '' });
  return {
    notice: word('documentQcStatementNotice'),
    heading: record.data.headings[language],
    paragraphs: [
      word('documentQcStatementRule'),
      word('documentQcStatementExtended'),
      word('documentQcStatementRefund'),
      word('documentQcStatementHow'),
    ],
    form: {
      cut: word('documentQcFormCut'),
      heading: word('documentQcFormHeading'),
      to: word('documentQcFormTo'),
      merchant: [
        { label: word('documentQcFormMerchantName'), value: contractor.businessName },
        { label: word('documentQcFormMerchantAddress'), value: contractor.address },
        { label: word('documentQcFormMerchantPhone'), value: contractor.phone },
        { label: word('documentQcFormMerchantEmail'), value: contractor.email },
      ],
      declaration: word('documentQcFormDeclaration', { number: input.number }),
      contract: [blank('documentQcFormContractDate'), blank('documentQcFormContractPlace')],
      consumer: [
        blank('documentQcFormConsumerName'),
        blank('documentQcFormConsumerAddress'),
        blank('documentQcFormConsumerPhone'),
        blank('documentQcFormSentOn'),
        blank('documentQcFormSignature'),
      ],
    },
  };
}
