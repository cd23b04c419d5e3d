import { useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { isEmptyClause, type MessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { focusField } from '../../../components/focusField';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { AttachmentsSection } from '../attachments/AttachmentsSection';
import { keptClauseHtml, type ClauseItem } from '../clauses/clauseItems';
import { PaymentTermsSection } from '../payment/PaymentTermsSection';
import { paymentFieldId, paymentFieldOf, type PaymentField } from '../payment/paymentFields';
import { BuilderActionBar } from './BuilderActionBar';
import { BuilderDialogs } from './BuilderDialogs';
import { ClausesSection } from './ClausesSection';
import { contractReading } from './contractLanguage';
import { ContractLanguageSection } from './ContractLanguageSection';
import { ArbitrationClauseNote } from './ArbitrationClauseNote';
import { CancellationPeriodNotice } from './CancellationPeriodNotice';
import { ConsumerStatusLine } from './ConsumerStatusLine';
import { DatesSection } from './DatesSection';
import { EnglishVersionSwitch } from './EnglishVersionSwitch';
import { SigningOrderSwitch } from './SigningOrderSwitch';
import { CopiesSection } from './CopiesSection';
import { ExpirySection } from './ExpirySection';
import { fieldIds, fieldOf } from './fields';
import { PreviewModal, type ClauseVideo } from './PreviewModal';
import { RestrictedProductsSection } from './RestrictedProductsSection';
import { PriceEstimateSwitch } from './PriceEstimateSwitch';
import { ScopeSection } from './ScopeSection';
import { ServiceAddressSection } from './ServiceAddressSection';
import { amendmentOf, canSaveDraft, isCreateScreen, isSubcontract, type BuilderSetup } from './setup';
import { useBuilderDialogs } from './useBuilderDialogs';
import { useBuilderFlows } from './useBuilderFlows';
import { useBuilderForm } from './useBuilderForm';

/** Where Cancel and a saved draft go when the builder was opened directly (no page before it). */
const myProjectsPath = '/MyProjects';

/** The tutorial videos of the clauses the contract keeps, numbered as the document numbers them. */
function keptClauseVideos(clauses: readonly ClauseItem[]): ClauseVideo[] {
  const kept = clauses.filter(
    (clause) => (clauses.length === 1 || clause.keep) && !isEmptyClause(clause.html),
  );
  return kept.flatMap((clause, index) => (clause.video ? [{ number: index + 1, url: clause.video }] : []));
}

/** The contract form of doc 3 §2, in the spec's order, with its Save As Draft and Review flows. */
export function ContractBuilder({ setup }: { setup: BuilderSetup }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const location = useLocation();
  const form = useBuilderForm(setup);
  const { values } = form;
  // The language the contract will be sent in (its recipients', or the contractor's pick between
  // them): its texts are written, checked and offered templates in it.
  const reading = contractReading(setup, values.form.Language);
  const { language } = reading;
  const dialogs = useBuilderDialogs();
  const [paymentError, setPaymentError] = useState<PaymentField | undefined>();
  // The builder field the last save stopped at, and why: shown under it until it is edited (issue 29 §4).
  const [fieldError, setFieldError] = useState<{ id: string; message: string } | null>(null);
  const errorAt = (id: string) => (fieldError?.id === id ? fieldError.message : undefined);
  /** An edit of field `id`, which takes its message away. */
  const editing =
    <T,>(id: string, change: (value: T) => void) =>
    (value: T) => {
      if (fieldError?.id === id) setFieldError(null);
      change(value);
    };

  const goBack = () => {
    if (location.key === 'default') void navigate(myProjectsPath);
    else void navigate(-1);
  };

  const showProblemAt = (problem: MessageKey, message: string) => {
    const paymentField = paymentFieldOf(problem);
    setPaymentError(paymentField);
    const builderField = paymentField ? undefined : fieldOf(problem);
    setFieldError(builderField ? { id: builderField, message } : null);
    const id = paymentField ? paymentFieldId(paymentField) : builderField;
    if (id) focusField(id);
  };

  const flows = useBuilderFlows({
    setup,
    values,
    dialogs,
    showProblemAt,
    onDraftSaved: form.markSaved,
    termsEditedSinceOpen: form.termsEditedSinceOpen,
    goBack,
  });

  // No submit button: Enter in a date or an amount must not start the review.
  const noSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form onSubmit={noSubmit} noValidate aria-label={t('contracts.formLabel')}>
      <LeaveGuard unsaved={form.unsaved} />
      <Stack gap="lg">
        {/* Under the parties: whose language, and whose rules, the contract follows. */}
        <Stack gap="xs">
          <ContractLanguageSection reading={reading} onChoose={(Language) => form.setForm({ Language })} />
          <ConsumerStatusLine setup={setup} />
          <EnglishVersionSwitch
            setup={setup}
            language={language}
            value={values.form.AlsoEnglish}
            onChange={(AlsoEnglish) => form.setForm({ AlsoEnglish })}
          />
          <SigningOrderSwitch
            setup={setup}
            value={values.form.SignInOrder}
            onChange={(SignInOrder) => form.setForm({ SignInOrder })}
          />
        </Stack>
        <DatesSection
          commencement={values.form.CommencementDate}
          completion={values.form.CompletionDate}
          earliest={isCreateScreen(setup) ? setup.today : undefined}
          onCommencement={editing(fieldIds.commencement, form.setCommencement)}
          onCompletion={editing(fieldIds.completion, (CompletionDate: string) =>
            form.setForm({ CompletionDate }),
          )}
          errors={{ commencement: errorAt(fieldIds.commencement), completion: errorAt(fieldIds.completion) }}
          commencementNotice={
            <CancellationPeriodNotice
              setup={setup}
              kind="commencement"
              day={values.form.CommencementDate}
              totalCost={values.form.Payment.TotalCost}
            />
          }
        />
        <ScopeSection
          scope={values.form.ScopeOfServices}
          onScope={editing(fieldIds.scope, (ScopeOfServices: string) => form.setForm({ ScopeOfServices }))}
          subcontract={isSubcontract(setup)}
          language={language}
          error={errorAt(fieldIds.scope)}
        />
        <RestrictedProductsSection
          setup={setup}
          restrictedProducts={values.form.RestrictedProducts}
          clientInitiatedContact={values.form.ClientInitiatedContact}
          onChange={editing(fieldIds.clientInitiatedContact, form.setForm)}
          error={errorAt(fieldIds.clientInitiatedContact)}
        />
        <PaymentTermsSection
          value={values.form.Payment}
          onChange={(payment) => {
            setPaymentError(undefined);
            form.setPayment(payment);
          }}
          province={setup.project.Province}
          today={setup.today}
          commencementDate={values.form.CommencementDate}
          {...(paymentError ? { errorField: paymentError } : {})}
          depositNotice={
            <CancellationPeriodNotice
              setup={setup}
              kind="deposit"
              day={values.form.Payment.DepositDate}
              totalCost={values.form.Payment.TotalCost}
            />
          }
        />
        <PriceEstimateSwitch
          setup={setup}
          checked={values.form.PriceIsEstimate}
          onChange={(PriceIsEstimate) => form.setForm({ PriceIsEstimate })}
        />
        {isSubcontract(setup) && (
          <ServiceAddressSection
            address={values.form.ServiceAddress}
            onAddress={(ServiceAddress) => form.setForm({ ServiceAddress })}
          />
        )}
        <ClausesSection
          termsId={values.form.TermsId}
          templates={setup.templates}
          language={language}
          clauses={values.clauses}
          onTemplate={(id, name) =>
            void (async () => {
              // Clauses the contractor wrote are not replaced without asking (issue 29 §2).
              const stake = form.clausesAtStake(id, name);
              const choice = stake ? await dialogs.askClauses(stake) : 'replace';
              if (choice === 'replace') form.chooseTemplate(id);
              else if (choice === 'append' && stake) form.chooseTemplate(id, stake.own);
            })()
          }
          onClauses={form.setClauses}
          onAddClause={form.addClause}
        />
        <ArbitrationClauseNote setup={setup} clauses={keptClauseHtml(values.clauses)} />
        <AttachmentsSection value={values.attachments} onChange={form.setAttachments} />
        <CopiesSection copies={values.form.Copies} onChange={(Copies) => form.setForm({ Copies })} />
        <ExpirySection
          expiry={values.expiry}
          onExpiry={editing(fieldIds.expiry, form.setExpiry)}
          today={setup.today}
          commencement={values.form.CommencementDate}
          error={errorAt(fieldIds.expiry)}
        />
        <BuilderActionBar
          saving={flows.saving}
          onCancel={goBack}
          onSaveDraft={canSaveDraft(setup) ? () => void flows.saveAsDraft() : undefined}
          onReview={() => void flows.review()}
        />
      </Stack>
      <PreviewModal
        body={flows.preview.body}
        videos={keptClauseVideos(values.clauses)}
        downloading={flows.preview.downloading}
        onDownload={() => void flows.preview.downloadPdf()}
        amendment={amendmentOf(setup)}
        recipients={flows.preview.recipients}
        sending={flows.preview.sending}
        onSend={(message, signingCode) => void flows.preview.send(message, signingCode)}
        onClose={flows.preview.close}
      />
      <BuilderDialogs open={dialogs.open} />
    </form>
  );
}
