/** Our messages for the account's data export (issue 18 §4): the README.txt inside the archive. */
export const ourAccountDataMessages = {
  accountDataReadmeTitle: 'Your {product} data, as of {date}',
  accountDataReadmeIntro:
    'This archive holds everything your {product} account keeps about you and your business. Each file is described below.',
  accountDataReadmeAccount: 'account.json: your account: name, email, mobile number and log-in settings.',
  accountDataReadmeBusiness:
    'business-profile.json: your business profile as printed on your contracts (name, GST/HST number, address, contact details).',
  accountDataReadmeProjects: 'projects.json: your projects, each with its clients and sub-contractors.',
  accountDataReadmeContacts: 'contacts.json: your contacts: clients and sub-contractors.',
  accountDataReadmeTemplates: 'templates.json: your clause templates.',
  accountDataReadmeSubscription:
    'subscription.json: your subscription: plan, status, and the list of your invoices.',
  accountDataReadmeContracts:
    'contracts.json: every contract with its status and everything entered in the contract builder; drafts exist only here.',
  accountDataReadmeContractPdfs:
    'contracts/: the current PDF of each sent contract: the sealed PDF when it is signed (…-signed.pdf), otherwise the PDF as sent; a copy signed on paper and uploaded ends in -paper-scan.pdf.',
  accountDataReadmeFiles:
    'files/: the files you uploaded: your logo, your signature, contract schedules and scans, under the names they were uploaded with.',
  accountDataReadmeFileList:
    'files.json: the list of your uploaded files: each one’s original name, type, size, SHA-256 and upload date, and its name in the files/ folder.',
  accountDataReadmeIntegrations:
    'integrations.json: your API keys (name, what each may do, when made, last used and revoked; never the keys themselves) and your webhook endpoints (address, events and state; never their signing secrets).',
  accountDataReadmeFormat:
    'The .json files are UTF-8 text in JSON, which any text editor opens and most spreadsheet and database tools import.',
} as const;
