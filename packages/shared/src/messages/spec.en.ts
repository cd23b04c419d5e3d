/**
 * Every user-visible message of the specification, verbatim (typos included).
 * Placeholders are written {name}. Grouped by the document section they come from.
 *
 * A text that the specification uses in several places appears once only; the comment of its
 * group names the other places.
 */
export const specMessages = {
  // doc 1 §2 — home page: the activation check answers with this Content
  authAccountActivated: 'Your account has been activated successfully',

  // doc 1 §2 — popups after sign-in (EULA)
  eulaAgreeCheckbox: 'I have read and agree to the terms and conditions',

  // doc 1 §2 — profile screen (the banner is also the restricted-user banner of doc 2 §6)
  billingSubscribeToGenerate:
    'In order to generate agreements to your Clients and Sub-Contractors you must first subscribe.',
  profileWelcomeTitle: 'Welcome To {product}!',
  profileNextStepsTitle: 'Next Steps',

  // doc 1 §5 — profile save, in the spec's order (first/last name are also the first two
  // checks of the sub-contractor modal and of the project form, doc 2 §5)
  profileAddressRequired: 'Please enter the address field',
  profileCityRequired: 'Please enter the city field',
  profilePostalCodeRequired: 'Please enter the postal code',
  profileProvinceRequired: 'Please choose the province',
  profileBusinessPhoneRequired: 'Please enter the business phone number',
  profileBusinessEmailRequired: 'Please enter the business email',
  profileFirstNameRequired: 'Please enter the first name',
  profileLastNameRequired: 'Please enter the last name',
  profileSignatureRequired: 'Please provide your signature.',

  // doc 1 §5 — logo and signature files
  uploadImageInvalid: 'Please upload a proper image file',

  // doc 1 §5 — login (the code message is also the settings verification check, doc 3 §5)
  authUsernameRequired: 'Please enter your username',
  authPasswordRequired: 'Please enter your password',
  authAccountRequired: 'Please enter your email or mobile number',
  authAccountInvalid: 'Please enter a valid email or mobile number',
  authCodeRequired: 'Please enter the code',

  // doc 1 §5 — registration (names, password, confirmation and captcha are also the settings
  // form checks of doc 3 §5)
  registerFirstNameRequired: 'Please enter your first name',
  registerLastNameRequired: 'Please enter your last name',
  registerEmailInvalid: 'Please enter a valid email. Ex. {email}',
  registerEmailInUse: 'This email is already in use',
  registerPhoneInvalid: 'Please enter a valid mobile number. Ex. {phone}',
  registerPhoneInUse: 'This phone number is already in use',
  registerValidationFailed: 'Validation failed',
  registerPasswordInvalid: 'Please enter a valid password',
  registerPasswordsMismatch: 'Passwords do not match',
  registerCaptchaRequired: 'Please enter the captcha code',
  registerTermsRequired: 'Please accept the terms of services',

  // doc 1 §8 — silent messages (never shown as a toast)
  identityVerificationRequired: 'Identity Verification Required',
  accountNotActivated: 'Your account has not been activated yet.',
  noChangesMade: 'No changes made',

  // doc 1 §8 — error catalogue, successes and dialogs ('Error' is also the scan-upload page title, doc 2 §8)
  dialogErrorTitle: 'Error',
  profileSaved: 'Profile Saved!',
  registerSuccess:
    'Please click on the link that has just been sent to your email provided. From there you may enter the six digit confirmation code sent to your mobile device via SMS. If you did not receive an Email/SMS within 5 minutes, you may log in with your username and password and a new Email/SMS confirmation will be sent to you.',
  authCodeSentEmail: 'Verification code has been sent to your email.',
  authCodeSentPhone: 'Verification code has been sent to your phone.',
  registerSuccessfulTitle: 'Registration Successful',
  authPasswordResetTitle: 'Password Reset Successful',
  authPasswordResetBody: 'You can now log in with your new password.',

  // doc 1 §9 — trial plan card
  billingTrialCardTitle: '{TrialDays}-Day {Name}',

  // doc 2 §2 — My Projects list ('You are a {Sub-Contractor|Client}' written as its two variants)
  projectListTitle: 'My Projects/Clients',
  projectAddButton: 'Add a new project/client',
  projectRoleSubcontractor: 'You are a Sub-Contractor',
  projectRoleClient: 'You are a Client',
  projectManagedBy: 'This project is managed by {owner}',
  projectManageMenu: 'Manage Project/Client',

  // doc 2 §2 — project/client form ('Client/Homeowner N' numbers each client block)
  projectFormAddTitle: 'Add New Client/Project',
  projectFormEditTitle: 'Edit Client/Project',
  projectFormTitleLabel: 'Project Title',
  projectFormClientBlock: 'Client/Homeowner {number}',
  projectFormSameAddress: 'Address Same As Above',

  // doc 2 §2 — My Contacts
  contactProjectPickerTitle: 'My Projects',
  contactAddedToProject: 'Added to Project',
  contactProjectSummaryTitle: 'Project Summary',
  contactEmptyListsPopup:
    'Add Clients and Sub-Contractors: Have a list of clients and sub-contractors? Add them here for easy access.',

  // doc 2 §4 — project status moves ('archive/current/pending' written as its three variants)
  projectMoveToArchiveConfirm: 'Are you sure you want to move this project to archive?',
  projectMoveToCurrentConfirm: 'Are you sure you want to move this project to current?',
  projectMoveToPendingConfirm: 'Are you sure you want to move this project to pending?',

  // doc 2 §4 — contract and payment-term states
  contractOriginalsMenu: 'Original Contracts',
  contractDraftLabel: 'Draft Contract',
  contractExpiredLabel: 'Contract Expired',
  paymentReminderSentLabel: 'Reminder Sent',

  // doc 2 §5 — add project
  projectNameRequired: 'Please input the project name.',

  // doc 2 §5 — sub-contractor form on My Projects, '{Field} Field is mandatory', in the spec's order
  subcontractorFirstNameMandatory: 'First Name Field is mandatory',
  subcontractorLastNameMandatory: 'Last Name Field is mandatory',
  subcontractorAddressMandatory: 'Address Field is mandatory',
  subcontractorCityMandatory: 'City Field is mandatory',
  subcontractorProvinceMandatory: 'Province Field is mandatory',
  subcontractorPostalCodeMandatory: 'Postal Code Field is mandatory',
  subcontractorBusinessEmailMandatory: 'Business Email Field is mandatory',
  subcontractorBusinessPhoneMandatory: 'Business Phone Number Field is mandatory',

  // doc 2 §5 — sub-contractor modal on My Contacts, in order (first/last name: profileFirstNameRequired,
  // profileLastNameRequired); province, phone and email are shared with the client modal
  subcontractorAddressRequired: 'Please enter the address',
  subcontractorCityRequired: 'Please enter the City',
  subcontractorPostalCodeRequired: 'Please choose the Postal Code',
  contactProvinceRequired: 'Please choose the Province',
  contactPhoneRequired: 'Please enter the phone number',
  contactEmailRequired: 'Please enter the email address',

  // doc 2 §5 — client modal, the messages not shared with the sub-contractor modal
  clientAddressRequired: 'Please enter the Address field',
  clientCityRequired: 'Please enter the City field',
  clientPostalCodeRequired: 'Please enter the Postal Code field',

  // doc 2 §5 — project form, 'Please enter ...' for project name, client first name, last name,
  // email, phone; the last four reuse profileFirstNameRequired, profileLastNameRequired,
  // contactEmailRequired and contactPhoneRequired
  projectFormNameRequired: 'Please enter the project name',

  // doc 2 §5 — signed-scan upload (the file-type message is also the attachment check of doc 3 §5)
  uploadPdfOrImageOnly: 'Please attach only PDF or Image files.',
  uploadScanTooLarge: 'File {name} exceeds 15MB file size limit.',

  // doc 2 §5 — scheduled reminder (also in doc 2 §8)
  paymentReminderDateRequired: 'Please select a date and time.',

  // doc 2 §5 — making a contract without a saved signature; deleting a project
  contractClientSignatureMissing: 'Please enter all the mandatory fields including the signature',
  contractSubcontractSignatureMissing: 'Please upload your signature before making a contract.',
  projectDeleteSigned:
    'We are unable to delete this project/client at this time as the contract has already been signed and confirmed for this project/client.',

  // doc 2 §6 — roles and permissions
  projectContractsReceived: 'Contracts Received From Contractor',
  contractSignNow: 'Sign Now',
  billingUnsubscribedLabel: '(Unsubscribed)',
  projectMenuNotAvailableShort: 'NA',
  projectMenuNotAvailable: '(Not Available)',

  // doc 2 §8 — error catalogue: titles and client-side messages
  uploadFailureTitle: 'Failure',
  contractClientLimitReached: 'You have reached your client contract limit for this month.',
  contractSubcontractorLimitReached: 'You have reached your sub-contractor contract limit for this month.',
  contractSignedNotDeletable: 'Signed contracts cannot be deleted',

  // doc 2 §8 — successes, in the spec's order (client, sub-contractor, project and status
  // successes are repeated in doc 3 §8)
  contractResent: 'Contract Resent!',
  contractDeleted: 'Contract Deleted!',
  projectDeleted: 'Project Deleted!',
  subcontractorRemoved: 'Sub-Contractor Removed!',
  subcontractorSavedUnhyphenated: 'Subcontractor Saved!',
  subcontractorSaved: 'Sub-Contractor Saved!',
  subcontractorAdded: 'Subcontractor Added!',
  contractSent: 'Contract Sent!',
  uploadContractUploaded: 'Contract successfully uploaded!',
  paymentReminderSent: 'Reminder Sent Successfully.',
  paymentReminderScheduled:
    'Schedule reminder is now saved. Your reminder will be sent at the following date and time - {localTime}',
  projectCreated: 'Client/Project Details Successfully Added!',
  projectSaved: 'Saved!',
  clientSaved: 'Client Saved!',
  clientCreated: 'Client Created!',
  subcontractorCreated: 'Sub-Contractor Created!',
  subcontractorAddedToProject: 'Sub-Contractor Added to Project!',
  projectStatusUpdated: 'Updated',

  // doc 3 §2 — contract create and edit screens
  contractCreateClientTitle: 'Create A Contract For Your Client',
  contractEditSubcontractTitle: 'Edit A Contract For Your Sub-Contractor',
  contractEditClientTitle: 'Edit A Contract For Your Client',
  templateDefaultOption: 'Default Contract Template',
  contractAddTermButton: 'Add A New Term',
  contractReviewButton: 'Review Contract',
  contractScopeExamples: 'Example of what you should write here',
  contractExpiryLabel: 'Unless signed by your recipient/s, this contract will expiry on',
  contractSubcontractScopeLabel: 'Make contract comments for sub-contractor',

  // doc 3 §2 — signing dialog
  signingDialogTitle: 'Sign Your Contract Electronically Here',
  signingLoading: 'Loading Your Contract...',
  signingPadHint: 'Sign here with your finger, trackpad, or mouse.',

  // doc 3 §2 — contract templates list
  templateCreateCard: 'Create a new template',
  templateMyTemplatesCard: 'My Templates',

  // doc 3 §2 — blog and EULA pages
  blogPublishedOn: 'Published on',
  blogNewBadge: 'new',
  eulaTitle: 'End User License Agreement',

  // doc 3 §3 — payment milestone type and built-in template tags
  paymentMilestoneOtherType: 'Other Type',
  templateDefaultClientTag: 'Default Client Contract Template',
  templateDefaultSubcontractTag: 'Default Sub-Contractor Contract Template',

  // doc 3 §4 — terms-change dialog (also the template-editing notice) and AI help
  templateTermsChangedTitle: 'Terms Changed',
  contractSaveChangesAndReview: 'SAVE CHANGES AND REVIEW',
  contractNoJustReview: 'NO JUST REVIEW',
  contractDraftOnlyThisContract: 'SAVE AS DRAFT ONLY FOR THIS CONTRACT',
  contractDraftAndTemplate: 'SAVE AS DRAFT AND ON TEMPLATE',
  aiUseSuggestion: 'Use AI Suggestion',
  aiAcceptSuggestions: 'Accept Suggestions',

  // doc 3 §5 — contract save as draft and review, in the spec's order
  contractCommencementRequiredDraft: 'Please choose a anticipated Commencement Date for this project',
  contractCommencementRequiredReview: 'Please choose a Commencement Date for this project',
  contractCompletionRequired: 'Please choose an anticipated completion date for this project.',
  contractScopeRequired: 'Please enter a detailed description of this project.',
  paymentTermsRequired: 'Please Define Payment Terms',
  paymentTotalCostRequired: 'Please enter the total cost of the project',
  dialogFailedTitle: 'Failed',

  // doc 3 §5 — other contract rules and attachments
  paymentRemainingNotZero:
    "Please ensure that the 'Remaining Amount' under 'Payment Terms' is no more than '0' (zero) after setting the payment date.",
  paymentCommencementAfterPayment: 'The commencement date cannot be after the payment date.',
  uploadOneFileOnly: 'You can only select 1 files，but you slelected {count}.',
  uploadAttachmentTooLarge: 'File {name} exceeds 5MB file size limit.',
  contractKeepClause: 'Keep Clause',

  // doc 3 §5 — signing
  signingSignatureRequired: 'Please Provide your signature!',
  signingConfirm: 'Are you sure you want to sign this contract?',

  // doc 3 §5 — settings form (the other settings checks are the registration messages of doc 1 §5)
  settingsEmailInvalid: 'Please enter a valid email',
  settingsVerifyAccountRequired: 'Please select',

  // doc 3 §5 — template save
  templateNameRequired: 'Please enter a name for your template',

  // doc 3 §7 — payment return, Title read with the key
  billingPaymentSuccessfulTitle: 'Payment Successful',

  // doc 3 §8 — error catalogue
  aiSuggestionsFailed: 'Failed to get AI suggestions. Please try again.',
  contractSavedAsDraft: 'Contract Saved As Draft!',
  contractsSentAllowTime: 'Contracts Sent, Please Allow Up To 10 Minutes To Reach The Recipient/s',
  signingThankYou: 'Thank you!',
  signingSigned: 'Your contract has been signed.',
  settingsSaved: 'Your settings have been saved',
  billingPaymentFailedTip: 'Payment failed or was canceled',
  billingPaymentCompleteTip: 'This payment is complete.',
  billingRefundInitiatedTip: 'This refund has been initiated.',
  billingRefundAmountTip: '${amount} refund was initiated.',
} as const;
