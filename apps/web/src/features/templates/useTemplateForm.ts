import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  firstTemplateProblem,
  isOwnContractType,
  languageOf,
  storedTemplateType,
  templateDetailTypes,
  type Language,
  type TemplateDetailType,
  type TemplateProblem,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusField } from '../../components/focusField';
import { useSaving } from '../../components/useSaving';
import { toastSuccess } from '../../lib/toast';
import { useUserInfo } from '../billing/useSubscriptionStatus';
import { clausesFrom, keptClauseHtml, newClause, type ClauseItem } from '../contracts/clauses/clauseItems';
import { reloadTemplates, saveTemplate, useDefaultTerms, type CustomTerm } from './api';

const listPath = '/ContractTemplate';

/** The name field, which takes the focus when its problem stops a save. */
export const templateNameInputId = 'template-name';

/**
 * The template detail's form (doc 3 §4, §5): kind, name and clauses; a new template follows the
 * default terms of its kind until a clause is edited. Save checks the page's rules, shows the 'Terms
 * Changed' notice for a template contracts used, then creates or saves.
 */
export function useTemplateForm(template: CustomTerm | null) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const ownLanguage = useUserInfo().data?.Language ?? languageOf(i18n.language);
  const queryClient = useQueryClient();
  const { saving, isSaving, whileSaving } = useSaving();

  const [kind, setKind] = useState<TemplateDetailType>(template?.Type ?? templateDetailTypes.client);
  const [tag, setTag] = useState(template?.Tag ?? '');
  /** Chosen on the form; until then the template's own, or a new one's author's (issue 30 §2). */
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? template?.Language ?? ownLanguage;
  /** The clauses once the user has changed one; before that a new template shows its kind's defaults. */
  const [edited, setEdited] = useState<ClauseItem[] | null>(() =>
    template ? clausesFrom(template.Terms) : null,
  );
  const [problem, setProblem] = useState<TemplateProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Typing not yet saved, read when the user leaves (LeaveGuard). */
  const unsaved = useRef(false);

  const ownContract = isOwnContractType(kind);
  const defaults = useDefaultTerms(edited === null && !ownContract ? storedTemplateType(kind) : null);
  const defaultClauses = useMemo(() => {
    if (ownContract) return [newClause()];
    const terms = defaults.data ?? [];
    return clausesFrom(
      terms.map((term) => term.Text),
      terms.map((term) => term.Video),
    );
  }, [ownContract, defaults.data]);
  const clauses = edited ?? defaultClauses;

  const changed = () => {
    unsaved.current = true;
  };

  const send = async () => {
    const body = { Tag: tag.trim(), Type: kind, Terms: keptClauseHtml(clauses), Language: language };
    await whileSaving(async () => {
      const answer = await saveTemplate(body, template?.Id ?? null);
      if (answer.Type !== 200) {
        setRefusal(answer.Content || t('errors.unknown'));
        return;
      }
      unsaved.current = false;
      toastSuccess(t(template ? 'templates.detail.saved' : 'templates.detail.created'));
      await reloadTemplates(queryClient);
      void navigate(listPath);
    });
  };

  const save = () => {
    if (isSaving()) return;
    const found = firstTemplateProblem(tag, keptClauseHtml(clauses)) ?? null;
    setProblem(found);
    if (found === 'templateNameRequired' || found === 'templateReservedName') focusField(templateNameInputId);
    if (found) return;
    if (template && template.UsageCount > 0) {
      setConfirming(true);
      return;
    }
    void send();
  };

  return {
    isNew: template === null,
    kind,
    setKind: (next: TemplateDetailType) => {
      setKind(next);
      changed();
    },
    language,
    setLanguage: (next: Language) => {
      setChosenLanguage(next);
      changed();
    },
    tag,
    setTag: (next: string) => {
      setTag(next);
      if (problem === 'templateNameRequired' || problem === 'templateReservedName') setProblem(null);
      changed();
    },
    clauses,
    /** The default terms of a new template's kind, while they are what the page shows. */
    defaults: edited === null && !ownContract ? defaults : null,
    ownContract,
    setClauses: (next: ClauseItem[]) => {
      setEdited(next);
      if (problem === 'templateTermsRequired') setProblem(null);
      changed();
    },
    addClause: () => {
      setEdited([...clauses, newClause()]);
      changed();
    },
    problem,
    saving,
    save,
    confirming,
    confirmSave: () => {
      setConfirming(false);
      void send();
    },
    cancelConfirm: () => setConfirming(false),
    refusal,
    closeRefusal: () => setRefusal(null),
    unsaved: () => unsaved.current,
    cancel: () => void navigate(listPath),
  };
}
