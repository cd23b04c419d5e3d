/**
 * The documents a consumer contract carries besides its own text (issue 31 §2 and §5).
 *
 * Quebec: the "Statement of consumer cancellation rights" and the cancellation form of the Regulation
 * respecting the application of the Consumer Protection Act (CQLR c. P-40.1, r. 3), s. 50.2, in force
 * 2020-12-17 (record `cancellationStatement`). The notice and the first four paragraphs are the
 * regulation's English text as read on legisquebec.gouv.qc.ca (r. 3, s. 50.2, version of 2020-12-17),
 * verbatim up to "…at t". LEGAL REVIEW: the end of the fourth paragraph (after "at the") and the form's
 * lines could not be read from here; they are written from what s. 50.2 and the Act's ss. 58–59
 * require, the fourth paragraph's end after the sibling s. 45.5, which was read. Counsel replaces
 * them with the regulation's text before a launch in Quebec (docs/contracts-and-the-law.md).
 *
 * Ontario: the Ministry's disclosure statement for restricted products (O. Reg. 8/18; CPA 2002
 * s. 43.1; record `restrictedProducts`). LEGAL REVIEW: the Ministry's form could not be read from
 * here. Its first choice is the Ministry's wording as quoted by Aird & Berlis (2018-02-12); the rest
 * is written from what the rule requires, for counsel to replace with the Ministry's form.
 */
export const documentAttachedMessages = {
  documentQcStatementNotice: '(CONSUMER PROTECTION ACT, SECTION 58)',
  documentQcStatementRule:
    'You may cancel this contract for any reason within 10 days after you receive a copy of the contract along with the other required documents.',
  documentQcStatementExtended:
    'If you do not receive the goods or services within 30 days of the date stated in the contract, you may cancel the contract within one year. You lose that right if you accept delivery after the 30-day period. There are other grounds for an extension of the cancellation period to one year, for example if the itinerant merchant does not hold a permit or has not provided the required security at the time the contract is entered into or if the contract is incorrectly made or worded. For more information, you may seek legal advice or contact the Office de la protection du consommateur.',
  documentQcStatementRefund:
    'If you cancel the contract, the itinerant merchant must refund all amounts you have paid, and return to you the goods received in payment, as a trade-in or on account; if the merchant is unable to return the goods, you are entitled to receive an amount of money corresponding to the value indicated in the contract or the cash value of the goods, within 15 days of cancellation. You also have 15 days to return to the merchant any goods you received from the merchant.',
  documentQcStatementHow:
    'To cancel, you must return the items received from the merchant to the merchant or the merchant’s representative, send the merchant the cancellation form printed below, or send the merchant another written notice of cancellation. The form or written notice must be sent to the merchant or the merchant’s representative at the address indicated on the form, or at any other address of the merchant or the merchant’s representative indicated in the contract. You may give notice of cancellation by personal delivery or by any other method. It is recommended to use a method that will allow you to prove that you gave notice, including registered mail, email, fax or courier.',
  documentQcFormCut: 'Detach here and send to the merchant to cancel the contract',
  documentQcFormHeading: 'CANCELLATION FORM',
  documentQcFormTo: 'To:',
  documentQcFormMerchantName: '(name of itinerant merchant)',
  documentQcFormMerchantAddress: '(address of itinerant merchant)',
  documentQcFormMerchantPhone: '(telephone number of itinerant merchant)',
  documentQcFormMerchantEmail: '(email address of itinerant merchant)',
  documentQcFormDeclaration:
    'Under section 59 of the Consumer Protection Act, I hereby cancel contract No. {number} entered into on',
  documentQcFormContractDate: '(date the contract was entered into)',
  documentQcFormContractPlace: '(place where the contract was entered into)',
  documentQcFormConsumerName: '(name of consumer)',
  documentQcFormConsumerAddress: '(address of consumer)',
  documentQcFormConsumerPhone: '(telephone number of consumer)',
  documentQcFormSentOn: '(date this form is sent)',
  documentQcFormSignature: '(signature of consumer)',

  documentOnDisclosureIntro:
    '{supplier} gives you this statement as the first page of your agreement. Read it before you sign the agreement.',
  documentOnDisclosureProducts:
    'These products and services may be offered or sold at your home only in the cases below: furnaces, air conditioners, air cleaners, air purifiers, water heaters, water treatment devices, water purifiers, water filters, water softeners, duct cleaning, and any good or service that performs one or more of these functions.',
  documentOnDisclosureChoose: 'How this agreement came to be made at your home:',
  documentOnDisclosureInitiated:
    'You contacted the supplier to invite them to your home to buy or lease at least one of the products above (not for repair, an energy assessment, maintenance, or any other reason).',
  documentOnDisclosureCurrentSupplier:
    'You agreed to allow your current supplier to come to your home and agreed they may offer you a contract for one of the products or services listed above.',
  documentOnDisclosureCancel:
    'You may cancel this agreement for any reason within 10 days after you receive a written copy of it. If the agreement does not contain the information the law requires, you may cancel it within one year.',
  documentOnDisclosureSigned:
    'Both parties sign this statement by signing the agreement: each signature in the agreement’s Signatures section signs this page as well.',
  documentOnDisclosureSignatureNote:
    'By signing, each party also signs the disclosure statement on page 1 ({title}), and the Client confirms how the agreement came to be made at home.',
} as const;
