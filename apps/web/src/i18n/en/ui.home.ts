/**
 * The home page's labels (namespace 'ui', key `home`): a part of its own, loaded with the home page, so
 * that the other pages do not carry them.
 */
export const homeUi = {
  home: {
    heroEyebrow: 'Made for tradesmen and building contractors in Canada',
    heroTitle: 'Clear service agreements for Canadian contractors',
    heroLead:
      'Write a professional agreement for every client and sub-contractor in minutes, send it for e-signature, and keep each project, payment date and signature in one place.',
    heroPrimary: 'Start your free trial',
    heroSecondary: 'See plans and prices',
    heroPointCanada: 'Built for Canadian contractors',
    heroPointCad: 'Prices in CAD',
    heroPointSignature: 'E-signature included',
    previewTitle: 'Service Agreement',
    previewProject: 'Kitchen renovation',
    previewCommencement: 'Commencement',
    previewCompletion: 'Completion',
    previewDeposit: 'First deposit',
    previewFinal: 'Final payment',
    previewSigned: 'Signed by your client',
    pitchTitle: 'Everything a solid agreement needs',
    pitchLead:
      'Each agreement covers the points that cause disputes on the job site, in plain words your clients understand.',
    pitchClearTitle: 'Clear contracts',
    pitchClearBody:
      'Scope of work, price and responsibilities written so that you and your client read the same thing.',
    pitchLiabilityTitle: 'Limitation of liability',
    pitchLiabilityBody:
      'Built-in limitation of liability clauses protect your business when something outside your control goes wrong.',
    pitchPaymentTitle: 'Defined payment terms',
    pitchPaymentBody:
      'Set the first deposit date and the final payment date up front, with any payments in between, and remind clients when a payment is due.',
    pitchDatesTitle: 'Commencement and completion dates',
    pitchDatesBody:
      'Agree on when the work starts and when it should be finished before the first tool comes out.',
    pitchSubcontractorTitle: 'Sub-contractor scope',
    pitchSubcontractorBody:
      'Give each sub-contractor an agreement with their own scope of work, so everyone knows who does what.',
    pitchTerminationTitle: 'Termination clauses',
    pitchTerminationBody: 'Spell out how either side can end the agreement and what is owed when they do.',
    stepsTitle: 'From quote to signature in three steps',
    stepProjectTitle: 'Add the project',
    stepProjectBody: 'Enter your client and the property address once.',
    stepBuildTitle: 'Build the agreement',
    stepBuildBody: 'Start from your template, set the dates and the payment terms.',
    stepSendTitle: 'Send it for signature',
    stepSendBody: 'Your client signs online; you see when it is done.',
    plansTitle: 'Simple plans in Canadian dollars',
    plansLead:
      'Start with a free trial. Choose a monthly or annual plan when you are ready to send agreements.',
    planCtaTrial: 'Start free trial',
    planCta: 'Choose {name}',
    plansLoading: 'Loading plans…',
    plansError: 'The plans could not be loaded right now.',
    plansEmpty: 'Our plans will be published soon.',
    retry: 'Try again',
    ctaTitle: 'Ready to send your next agreement?',
    ctaBody: 'Create your account in a few minutes and try every feature during your free trial.',
    ctaButton: 'Create your account',
  },
};
