import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  contractProblem,
  formatTime,
  isConsumerContractWith,
  restrictedProductsProblem,
  viewerTimeZone,
  type ContractCheck,
  type MessageKey,
  type SendRecipient,
} from '@tradepact/shared';
import { templatesApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../components/useSaving';
import { call } from '../../../lib/http';
import { localeOf } from '../../../lib/locale';
import { keptClauseHtml } from '../clauses/clauseItems';
import {
  previewContract,
  previewPdf,
  saveDraft,
  sendContract,
  templatesKey,
  type ContractSaveBody,
  type CustomTerm,
} from './api';
import { saveFile } from './saveFile';
import { isCreateScreen, type BuilderSetup } from './setup';
import { changedTemplate } from './termsChanged';
import type { BuilderDialogs } from './useBuilderDialogs';
import { contractData, saveBody, type BuilderValues, type DraftIdentity } from './values';

export interface BuilderFlowsInput {
  setup: BuilderSetup;
  values: BuilderValues;
  dialogs: BuilderDialogs;
  /** Points the user at the field a problem is about, with its words, once its dialog has closed. */
  showProblemAt: (problem: MessageKey, message: string) => void;
  /** A draft was saved with these values. */
  onDraftSaved: (values: BuilderValues) => void;
  /** The clauses changed since the builder opened (useBuilderForm). */
  termsEditedSinceOpen: () => boolean;
  goBack: () => void;
}

/** A refusal's words, or null when the step went through. */
type Refusal = string | null;

/**
 * The builder's flows of doc 3 §4. Save As Draft: check → terms changed? → savedraft → 'Contract
 * Saved As Draft!'. Review Contract: check → terms changed? → preview → the preview modal, whose Send
 * sends it → 'Contracts Sent, …'. Every refusal is a dialog titled with the server's Content (doc 3 §8).
 */
export function useBuilderFlows({
  setup,
  values,
  dialogs,
  showProblemAt,
  onDraftSaved,
  termsEditedSinceOpen,
  goBack,
}: BuilderFlowsInput) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const { saving, isSaving, whileSaving } = useSaving();
  // A new contract's key is made as the builder opens and sent with every save: a repeated first
  // save (a lost answer, a second click) updates the draft the first one made.
  const identity = useRef<DraftIdentity>({
    id: setup.contract?.Id ?? null,
    token: setup.contract?.Token || crypto.randomUUID(),
  });
  const [previewBody, setPreviewBody] = useState<string | null>(null);
  const [recipients, setRecipients] = useState<readonly SendRecipient[]>([]);
  const previewedBody = useRef<ContractSaveBody | null>(null);
  const [downloading, setDownloading] = useState(false);
  // The ref stops a second click before the disabled button has rendered: one send per click burst.
  const sendingNow = useRef(false);
  const [sendingShown, setSendingShown] = useState(false);

  const refused = (content: string) =>
    dialogs.tell({ title: content || t('errors.unknown') }).then(() => undefined);

  /** Doc 3 §5 in order; the demo titles its alerts 'Failed' (and words them beneath). */
  const passesChecks = async (check: ContractCheck): Promise<boolean> => {
    const restricted =
      check === 'review'
        ? restrictedProductsProblem({
            province: setup.project.Province,
            day: setup.today,
            consumer: isConsumerContractWith(setup.type, setup.project.Clients),
            restrictedProducts: values.form.RestrictedProducts,
            clientInitiatedContact: values.form.ClientInitiatedContact,
          })
        : null;
    // Ontario's restricted products (issue 31 §5) after doc 3 §5's checks, as the server refuses them.
    const problem =
      contractProblem(contractData(values), check, {
        type: setup.type,
        isCreate: isCreateScreen(setup),
        today: setup.today,
        expiry: values.expiry,
      }) ?? (restricted ? { message: restricted } : null);
    if (!problem) return true;
    const message = t(`messages:${problem.message}`, problem.params ?? {});
    await dialogs.tell(
      setup.screen === 'demo'
        ? { title: t('messages:dialogFailedTitle'), body: message, returnFocus: false }
        : { title: message, returnFocus: false },
    );
    showProblemAt(problem.message, message);
    return false;
  };

  /**
   * Doc 3 §4: the template whose terms the clauses left, when the user also wants it updated; false
   * when the user closed the question.
   */
  const askTermsChanged = async (check: ContractCheck): Promise<CustomTerm | null | false> => {
    // A contract kept apart from its template since an earlier visit is not asked about again while
    // its clauses stay as they were when the builder opened (issue 29 §2).
    if (!termsEditedSinceOpen()) return null;
    const template = changedTemplate(values.form.TermsId, keptClauseHtml(values.clauses), setup.templates);
    if (!template) return null;
    const choice = await dialogs.askTerms(check, template.Tag);
    if (choice === null) return false;
    return choice === 'template' ? template : null;
  };

  const updateTemplate = async (template: CustomTerm): Promise<Refusal> => {
    // Doc 3 §7: the demo builder saves templates with POST.
    const endpoint = setup.screen === 'demo' ? templatesApi.updateWithPost : templatesApi.update;
    const terms = keptClauseHtml(values.clauses);
    const answer = await call(
      endpoint,
      { Id: template.Id, Tag: template.Tag, Type: template.Type, Terms: terms },
      { toast: false },
    );
    if (answer.Type !== 200) return answer.Content;
    queryClient.setQueryData<CustomTerm[]>(templatesKey(setup.type), (list) =>
      list?.map((item) => (item.Id === answer.Data.Id ? answer.Data : item)),
    );
    return null;
  };

  /** `send` while the buttons show the save on its way; its answer once it ends. */
  const sending = async <T>(send: () => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await whileSaving(async () => {
      result = await send();
    });
    return result as T;
  };

  const saveAsDraft = async () => {
    if (isSaving() || !(await passesChecks('draft'))) return;
    const template = await askTermsChanged('draft');
    if (template === false) return;
    const refusal = await sending(async (): Promise<Refusal> => {
      const templateRefusal = template ? await updateTemplate(template) : null;
      if (templateRefusal !== null) return templateRefusal;
      const answer = await saveDraft(saveBody(setup, values, identity.current));
      if (answer.Type !== 200) return answer.Content;
      identity.current = { id: answer.Data.Id, token: answer.Data.Token };
      onDraftSaved(values);
      return null;
    });
    if (refusal !== null) return refused(refusal);
    // Doc 3 §8: titled Success; its OK goes back to where the builder was opened from.
    const ok = await dialogs.tell({
      title: t('contracts.successTitle'),
      body: t('messages:contractSavedAsDraft'),
      tone: 'success',
    });
    if (ok) goBack();
  };

  const review = async () => {
    if (isSaving() || !(await passesChecks('review'))) return;
    const template = await askTermsChanged('review');
    if (template === false) return;
    const body = saveBody(setup, values, identity.current);
    const refusal = await sending(async (): Promise<Refusal> => {
      const templateRefusal = template ? await updateTemplate(template) : null;
      if (templateRefusal !== null) return templateRefusal;
      const answer = await previewContract(body);
      if (answer.Type !== 200) return answer.Content;
      previewedBody.current = body;
      setRecipients(answer.Data.Recipients);
      setPreviewBody(answer.Data.Body);
      return null;
    });
    if (refusal !== null) await refused(refusal);
  };

  const downloadPdf = async () => {
    const body = previewedBody.current;
    if (!body || downloading) return;
    setDownloading(true);
    const answer = await previewPdf(body);
    setDownloading(false);
    if ('file' in answer) saveFile(answer.file);
    else await refused(answer.envelope.Content);
  };

  /**
   * Doc 3 §4 and §8: sends what the preview shows, with the personal message of its last check and
   * whether a code by text opens it (issue 32 §4);
   * 'Contracts Sent, …' titled Success, with the time it went, whose OK goes back. A refusal is
   * titled with its Content above the preview, which stays open.
   */
  const send = async (message: string, signingCode: boolean) => {
    const body = previewedBody.current;
    if (!body || sendingNow.current) return;
    sendingNow.current = true;
    setSendingShown(true);
    const answer = await sendContract(
      { ...body, Message: message, SigningCode: signingCode },
      setup.contract !== null,
    );
    sendingNow.current = false;
    setSendingShown(false);
    if (answer.Type !== 200) return refused(answer.Content);
    const sentAt = formatTime(new Date(), viewerTimeZone(), localeOf(i18n.language));
    // Nothing is left unsaved: leaving does not ask.
    onDraftSaved(values);
    setPreviewBody(null);
    const ok = await dialogs.tell({
      title: t('contracts.successTitle'),
      body: t('messages:contractsSentAllowTime'),
      detail: t('contracts.sentAt', { time: sentAt }),
      tone: 'success',
    });
    if (ok) goBack();
  };

  return {
    saving,
    saveAsDraft,
    review,
    preview: {
      body: previewBody,
      downloading,
      downloadPdf,
      recipients,
      sending: sendingShown,
      send,
      close: () => setPreviewBody(null),
    },
  };
}
