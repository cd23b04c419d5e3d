import { useRef, useState } from 'react';
import { defaultTemplateId, type ContractForm, type Payment } from '@tradepact/shared';
import type { AttachmentItem } from '../attachments/attachmentItems';
import { clausesFrom, keptClauseHtml, newClause, type ClauseItem } from '../clauses/clauseItems';
import { readDefaultExpiry } from './api';
import type { BuilderSetup } from './setup';
import { sameTerms } from './termsChanged';
import { ownClauses, templateTexts, type ClausesAtStake } from './templateSwitch';
import { defaultClauses, initialValues, type BuilderValues } from './values';

/**
 * The builder's form state: the values, their setters, and whether anything changed since the page
 * opened or last saved (for LeaveGuard).
 */
export function useBuilderForm(setup: BuilderSetup) {
  const [values, setValues] = useState<BuilderValues>(() => initialValues(setup));
  const savedValues = useRef(JSON.stringify(values));
  /** The terms as the builder opened with them: Terms Changed asks only once they changed since. */
  const [openedTerms] = useState(() => keptClauseHtml(values.clauses));
  /** The commencement date the last expiry request was for: an older answer arriving late is dropped. */
  const expiryAskedFor = useRef(values.form.CommencementDate);

  const setForm = (patch: Partial<ContractForm>) =>
    setValues((current) => ({ ...current, form: { ...current.form, ...patch } }));

  /** Doc 3 §9: once a commencement date is set, the expiry is the server's for it. */
  const setCommencement = (date: string) => {
    setForm({ CommencementDate: date });
    expiryAskedFor.current = date;
    if (date === '') return;
    void readDefaultExpiry(date).then((expiry) => {
      if (expiry && expiryAskedFor.current === date) setValues((current) => ({ ...current, expiry }));
    });
  };

  /**
   * Doc 3 §2: choosing a template puts its terms in the editor (the default one with its videos), and
   * after them the clauses `keep`, the contractor's own ones when they chose to keep them.
   */
  const chooseTemplate = (id: string, keep: readonly ClauseItem[] = []) => {
    const template = setup.templates.find((candidate) => candidate.Id === id);
    if (id !== defaultTemplateId && !template) return;
    setValues((current) => ({
      ...current,
      form: { ...current.form, TermsId: id },
      clauses: [...(template ? clausesFrom(template.Terms) : defaultClauses(setup.defaultTerms)), ...keep],
    }));
  };

  /** What choosing template `id` would replace that the contractor wrote; undefined when nothing. */
  const clausesAtStake = (id: string, name: string): ClausesAtStake | undefined => {
    if (id === values.form.TermsId) return undefined;
    const own = ownClauses(values.clauses, templateTexts(values.form.TermsId, setup));
    return own.length ? { own, name, incoming: templateTexts(id, setup).length } : undefined;
  };

  return {
    values,
    setForm,
    setCommencement,
    setPayment: (Payment: Payment) => setForm({ Payment }),
    setClauses: (clauses: ClauseItem[]) => setValues((current) => ({ ...current, clauses })),
    addClause: () => setValues((current) => ({ ...current, clauses: [...current.clauses, newClause()] })),
    chooseTemplate,
    clausesAtStake,
    setAttachments: (attachments: AttachmentItem[]) => setValues((current) => ({ ...current, attachments })),
    setExpiry: (expiry: string) => setValues((current) => ({ ...current, expiry })),
    /** The kept clauses differ from those the builder opened with. */
    termsEditedSinceOpen: () => !sameTerms(keptClauseHtml(values.clauses), openedTerms),
    /** Typing not saved yet (LeaveGuard asks before leaving). */
    unsaved: () => JSON.stringify(values) !== savedValues.current,
    /** What was just saved is the new starting point. */
    markSaved: (saved: BuilderValues) => {
      savedValues.current = JSON.stringify(saved);
    },
  };
}

export type BuilderForm = ReturnType<typeof useBuilderForm>;
