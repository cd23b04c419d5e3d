import type { LastDayRule, LawRecord } from './rules.js';

/**
 * Every rule record, by province. Each was checked against the page in `source` (and `otherSources`);
 * docs/contracts-and-the-law.md says which pages are the statute or regulator and which a secondary
 * copy, and which provinces are pending because no rule could be verified from here.
 */

// Legislation Act, 2006 s. 89: a time that would end on a holiday runs to the next day that is not one;
// s. 87–88 make Sunday a holiday and list the rest (Civic Holiday is not among them).
const ontarioLastDay: LastDayRule = {
  statute: 'Legislation Act, 2006 (S.O. 2006, c. 21, Sched. F)',
  section: 's. 89 (time ending on a holiday); ss. 87–88 (holidays, Sunday included)',
  fr: {
    statute: 'Loi de 2006 sur la législation (L.O. 2006, chap. 21, annexe F)',
    section: 'art. 89 (délai qui expire un jour férié); art. 87 et 88 (jours fériés, dimanche compris)',
  },
  source: 'http://limitations.ca/?tag=on-any-given-sunday',
  otherSources: ['https://ottawaemploymentlaw.com/2018/07/holidays-on-sunday.html?m=1'],
  closedWeekdays: ['sunday'],
  holidays: [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Easter Monday',
    'Victoria Day',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
    'Boxing Day',
  ],
};

// Consumer Protection Act (Quebec) s. 269: for periods under the Acts the OPC oversees, a last day on a
// holiday moves to the next day that is not one, Saturdays, 2 January and 26 December counting as
// holidays; the holidays are those of the Interpretation Act (I-16) s. 61(23). The OPC's own page says
// the same: a 10th day on a weekend or holiday moves to the next weekday that is not a holiday.
const quebecLastDay: LastDayRule = {
  statute: 'Consumer Protection Act (CQLR c. P-40.1); Interpretation Act (CQLR c. I-16)',
  section: 'P-40.1 s. 269; I-16 s. 61(23)',
  fr: {
    statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1); Loi d’interprétation (RLRQ, c. I-16)',
    section: 'P-40.1, art. 269; I-16, art. 61 (23)',
  },
  source:
    'https://www.opc.gouv.qc.ca/commercant/secteur/telephonie-television-internet/internet/fin/vente-itinerante/',
  otherSources: [
    'http://mvtechnologie.com/siteprivepromo/loisqc/lpc/arti0766.htm',
    'https://calculateurjudiciaire.com/loi-interpretation-rlrq',
  ],
  closedWeekdays: ['saturday', 'sunday'],
  holidays: [
    "New Year's Day",
    'Good Friday',
    'Easter Monday',
    "National Patriots' Day",
    'National Holiday',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Christmas Day',
  ],
  extraDates: ['01-02', '12-26'],
};

// Interpretation Act (Alberta) s. 22: a time ending on a holiday runs to the next day that is not a
// holiday, and "holiday" includes Sunday; CPLEA's guide to the CPA: "one additional day" when the last
// day is a Sunday or statutory holiday. The holidays are Alberta's general holidays.
const albertaLastDay: LastDayRule = {
  statute: 'Interpretation Act (R.S.A. 2000, c. I-8)',
  section: 's. 22 (time ending on a holiday); "holiday" includes Sunday',
  fr: {
    statute: 'Interpretation Act (R.S.A. 2000, c. I-8)',
    section: 'art. 22 (délai qui expire un jour férié); « jour férié » comprend le dimanche',
  },
  source:
    'https://abmunis.ca/news/casual-legal-counting-days-computation-time-under-municipal-government-act',
  otherSources: [
    'https://clg.ab.ca/index.php/legal-help/free-legal-info-formerly-dial-a-law/claims-protection-injury/door-to-door-sales/',
  ],
  closedWeekdays: ['sunday'],
  holidays: [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
  ],
};

export const lawRecords: readonly LawRecord[] = [
  // ---- Ontario ----
  {
    province: 'Ontario',
    rule: 'consumerCancellation',
    statute: 'Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A); O. Reg. 17/05',
    section: 'ss. 41–43 (direct agreements); O. Reg. 17/05 s. 34 (prescribed amount $50)',
    fr: {
      statute:
        'Loi de 2002 sur la protection du consommateur (L.O. 2002, chap. 30, annexe A); Règl. de l’Ont. 17/05',
      section:
        'art. 41 à 43 (conventions directes); Règl. de l’Ont. 17/05, art. 34 (montant prescrit de 50 $)',
    },
    source: 'https://niagaralaw.ca/direct-agreements-and-the-consumer-protection-act/',
    otherSources: [
      'http://perfectchoiceroofing.ca/consumer-protection-act/',
      'https://www.ontario.ca/page/your-rights-when-signing-or-cancelling-contract',
      'https://markhabiblawyers.com/news/part-1-direct-agreements',
      // Both quote the Ministry's home-renovation page: work started in the cooling-off period can be
      // cancelled, the consumer owing reasonable compensation for the work and materials provided.
      'http://forums.redflagdeals.com/ontario-law-10-days-cooling-off-period-2189825/',
      'https://allontario.ca/cancelling-a-contract-within-a-cooling-off-period/',
    ],
    from: '2005-07-30',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      threshold: { cents: 5000, comparison: 'over' },
      extended: { years: 1, when: ['copyDefective'] },
      refundDays: 15,
      compensationForWorkInPeriod: true,
      lastDay: ontarioLastDay,
    },
  },
  {
    province: 'Ontario',
    rule: 'estimateCap',
    statute: 'Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A)',
    section: 's. 10',
    fr: {
      statute: 'Loi de 2002 sur la protection du consommateur (L.O. 2002, chap. 30, annexe A)',
      section: 'art. 10',
    },
    source: 'https://www.ontario.ca/page/protecting-consumer-rights-and-safety',
    otherSources: ['https://ontlaw.com/consumer-protection-act-residential-construction/'],
    from: '2005-07-30',
    data: { percent: 10 },
  },
  {
    province: 'Ontario',
    rule: 'noArbitrationWaiver',
    statute: 'Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A)',
    section: 'ss. 7–8',
    fr: {
      statute: 'Loi de 2002 sur la protection du consommateur (L.O. 2002, chap. 30, annexe A)',
      section: 'art. 7 et 8',
    },
    source: 'https://www.sse.gov.on.ca/mcs/en/Pages/Business_Alerts_and_Notices.aspx',
    otherSources: ['http://www.sse.gov.on.ca/mcs/en/Pages/Memberships_Arbitration_Clauses.aspx'],
    from: '2005-07-30',
    data: { arbitrationAfterDisputeAllowed: true },
  },
  {
    province: 'Ontario',
    rule: 'restrictedProducts',
    // LEGAL REVIEW: the disclosure statement printed (messages/document-attached.*.ts) is written from
    // the rule and the Ministry's form as quoted; the Ministry's form itself could not be read from here.
    statute: 'Consumer Protection Act, 2002; O. Reg. 8/18 (direct agreements under s. 43.1)',
    section: 'O. Reg. 8/18 s. 0.1; O. Reg. 17/05 s. 35.1',
    fr: {
      statute:
        'Loi de 2002 sur la protection du consommateur; Règl. de l’Ont. 8/18 (conventions directes visées à l’art. 43.1)',
      section: 'Règl. de l’Ont. 8/18, art. 0.1; Règl. de l’Ont. 17/05, art. 35.1',
    },
    source: 'https://www.ontario.ca/laws/regulation/180008/v2?search=S.O.+2002%2C+CHAPTER+30',
    otherSources: [
      'https://niagaralaw.ca/direct-agreements-and-the-consumer-protection-act/',
      // The disclosure statement's first page and its two choices of how the visit came about, quoted.
      'https://www.airdberlis.com/insights/publications/publication/ontario-publishes-documentation-requirements-for-exempt-hvac-door-to-door-transactions',
    ],
    from: '2018-03-01',
    data: {
      products: [
        'furnace',
        'airConditioner',
        'airCleaner',
        'airPurifier',
        'waterHeater',
        'waterTreatmentDevice',
        'waterPurifier',
        'waterFilter',
        'waterSoftener',
        'ductCleaning',
      ],
      disclosureTitle: {
        en: 'Important: What You Need to Know About Your Legal Rights',
        fr: 'Important : Ce que vous devez savoir sur vos droits juridiques',
      },
      firstPage: true,
      consumerInitiatedOnly: true,
    },
  },
  {
    province: 'Ontario',
    rule: 'holdback',
    statute: 'Construction Act (R.S.O. 1990, c. C.30)',
    section: 's. 22(1)',
    fr: {
      statute: 'Loi sur la construction (L.R.O. 1990, chap. C.30)',
      section: 'par. 22 (1)',
    },
    source:
      'https://civillitigations.legal/EN/small-claims-court-cases/areas-of-focus/contractor-dispute-litigation/payment-holdback',
    otherSources: ['https://sutherlaw.ca/blog/2016/9/8/holdback-introduction'],
    // The day the Construction Lien Act became the Construction Act; the 10 % holdback is older. Its
    // amendments of that day also gave a lien 60 days (45 before) after the work is completed or
    // abandoned to be preserved (s. 31(2)), the lien period after which the holdback is released:
    // https://www.ontario.ca/laws/statute/90c30#BK61
    from: '2018-07-01',
    data: { percent: 10, lienDays: 60 },
  },
  {
    province: 'Ontario',
    rule: 'holdbackAnnualRelease',
    statute: 'Construction Act (R.S.O. 1990, c. C.30), as amended by Bills 216 (2024) and 60 (2025)',
    section: 's. 26.1',
    fr: {
      statute:
        'Loi sur la construction (L.R.O. 1990, chap. C.30), modifiée par les projets de loi 216 (2024) et 60 (2025)',
      section: 'art. 26.1',
    },
    source:
      'https://www.loopstranixon.com/insights/publication/ontario-s-construction-act-amendments-effective-january-1--2026--a-practical-guide',
    otherSources: [
      'https://kellysantini.com/articles/new-years-resolutions-for-ontarios-construction-industryjanuary-1-2026-construction-act-changes',
      'https://www.torkin.com/insights/publication/2026-amendments-to-the--em-construction-act--em',
    ],
    from: '2026-01-01',
    data: {
      noticeWithinDays: 14,
      payFromDays: 60,
      payByDays: 74,
      downstreamDays: 14,
      earlierContractsFrom: 'secondAnniversary',
    },
  },
  {
    province: 'Ontario',
    rule: 'promptPayment',
    statute: 'Construction Act (R.S.O. 1990, c. C.30), Part I.1',
    section: 'ss. 6.1–6.8',
    fr: {
      statute: 'Loi sur la construction (L.R.O. 1990, chap. C.30), partie I.1',
      section: 'art. 6.1 à 6.8',
    },
    source: 'https://www.mannlawyers.com/resources/construction-act-prompt-payment-provisions/',
    otherSources: [
      'https://www.goodmans.ca/insights/article/Prompt_Payment_under_the_Construction_Act__The__Proper_Invoice__and_Strict_Payment_Deadlines',
    ],
    from: '2019-10-01',
    to: '2025-12-31',
    data: { payDays: 28, nonPaymentNoticeDays: 14, downstreamDays: 7, deemedProperDays: null },
  },
  {
    // From 2026-01-01 an invoice is deemed proper unless the owner says within 7 days how it is not.
    province: 'Ontario',
    rule: 'promptPayment',
    statute:
      'Construction Act (R.S.O. 1990, c. C.30), Part I.1, as amended by Bills 216 (2024) and 60 (2025)',
    section: 'ss. 6.1–6.8',
    fr: {
      statute:
        'Loi sur la construction (L.R.O. 1990, chap. C.30), partie I.1, modifiée par les projets de loi 216 (2024) et 60 (2025)',
      section: 'art. 6.1 à 6.8',
    },
    source: 'https://cassels.com/insights/the-construction-act-whats-new-in-the-new-year',
    otherSources: [
      'https://www.torkin.com/insights/publication/2026-amendments-to-the--em-construction-act--em',
      'https://www.mannlawyers.com/resources/construction-act-prompt-payment-provisions/',
    ],
    from: '2026-01-01',
    data: { payDays: 28, nonPaymentNoticeDays: 14, downstreamDays: 7, deemedProperDays: 7 },
  },

  {
    province: 'Ontario',
    rule: 'consumerContractContent',
    statute: 'Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A); O. Reg. 17/05',
    // LEGAL REVIEW: s. 42 was read (a direct agreement is made "in accordance with the prescribed
    // requirements"); O. Reg. 17/05 s. 35 is that list, but only its water-heater twin (s. 35.1, via
    // O. Reg. 4/15) and O. Reg. 8/18 s. 0.1's list for restricted products could be read from here.
    // The items follow those lists. The issue also names a warranty; until counsel confirms s. 35
    // requires one (rather than its terms where one is given), it is not asked for ('warranty' item).
    section: 's. 42; O. Reg. 17/05 s. 35 (requirements for direct agreements)',
    fr: {
      statute:
        'Loi de 2002 sur la protection du consommateur (L.O. 2002, chap. 30, annexe A); Règl. de l’Ont. 17/05',
      section: 'art. 42; Règl. de l’Ont. 17/05, art. 35 (exigences relatives aux conventions directes)',
    },
    source: 'http://perfectchoiceroofing.ca/consumer-protection-act/',
    otherSources: [
      'https://docsbay.net/consumer-protection-act-2002-o-reg-4-15',
      'https://www.ontario.ca/laws/regulation/180008/v2?search=S.O.+2002%2C+CHAPTER+30',
    ],
    from: '2005-07-30',
    data: {
      items: [
        'clientName',
        'clientAddress',
        'description',
        'price',
        'paymentTerms',
        'startDate',
        'completionDate',
      ],
    },
  },

  // ---- Quebec ----
  {
    province: 'Quebec',
    rule: 'consumerCancellation',
    statute: 'Consumer Protection Act (CQLR c. P-40.1)',
    section: 'ss. 58–59 (contracts made by itinerant merchants)',
    fr: {
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 58 et 59 (contrats conclus par un commerçant itinérant)',
    },
    source: 'http://legisquebec.gouv.qc.ca/fr/showversion/cs/P-40.1?code=se:59&pointInTime=20190109',
    otherSources: [
      'https://www.opc.gouv.qc.ca/commercant/secteur/telephonie-television-internet/internet/fin/vente-itinerante/',
    ],
    from: '2019-01-09',
    data: {
      days: 10,
      // "dans les dix jours qui suivent celui où chacune des parties est en possession d'un double"
      countsFrom: 'copyReceived',
      extended: {
        years: 1,
        when: ['unlicensed', 'noSecurity', 'copyDefective', 'noStatementAttached', 'notDelivered30Days'],
      },
      refundDays: 15,
      lastDay: quebecLastDay,
    },
  },
  {
    province: 'Quebec',
    rule: 'cancellationStatement',
    // LEGAL REVIEW: the words printed (messages/document-attached.*.ts) are the regulation's English as
    // far as it could be read from here; the rest of the English, the form and all of the French await
    // the regulation's own text (docs/contracts-and-the-law.md, "What the product attaches").
    statute: 'Regulation respecting the application of the Consumer Protection Act (CQLR c. P-40.1, r. 3)',
    section: 's. 50.2 (and Act s. 58)',
    fr: {
      statute: 'Règlement d’application de la Loi sur la protection du consommateur (RLRQ, c. P-40.1, r. 3)',
      section: 'art. 50.2 (et art. 58 de la Loi)',
    },
    source: 'https://www.legisquebec.gouv.qc.ca/en/version/cr/P-40.1,%20r.%203?code=se:50_2&history=20201217',
    from: '2020-12-17',
    data: {
      headings: {
        en: 'STATEMENT OF CONSUMER CANCELLATION RIGHTS',
        fr: 'ÉNONCÉ DES DROITS DE RÉSOLUTION DU CONSOMMATEUR',
      },
      withForm: true,
      days: 10,
      refundDays: 15,
    },
  },
  {
    province: 'Quebec',
    rule: 'frenchFirst',
    statute: 'Charter of the French language (CQLR c. C-11), as amended by Bill 96 (2022, c. 14)',
    section: 's. 55',
    fr: {
      statute: 'Charte de la langue française (RLRQ, c. C-11), modifiée par la Loi 96 (2022, c. 14)',
      section: 'art. 55',
    },
    source: 'http://www.legisquebec.gouv.qc.ca/fr/showversion/cs/C-11?code=se:55&pointInTime=20200327',
    otherSources: ['http://www.oqlf.gouv.qc.ca/francisation/entreprises/contrats.html'],
    from: '2023-06-01',
    data: { relatedDocuments: true, noChargeForFrench: true },
  },
  {
    province: 'Quebec',
    rule: 'noArbitrationWaiver',
    statute: 'Consumer Protection Act (CQLR c. P-40.1)',
    section: 's. 11.1',
    fr: {
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 11.1',
    },
    source: 'http://www.legisquebec.gouv.qc.ca/en/version/cs/P-40.1?code=se:11_1&history=20211125',
    from: '2021-11-25',
    data: { arbitrationAfterDisputeAllowed: true },
  },
  {
    province: 'Quebec',
    rule: 'contractorLicence',
    statute: 'Building Act (CQLR c. B-1.1)',
    section: 'licence display rules of the Régie du bâtiment du Québec',
    fr: {
      statute: 'Loi sur le bâtiment (RLRQ, c. B-1.1)',
      section: 'règles d’affichage de la licence de la Régie du bâtiment du Québec',
    },
    source:
      'https://www.rbq.gouv.qc.ca/en/you-are/citizen/construction-or-renovation/dealing-with-a-licenced-contractor/signing-a-contract-in-proper-and-due-form/',
    otherSources: [
      'https://www.rbq.gouv.qc.ca/en/you-are/contractor/your-obligations/licence/displaying-your-licence/',
    ],
    from: '2023-09-27',
    data: { licence: 'rbq', format: 'RBQ licence: XXXX-XXXX-XX' },
  },
  {
    province: 'Quebec',
    rule: 'itinerantPermit',
    statute: 'Consumer Protection Act (CQLR c. P-40.1)',
    section: 's. 58 a) (and s. 59 a: no permit extends cancellation to one year)',
    fr: {
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 58 a) (et art. 59 a) : sans permis, le délai de résolution passe à un an)',
    },
    source: 'http://lacombeavocats.ca/lpc-commercants-itinerants/',
    otherSources: ['http://legisquebec.gouv.qc.ca/fr/showversion/cs/P-40.1?code=se:59&pointInTime=20190109'],
    from: '2019-01-09',
    data: { onContract: true },
  },

  {
    province: 'Quebec',
    rule: 'consumerContractContent',
    statute: 'Consumer Protection Act (CQLR c. P-40.1)',
    // s. 58 a) (the permit) is the itinerantPermit record; the RBQ licence is contractorLicence's.
    section: 's. 58 b.1), d) to g.2) (contract made by an itinerant merchant)',
    fr: {
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 58 b.1), d) à g.2) (contrat conclu par un commerçant itinérant)',
    },
    source: 'https://legisquebec.gouv.qc.ca/en/version/cs/p-40.1?code=se%3A58&history=20250217',
    otherSources: ['http://lacombeavocats.ca/lpc-commercants-itinerants/'],
    from: '2025-02-17',
    data: {
      items: [
        'clientName',
        'clientAddress',
        'clientPhone',
        'description',
        'price',
        'paymentTerms',
        'startDate',
        'completionDate',
      ],
    },
  },

  // ---- British Columbia ----
  {
    province: 'British Columbia',
    rule: 'consumerCancellation',
    statute: 'Business Practices and Consumer Protection Act (S.B.C. 2004, c. 2)',
    section: 's. 17 (direct sales contract), s. 21 (cancellation)',
    fr: {
      statute: 'Business Practices and Consumer Protection Act (S.B.C. 2004, c. 2)',
      section: 'art. 17 (contrat de vente directe), art. 21 (résolution)',
    },
    source:
      'https://wiki.clicklaw.bc.ca/index.php?title=Direct_Sales%2C_Future_Performance%2C_and_Time_Share_Contracts_%2811%3AV%29',
    otherSources: ['https://consumerprotectionbc.ca/?p=3306'],
    from: '2022-07-08',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      threshold: { cents: 5000, comparison: 'over' },
      extended: { years: 1, when: ['copyDefective', 'notDelivered30Days'] },
      // Interpretation Act s. 25's text could not be read from here: the deadline takes the cautious
      // rule (see deadline.ts) and the doc lists BC's holiday rule as pending.
      lastDay: null,
    },
  },

  {
    province: 'British Columbia',
    rule: 'consumerContractContent',
    statute: 'Business Practices and Consumer Protection Act (S.B.C. 2004, c. 2)',
    // LEGAL REVIEW: s. 19 read through the LSLAP manual (secondary), which says its list is not exhaustive.
    section: 's. 19 (direct sales contract content)',
    fr: {
      statute: 'Business Practices and Consumer Protection Act (S.B.C. 2004, c. 2)',
      section: 'art. 19 (contenu d’un contrat de vente directe)',
    },
    source: 'https://wiki.clicklaw.bc.ca/index.php?title=Special%3AMobileDiff%2F56571',
    otherSources: [
      'https://www.fhplawyers.com/blog/business-practices-and-consumer-protection-act-direct-sales-distance-sales-and-prepaid-purchase-cards/',
    ],
    from: '2022-07-08',
    data: { items: ['description', 'price', 'paymentTerms'] },
  },

  // ---- Alberta ----
  {
    province: 'Alberta',
    rule: 'consumerCancellation',
    statute: 'Consumer Protection Act (R.S.A. 2000, c. C-26.3); AR 191/99',
    section: 's. 27 (absolute cancellation right), s. 28 (extended); AR 191/99 s. 2 ($25)',
    fr: {
      statute: 'Consumer Protection Act (R.S.A. 2000, c. C-26.3); AR 191/99',
      section: 'art. 27 (droit absolu de résolution), art. 28 (délai prolongé); AR 191/99, art. 2 (25 $)',
    },
    source:
      'https://clg.ab.ca/index.php/legal-help/free-legal-info-formerly-dial-a-law/claims-protection-injury/door-to-door-sales/',
    otherSources: [
      'https://www.global-regulation.com/law/canada/504069/direct-sales-cancellation-and-exemption-regulation.html',
      'https://vdocuments.site/consumer-protection-consumer-protection-act-8-140-registration-part-14-remedies.html',
    ],
    from: '2019-01-01',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      threshold: { cents: 2500, comparison: 'over' },
      extended: { years: 1, when: ['unlicensed', 'copyDefective', 'notDelivered30Days'] },
      lastDay: albertaLastDay,
    },
  },
  {
    province: 'Alberta',
    rule: 'contractorLicence',
    statute:
      'Consumer Protection Act (R.S.A. 2000, c. C-26.3); Prepaid Contracting Business Licensing Regulation (AR 185/99)',
    section:
      'licence for prepaid contracting businesses (contracts between contractors and sub-trades exempt)',
    fr: {
      statute:
        'Consumer Protection Act (R.S.A. 2000, c. C-26.3); Prepaid Contracting Business Licensing Regulation (AR 185/99)',
      section:
        'permis des entreprises de travaux payés d’avance (contrats entre entrepreneurs et sous-traitants exemptés)',
    },
    source: 'https://alberta.ca/prepaid-contracting-licence',
    otherSources: [
      'https://www.gfslaw.ca/post/before-you-take-that-deposit-understanding-alberta-s-prepaid-contracting-rules',
      'https://www.law-faqs.org/alberta-faqs/consumer-law/the-consumer-protection-act/',
    ],
    from: '2022-03-01',
    data: { licence: 'albertaPrepaidContracting' },
  },

  {
    province: 'Alberta',
    rule: 'consumerContractContent',
    statute: 'Consumer Protection Act (R.S.A. 2000, c. C-26.3)',
    // LEGAL REVIEW: s. 35 ("Contents of sales contract") named by the Act's table of contents; its
    // items read only through secondary summaries (mondaq, LawNow).
    section: 's. 35 (contents of a direct sales contract)',
    fr: {
      statute: 'Consumer Protection Act (R.S.A. 2000, c. C-26.3)',
      section: 'art. 35 (contenu d’un contrat de vente directe)',
    },
    source:
      'https://www.mondaq.com/canada/dodd-frank-consumer-protection-act/1755960/direct-selling-consumer-protection',
    otherSources: ['https://www.lawnow.org/consumer-when-the-doorbell-rings-direct-sales-contracts/'],
    from: '2022-03-01',
    data: { items: ['description', 'price', 'paymentTerms'] },
  },

  // ---- Provinces whose direct-sales rule we could read on the regulator's page ----
  {
    province: 'Newfoundland',
    rule: 'consumerCancellation',
    statute:
      'Consumer Protection and Business Practices Act (S.N.L. 2009, c. C-31.1); Direct Sales Regulations',
    section: 'ss. 24–26; Direct Sales Regulations (NLR 56/12) s. 2 and Schedule',
    fr: {
      statute:
        'Consumer Protection and Business Practices Act (S.N.L. 2009, c. C-31.1); Direct Sales Regulations',
      section: 'art. 24 à 26; Direct Sales Regulations (NLR 56/12), art. 2 et annexe',
    },
    source: 'https://www.gov.nl.ca/snl/consumer/consumer-affairs/right-to-cancel/',
    otherSources: ['https://www.assembly.nl.ca/legislation/sr/annualregs/2012/nr120056.htm'],
    from: '2012-08-01',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      extended: { years: 1, when: ['notDelivered30Days'] },
      refundDays: 15,
      lastDay: null,
    },
  },
  {
    province: 'Saskatchewan',
    rule: 'consumerCancellation',
    statute: 'The Direct Sellers Act; The Direct Sellers Regulations',
    section: 'ss. 6(3)–(4), 22–23; Regulations s. 9 and Appendix',
    fr: {
      statute: 'The Direct Sellers Act; The Direct Sellers Regulations',
      section: 'par. 6(3) et (4), art. 22 et 23; Regulations, art. 9 et annexe',
    },
    source:
      'https://fcaa.gov.sk.ca/consumers-investors-pension-plan-members/consumers/consumers-of-goods-and-services/purchasing-from-a-door-to-door-salesperson/statement-of-cancellation-rights',
    otherSources: [
      'https://fcaa.gov.sk.ca/regulated-businesses-persons/businesses/directdoor-to-door-sellers/direct-sales-contract',
      'http://www.justice.gov.sk.ca/Direct-Sellers-Act',
    ],
    from: '2014-10-24',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      extended: { years: 1, when: ['unlicensed', 'notDelivered30Days'] },
      refundDays: 15,
      depositCapPercent: 15,
      lastDay: null,
    },
  },
  {
    province: 'New Brunswick',
    rule: 'consumerCancellation',
    statute: 'Direct Sellers Act (New Brunswick)',
    section: "cancellation right (the regulator's page names no section)",
    fr: {
      statute: 'Loi sur les vendeurs directs (Nouveau-Brunswick)',
      section: 'droit de résolution (la page de l’organisme de réglementation ne cite aucun article)',
    },
    source: 'https://www.fcnb.ca/en/consumer-protections/direct-sellers',
    otherSources: ['http://www.legal-info-legale.nb.ca/en/index.php?page=direct_sellers_guide'],
    from: '2017-01-01',
    data: {
      days: 10,
      countsFrom: 'copyReceived',
      threshold: { cents: 10000, comparison: 'over' },
      extended: { years: 1, when: ['unlicensed', 'notDelivered30Days'] },
      lastDay: null,
    },
  },
  {
    province: 'Prince Edward Island',
    rule: 'consumerCancellation',
    statute: 'Direct Sellers Act (R.S.P.E.I. 1988, c. D-11)',
    section: "cancellation right (the regulator's page names no section)",
    fr: {
      statute: 'Direct Sellers Act (R.S.P.E.I. 1988, c. D-11)',
      section: 'droit de résolution (la page de l’organisme de réglementation ne cite aucun article)',
    },
    source:
      'https://www.princeedwardisland.ca/en/information/justice-and-public-safety/direct-sellers-consumer-rights-and-responsibilities',
    otherSources: ['https://studylib.net/doc/8244207/direct-sellers-act'],
    from: '2015-12-02',
    data: {
      days: 10,
      // "within 10 days after the day on which the purchaser entered into the contract"
      countsFrom: 'contractEntered',
      threshold: { cents: 10000, comparison: 'atLeast' },
      extended: { years: 1, when: ['unlicensed', 'notDelivered30Days'] },
      refundDays: 15,
      lastDay: null,
    },
  },
];
