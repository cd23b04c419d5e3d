// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type * as tables from './index.js';

/*
 * The API table's endpoints with only their method and path, typed as the full table: what the web
 * client's call() needs at run time. The browser imports this (@tradepact/shared/api-routes), not the
 * table, so that zod and the answer schemas stay out of the pages' scripts.
 */

export const accountClosingApi = {
  closingAsk: { method: 'GET', path: '/api/identity/closeaccount' },
  closeAccount: { method: 'POST', path: '/api/identity/closeaccount' },
} as unknown as typeof tables.accountClosingApi;

export const authApi = {
  login: { method: 'POST', path: '/api/auth/login' },
  login2fa: { method: 'POST', path: '/api/auth/login2fa' },
  refreshToken: { method: 'POST', path: '/api/auth/refreshToken' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  userInfo: { method: 'GET', path: '/api/auth/userinfo' },
  updateLanguage: { method: 'POST', path: '/api/auth/updatelanguage' },
  firstProjectHintSeen: { method: 'POST', path: '/api/auth/firstprojecthintseen' },
  register: { method: 'POST', path: '/api/identity/register' },
  checkEmail: { method: 'GET', path: '/api/identity/CheckEmailExists' },
  checkPhone: { method: 'GET', path: '/api/identity/CheckPhoneNumberExists' },
  send2fa: { method: 'POST', path: '/api/identity/send2fa' },
  resetPassword: { method: 'POST', path: '/api/identity/ResetPassword2Fa' },
  userSettings: { method: 'GET', path: '/api/identity/usersettings' },
  updateUserSettings: { method: 'POST', path: '/api/identity/updateusersettings' },
  confirmContactChange: { method: 'POST', path: '/api/identity/confirmcontactchange' },
  resendContactChange: { method: 'POST', path: '/api/identity/resendcontactchange' },
  cancelContactChange: { method: 'POST', path: '/api/identity/cancelcontactchange' },
  resendAlternateEmail: { method: 'POST', path: '/api/identity/resendalternateemail' },
  confirmAlternateEmail: { method: 'POST', path: '/api/identity/confirmalternateemail' },
  readKey: { method: 'GET', path: '/api/common/readkey' },
  isCanadaIp: { method: 'GET', path: '/api/common/iscanadaip' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
  externalProviders: { method: 'GET', path: '/api/auth/external/providers' },
  externalExchange: { method: 'POST', path: '/api/auth/external/exchange' },
} as unknown as typeof tables.authApi;

export const billingApi = {
  plans: { method: 'GET', path: '/api/site/subscriptionplans' },
  quotas: { method: 'GET', path: '/api/site/subscriptionquotas' },
  subscription: { method: 'GET', path: '/api/app/billing/subscription' },
  subscriptionCheckout: { method: 'POST', path: '/api/app/billing/subscriptioncheckout' },
  topUpCheckout: { method: 'POST', path: '/api/app/billing/topupcheckout' },
  invoices: { method: 'POST', path: '/api/app/billing/invoices' },
  changePlan: { method: 'POST', path: '/api/app/billing/changesubscriptionplan' },
  cancel: { method: 'POST', path: '/api/app/billing/cancelsubscription' },
  resume: { method: 'POST', path: '/api/app/billing/resumesubscription' },
  customerPortal: { method: 'POST', path: '/api/app/billing/customerportal' },
  readKey: { method: 'GET', path: '/api/common/readkey' },
  localPaymentSession: { method: 'GET', path: '/api/app/billing/localpayment' },
  localPay: { method: 'POST', path: '/api/app/billing/localpayment' },
} as unknown as typeof tables.billingApi;

export const blogApi = {
  sitePage: { method: 'POST', path: '/api/site/readarticlepage' },
  siteRead: { method: 'GET', path: '/api/site/readarticle' },
  siteRecent: { method: 'GET', path: '/api/site/readarticlerecent' },
  appPage: { method: 'POST', path: '/api/app/blog/readpage' },
  appRead: { method: 'GET', path: '/api/app/blog/read' },
  appRecent: { method: 'GET', path: '/api/app/blog/readrecent' },
} as unknown as typeof tables.blogApi;

export const contactsApi = {
  clientList: { method: 'GET', path: '/api/app/client/readlist' },
  clientCreate: { method: 'POST', path: '/api/app/client/create' },
  clientUpdate: { method: 'PUT', path: '/api/app/client/update' },
  clientDelete: { method: 'DELETE', path: '/api/app/client/delete' },
  subcontractorList: { method: 'GET', path: '/api/app/subcontractor/readlist' },
  subcontractorCreate: { method: 'POST', path: '/api/app/subcontractor/create' },
  subcontractorCreateWithProject: { method: 'POST', path: '/api/app/subcontractor/createwithproject' },
  subcontractorUpdate: { method: 'PUT', path: '/api/app/subcontractor/update' },
  subcontractorDelete: { method: 'DELETE', path: '/api/app/subcontractor/delete' },
  subcontractorRemoveFromProject: { method: 'PUT', path: '/api/app/subcontractor/deletefromproject' },
} as unknown as typeof tables.contactsApi;

export const contentApi = {
  howWeWork: { method: 'GET', path: '/api/site/howwework' },
  publishedEula: { method: 'GET', path: '/api/site/eula' },
  eulaRead: { method: 'GET', path: '/api/app/eula/read' },
  eulaAccept: { method: 'POST', path: '/api/app/eula/accept' },
  announcementRead: { method: 'GET', path: '/api/app/announcement/read' },
  announcementAccept: { method: 'POST', path: '/api/app/announcement/accept' },
  termChanges: { method: 'GET', path: '/api/app/term/changeslist' },
  termAcceptChanges: { method: 'POST', path: '/api/app/term/acceptchanges' },
} as unknown as typeof tables.contentApi;

export const contractLifeApi = {
  create: { method: 'POST', path: '/api/app/contract/create' },
  update: { method: 'POST', path: '/api/app/contract/update' },
  resend: { method: 'PUT', path: '/api/app/contract/resend' },
  newLinks: { method: 'PUT', path: '/api/app/contract/newlinks' },
  cancel: { method: 'PUT', path: '/api/app/contract/cancel' },
  originals: { method: 'GET', path: '/api/app/contract/originals' },
  deliveries: { method: 'GET', path: '/api/app/contract/deliveries' },
} as unknown as typeof tables.contractLifeApi;

export const contractsApi = {
  saveDraft: { method: 'POST', path: '/api/app/contract/savedraft' },
  read: { method: 'GET', path: '/api/app/contract/read' },
  preview: { method: 'POST', path: '/api/app/contract/preview' },
  readList: { method: 'GET', path: '/api/app/contract/readlist' },
  expiredTime: { method: 'GET', path: '/api/app/contract/getexpiredtime' },
  defaultTerms: { method: 'GET', path: '/api/app/term/readlist' },
  serviceTypes: { method: 'GET', path: '/api/app/servicetype/readlist' },
  categories: { method: 'GET', path: '/api/app/category/readlist' },
} as unknown as typeof tables.contractsApi;

export const filesApi = {
  upload: { method: 'POST', path: '/api/cloud/upload' },
} as unknown as typeof tables.filesApi;

export const notificationChoicesApi = {
  unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe' },
} as unknown as typeof tables.notificationChoicesApi;

export const notificationsApi = {
  outbox: { method: 'GET', path: '/api/dev/outbox' },
} as unknown as typeof tables.notificationsApi;

export const profileApi = {
  read: { method: 'GET', path: '/api/app/business/read' },
  update: { method: 'PUT', path: '/api/app/business/update' },
} as unknown as typeof tables.profileApi;

export const projectsApi = {
  list: { method: 'GET', path: '/api/app/project/readlist' },
  page: { method: 'GET', path: '/api/app/project/readpage' },
  read: { method: 'GET', path: '/api/app/project/read' },
  create: { method: 'POST', path: '/api/app/project/create' },
  update: { method: 'PUT', path: '/api/app/project/update' },
  remove: { method: 'DELETE', path: '/api/app/project/delete' },
  updateStatus: { method: 'PUT', path: '/api/app/project/updatestatus' },
  suggestAddress: { method: 'GET', path: '/api/app/address/suggest' },
} as unknown as typeof tables.projectsApi;

export const remindersApi = {
  terms: { method: 'GET', path: '/api/app/contract/termreminders' },
  send: { method: 'POST', path: '/api/app/contract/sendtermreminder' },
  update: { method: 'PUT', path: '/api/app/contract/updatetermreminder' },
  cancel: { method: 'PUT', path: '/api/app/contract/canceltermreminder' },
} as unknown as typeof tables.remindersApi;

export const scansApi = {
  scanDocuments: { method: 'POST', path: '/api/app/barcode/scandocuments' },
} as unknown as typeof tables.scansApi;

export const signingApi = {
  preview: { method: 'GET', path: '/api/app/contract/preview3' },
  signatureUpload: { method: 'POST', path: '/api/app/contract/signature' },
  sign: { method: 'POST', path: '/api/app/contract/sign' },
  englishWish: { method: 'POST', path: '/api/app/contract/englishwish' },
  clientCancellation: { method: 'GET', path: '/api/app/contract/clientcancellation' },
  cancelByClient: { method: 'POST', path: '/api/app/contract/clientcancel' },
  verify: { method: 'POST', path: '/api/site/verify' },
  documentStatus: { method: 'GET', path: '/api/site/document' },
} as unknown as typeof tables.signingApi;

export const templatesApi = {
  readList: { method: 'GET', path: '/api/app/customterm/readlist' },
  create: { method: 'POST', path: '/api/app/customterm/create' },
  update: { method: 'PUT', path: '/api/app/customterm/update' },
  updateWithPost: { method: 'POST', path: '/api/app/customterm/update' },
  delete: { method: 'DELETE', path: '/api/app/customterm/delete' },
} as unknown as typeof tables.templatesApi;

export const writingHelpApi = {
  options: { method: 'GET', path: '/api/app/ai/options' },
  improve: { method: 'POST', path: '/api/app/ai/improve' },
  spellCheck: { method: 'POST', path: '/api/app/ai/spellcheck' },
} as unknown as typeof tables.writingHelpApi;
