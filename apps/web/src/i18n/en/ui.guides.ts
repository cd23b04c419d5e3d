/** How we work and how to use (namespace 'ui', key `guides`). */
export const guidesUi = {
  howWeWork: {
    pageTitle: 'How we work',
    eyebrow: 'How we work',
    title: 'The job-site problems your agreement settles before they start',
    lead: 'Every agreement you send with {product} carries plain-language clauses for the disputes contractors meet most. Here is each problem and the clause that answers it, word for word as your clients will read it.',
    tabsLabel: 'Kind of agreement',
    clientTab: 'Client contracts',
    subcontractorTab: 'Sub-contractor contracts',
    answerHeading: 'How your agreement handles it',
    clauseNumber: 'Default clause {number}',
    editNote:
      'You can keep, edit or remove any clause in each agreement, or save your own wording as a template.',
    loadError: 'The clauses could not be loaded.',
    retry: 'Try again',
    ctaTitle: 'Put these clauses to work on your next job',
    ctaBody:
      'Start a free trial: build your first agreement in minutes and send it for e-signature. No credit card needed.',
    ctaButton: 'Start your free trial',
  },
  topics: {
    latePayment: {
      title: 'Late payment',
      pain: 'The work is done, the invoice is sent, and the client pays weeks late or not at all while you carry the cost of materials and wages.',
    },
    scopeCreep: {
      title: 'Scope creep',
      pain: 'A client keeps adding “just one more thing” and then disputes the extra cost because nothing was written down.',
    },
    warranty: {
      title: 'Warranty',
      pain: 'Years after the job, a client expects free repairs for wear, misuse or another trade’s work.',
    },
    cancellation: {
      title: 'Cancellation',
      pain: 'A client cancels halfway through and refuses to pay for the work done and the materials already ordered.',
    },
    delays: {
      title: 'Delays',
      pain: 'Weather, late decisions or back-ordered materials push the job back, and the client blames you for missing the date.',
    },
    poaching: {
      title: 'Poaching',
      pain: 'A client meets your best worker or sub-contractor on site and hires them directly for the next job.',
    },
    priceRises: {
      title: 'Price rises',
      pain: 'Lumber or copper jumps in price between the quote and the purchase, and the loss comes out of your margin.',
    },
    entireAgreement: {
      title: 'Entire agreement',
      pain: 'A client points to an old quote, a text message or something said on site as a promise the agreement never made.',
    },
    confidentiality: {
      title: 'Confidentiality',
      pain: 'Clients worry about what a crew sees in their home, and your detailed quote gets shopped around to other contractors.',
    },
    liability: {
      title: 'Liability',
      pain: 'One unlucky claim for indirect losses, such as a client’s lost rent or business, could cost more than the whole job paid.',
    },
    photos: {
      title: 'Photos',
      pain: 'Your finished work is your best advertising, but posting photos without permission can upset a client.',
    },
    siteAccess: {
      title: 'Site access',
      pain: 'The crew arrives to a locked door, no power or water, or a dog loose in the work area, and the lost day is yours.',
    },
    jointLiability: {
      title: 'Joint liability',
      pain: 'Two owners sign, then separate or disagree, and each says the other one owes you the balance.',
    },
    subInsurance: {
      title: 'Uninsured sub-contractors',
      pain: 'A sub-contractor without insurance or workers’ compensation coverage gets hurt or causes damage, and the claim lands on you.',
    },
    subDeficiencies: {
      title: 'Deficiencies left behind',
      pain: 'A sub-contractor moves on to the next job and leaves deficiencies your client expects you to fix.',
    },
  },
  howTo: {
    pageTitle: 'How To Use',
    title: 'How to use {product}',
    lead: 'Watch the five steps from your business profile to a signed agreement and its payment reminders, then follow the guide below.',
    modalTitle: 'Getting started with {product}',
    videoLabel: 'How-to video: from your business profile to a signed agreement',
    /** Each caption track's label, named in the page's language. */
    captionTracks: { en: 'English', fr: 'French' },
    noVideo: 'Your browser cannot play this video. The five steps below show the same journey.',
    stepsTitle: 'The five steps',
    stepNumber: 'Step {number}',
    stepImageAlt: 'Screenshot: {title}',
    steps: {
      Profile: {
        title: 'Complete your business profile and signature',
        body: 'Add your business name, GST/HST number, address and logo, then draw or upload your signature. They appear on every agreement you send.',
        link: 'Open My Profile',
      },
      Project: {
        title: 'Add a project and its client',
        body: 'Create a project with the property address and your client’s details. Add sub-contractors to it when you work with them.',
        link: 'Open My Projects',
      },
      Agreement: {
        title: 'Build the agreement from a template',
        body: 'Start from the default client or sub-contractor template, or from one of your own. Set the scope of work, the commencement and completion dates, and the payment terms.',
        link: 'Open Contract Templates',
      },
      Send: {
        title: 'Send it for e-signature and track it',
        body: 'Review the agreement and send it (this needs a free trial or a subscription). Your client signs online from the emailed link, without an account, and the project shows whether each agreement is a draft, sent or signed.',
        link: 'Go to My Projects',
      },
      Payments: {
        title: 'Remind clients about payments',
        body: 'Once an agreement is signed, remind your client of each payment term from the project: send the reminder now, or schedule it for the date and time you choose.',
        link: 'See my projects',
      },
    },
    /**
     * The video's captions, written by scripts/record-how-to.mjs at each moment of the journey into a
     * track per language (public/how-to/how-to.<lang>.vtt).
     */
    captions: {
      intro: 'Welcome. In five steps, you will go from a new account to a signed agreement.',
      profile: 'Step 1. Fill in your business profile: name, GST/HST number, address and logo.',
      profileSave: 'Save it. Your business details and signature appear on every agreement.',
      project: 'Step 2. Create a project with the property address and your client.',
      projectSave: 'Your project and its client are now listed in My Projects.',
      agreement: 'Step 3. Start a client agreement: the default terms are already filled in.',
      agreementDetails: 'Set the dates, the scope of work and the payment terms.',
      send: 'Step 4. Review the agreement, then send it for e-signature.',
      sendTrack: 'Your client signs online. My Projects shows whether each agreement is sent or signed.',
      payments: 'Step 5. Once signed, remind your client of each payment, now or on a date you choose.',
      outro: 'That’s it. Open How To Use in the menu whenever you need this guide again.',
    },
  },
} as const;
