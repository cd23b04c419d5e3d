/**
 * Messages of ours for the subscription, checkout, invoices and the local payment page: what the
 * spec leaves unworded. Written in the spec's voice.
 */
export const ourBillingMessages = {
  // refusals
  billingPlanUnknown: 'This plan is not offered.',
  billingAlreadyOnPlan: 'You are already subscribed to the {name} plan.',
  billingPromoInvalid: 'The promo code {code} is not valid.',
  billingPromoExpired: 'The promo code {code} has expired.',
  billingPromoUsedUp: 'The promo code {code} has already been used as many times as it allows.',
  billingPromoFirstPaymentOnly: 'The promo code {code} is for a first payment only.',
  billingPromoAlreadyUsed: 'You have already used the promo code {code}.',
  billingTopUpUnknown: 'This top-up is not offered.',
  billingTopUpNeedsPlan: 'Extra agreements can be bought on a monthly or annual plan.',
  billingNoPaidPlan: 'You have no paid subscription to change.',
  billingPlanChangeSame: 'Your subscription is already on the {name} plan.',
  billingNotCancelled: 'Your subscription is not cancelled.',
  billingAlreadyCancelled: 'Your subscription is already cancelled. Your access continues until {date}.',
  billingSubscriptionEnded: 'Your subscription has ended. Please choose a plan to subscribe again.',
  billingOff: 'Billing is turned off on this installation: every account has every feature, without limits.',
  billingCheckoutNotFound: 'This payment was not found.',
  billingInvoiceNotFound: 'This invoice was not found.',
  billingCheckoutClosed: 'This payment is already complete or has expired.',
  billingNoCustomer: 'You have no card on file yet. Please choose a plan first.',
  billingProviderFailed:
    'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
  billingCardDeclined: 'Your card was declined. No payment was taken; please try another card.',
  billingCardUnknown:
    'This card number is not one of the test cards this page accepts. Please use 4242 4242 4242 4242.',
  billingCardExpiry: 'Please enter the card’s expiry date as MM/YY, in the future.',
  billingCardCvc: 'Please enter the 3 or 4 digits of the card’s security code.',
  billingCardName: 'Please enter the name on the card.',
  templateQuotaReached:
    'You have reached your limit of {quota} contract templates. Delete a template you no longer use, or choose a plan with more templates on the Subscription page.',

  // the subscription's state
  billingStatusTrial: 'Free Trial',
  billingStatusTrialEnded: 'Trial ended',
  billingStatusActive: 'Active',
  billingStatusEnded: 'Ended',
  billingStatusPastDue: 'Payment failed',
  billingStatusSpecial: 'Special plan',
  billingEndTitleTrial: 'Trial ends on',
  billingEndTitleRenews: 'Renews on',
  billingEndTitleEnds: 'Access ends on',
  billingEndTitleEnded: 'Ended on',
  billingSpecialPlanName: 'Special',

  // invoices and checkout lines
  billingInvoicePaid: 'Paid',
  billingInvoiceFailed: 'Unpaid',
  billingInvoiceRefunded: 'Refunded',
  billingInvoicePartlyRefunded: 'Partly refunded',
  billingInvoicePlanLine: '{plan} plan, {start} to {end}',
  billingTopUpClient: 'Extra client agreement',
  billingTopUpSubcontractor: 'Extra sub-contractor agreement',
  billingTopUpLine: '{name} × {quantity}',
  billingPromotionPercent: '{code}: {percent}% off',
  billingPromotionAmount: '{code}: {amount} off',
  billingPromotionReferral: 'Referral: {percent}% off your first payment',

  // the return from paying (GET /api/common/readkey)
  billingPaymentSuccessfulPlan: 'Thank you! Your {plan} plan is active until {date}.',
  billingPaymentSuccessfulTopUp: 'Thank you! {name}: added to your account.',
  billingPaymentProcessingTitle: 'Confirming your payment',
  billingPaymentProcessingContent: 'Your payment is being confirmed. This takes a few seconds.',
  billingPaymentNotCompletedTitle: 'Payment not completed',
  billingPaymentNotCompletedContent: 'No payment was taken.',

  // emails
  billingOpenSubscription: 'Open my subscription',
  billingUpdatePaymentMethod: 'Update payment method',
  billingReceiptSubject: 'Receipt for invoice {number}',
  billingReceiptBody:
    'Thank you for your payment of {total} for {description}. You can download invoice {number} from your Subscription page.',
  billingPaymentFailedSubject: 'Your payment did not go through',
  billingPaymentFailedBody:
    'We could not charge your card {total} for the {plan} plan. You keep full access until {date}. To keep sending agreements after that day, update your payment method and pay the invoice.',
  billingReferralRewardSubject: 'You earned a {amount} credit',
  billingReferralRewardBody:
    'Someone you referred just subscribed: {amount} was added to your credit. It is used before your card is charged.',
  billingCancelledSubject: 'Your subscription is cancelled',
  billingCancelledBody:
    'Your {plan} subscription is cancelled. You keep full access until {date}, and nothing more will be charged. You can resume it from the Subscription page until then.',

  // the invoice PDF
  invoiceTitle: 'Invoice',
  invoiceSubject: 'Invoice {number} from {operator} to {customer}',
  invoiceNumberLabel: 'Invoice No.',
  invoiceDateLabel: 'Invoice date',
  invoiceBilledTo: 'Billed to',
  invoiceDescriptionLabel: 'Description',
  invoiceAmountLabel: 'Amount (CAD)',
  invoiceSubtotal: 'Subtotal',
  invoiceDiscount: 'Discount',
  invoiceCredit: 'Credit applied',
  invoiceTotal: 'Total (CAD)',
  invoicePaidOn: 'Paid on {date}',
  invoicePaymentFailed: 'Payment failed: nothing was charged.',
  invoiceRefundLine: 'Refunded on {date}',
  invoiceRegistration: 'GST/HST registration No. {number}',
  invoiceQstRegistration: 'QST registration No. {number}',
  invoiceLocalPayment: 'Paid on the local payment page of a development install: no money moved.',
} as const;
