/**
 * Messages of ours for copies signed on paper and for payment reminders: what the spec leaves
 * unworded. Written in the spec's voice.
 */
export const ourPaperMessages = {
  // filing a copy signed on paper
  scanContractNotFound: 'None of your contracts has the code printed on this scan.',
  scanSeveralContracts:
    'This scan holds pages of several contracts (Nos. {numbers}). Please upload one contract at a time.',
  scanOtherContract:
    'This scan is contract No. {scanned}, not contract No. {chosen}. Please upload it from contract No. {scanned}, or choose the right file.',
  scanNoCode:
    'No QR code could be read on this scan. Please upload it from the contract in My Projects, or scan it again at a higher resolution.',
  scanConfirmNoCode:
    'No QR code could be read on this scan. File it as the signed copy of contract No. {number}?',
  scanConfirmMissingPages:
    'Pages {pages} of {count} of contract No. {number} were not found in this scan. File it as the signed copy anyway?',
  scanContractNotSent:
    'Contract No. {number} is still a draft. Send it first, then print the PDF that was sent to have it signed.',
  scanAlreadySigned:
    'Contract No. {number} is already signed. To file a new signed version, edit it and send an amendment first.',
  scanContractWithdrawn: 'Contract No. {number} was withdrawn or replaced and can no longer be signed.',
  scanContractDeclined: 'Contract No. {number} was declined by a recipient and can no longer be signed.',
  scanPartlySignedOnline:
    'Someone already signed contract No. {number} electronically. Wait for the others to sign online, or withdraw it and send it again.',

  // payment reminders
  paymentReminderMessageRequired: 'Please write the reminder message.',
  paymentReminderMessageTooLong: 'A reminder must fit in 2 text messages. Please shorten it.',
  paymentReminderNotSigned: 'Payment reminders can be sent once the contract is signed.',
  paymentReminderCancelledByClient:
    'Your client cancelled this contract within the period to cancel: no payment reminder can be sent for it.',
  paymentReminderTermNotFound: 'This payment is not in the contract. Please reload the page and try again.',
  paymentReminderNoRecipient:
    'No client of this contract has a mobile number or an email address to send a reminder to.',
  paymentReminderDateTooOld:
    'That date and time is more than a day ago. Please select a date and time from yesterday onwards.',
  paymentReminderNotScheduled:
    'This reminder was already sent or cancelled, so it can no longer be changed. Please reload the page.',
  paymentReminderDailyCap:
    'Reminder texts are limited to {limit} a day per account, to keep costs down. {sent} went out or are scheduled on {date}, and this reminder would send {count} more. Please send it on another day.',
  // what is owed, as a reminder says it ("$13,153.20 including HST 13 %, net of the 10 % holdback")
  paymentReminderAmountWithTax: '{amount} including {taxes}',
  paymentReminderNetOfHoldback: '{amount}, net of the {percent} holdback',
  paymentReminderBalanceLeft: '{amount}, {balance} left to pay',
  paymentReminderDueOn: 'due on {date}',
  paymentReminderDueNow: 'now due',
  // the texts prefilled in the modal: GSM-7 characters only, to fit in 2 text messages
  paymentReminderDefaultMessage:
    'Hello, this is {contractor}. A friendly reminder for the work at {address}: {term}, {amount}, {due}. Questions? Call me at {phone}. Thank you!',
  paymentReminderDefaultMessageShort:
    'Hello, this is {contractor}. A friendly reminder: {term}, {amount}, {due}. Questions? Call me at {phone}. Thank you!',
  // an issued invoice: its number, what it bills as issued, and its pay link
  paymentReminderInvoiceName: '{name}, invoice No. {invoice}',
  paymentReminderInvoiceTerm: 'invoice No. {invoice} ({description})',
  paymentReminderInvoiceTermShort: 'invoice No. {invoice}',
  // the link leaves no room for the address: the invoice says which work it is for
  paymentReminderInvoiceMessage:
    'Hello, this is {contractor}. A friendly reminder: {term}, {amount}, {due}. View and pay: {link} Questions? Call {phone}.',
  paymentReminderEmailSubject: 'Payment reminder from {business}',
  paymentReminderEmailHeading: 'Payment reminder',
  paymentReminderEmailFooter:
    'You receive this reminder because you signed contract No. {number} with {business}. Please reply to them directly with any questions.',

  // reading scans
  scanUnreadable:
    'This file could not be opened. Please scan the signed contract again and upload the new file.',
  scanHeicUnreadable:
    'This HEIC photo could not be read. Please set your camera to save photos as JPEG ("Most Compatible"), or upload a PDF scan.',
  scanTooSlow:
    'Reading this scan took too long. Please scan it again at 300 dpi, or upload fewer pages at a time.',
} as const;
