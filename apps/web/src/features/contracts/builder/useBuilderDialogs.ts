import { useState } from 'react';
import type { ContractCheck } from '@tradepact/shared';
import type { ClausesAtStake } from './templateSwitch';

/** A popup of doc 3 §8: its title, an optional text, and OK. */
export interface MessageDialog {
  kind: 'message';
  title: string;
  body?: string;
  /** A second line under the text (the time a contract was sent). */
  detail?: string;
  tone: 'error' | 'success';
  /** False when the caller moves the focus itself once it closes (to the field in error). */
  returnFocus: boolean;
}

/** Doc 3 §4: the 'Terms Changed' question, worded for review or for a draft. */
export interface TermsDialog {
  kind: 'terms';
  check: ContractCheck;
  templateName: string;
}

/** 'template': save the changes on the template too; 'contract': only in this contract; null: closed. */
export type TermsChoice = 'template' | 'contract' | null;

/** Choosing another template over clauses the contractor wrote (templateSwitch.ts). */
export interface ClausesDialog {
  kind: 'clauses';
  stake: ClausesAtStake;
}

/** 'replace': the template's clauses only; 'append': then the contractor's own; null: keep as is. */
export type ClausesChoice = 'replace' | 'append' | null;

type MessageInput = Pick<MessageDialog, 'title' | 'body' | 'detail'> &
  Partial<Pick<MessageDialog, 'tone' | 'returnFocus'>>;

export type OpenDialog =
  | (MessageDialog & { close: (ok: boolean) => void })
  | (TermsDialog & { close: (choice: TermsChoice) => void })
  | (ClausesDialog & { close: (choice: ClausesChoice) => void });

/**
 * The builder's popups, one at a time, each awaited where the flow asks it: `tell` resolves when the
 * popup closes (true for OK), `askTerms` with the user's choice. A flow reads like the spec's steps.
 */
export function useBuilderDialogs() {
  const [open, show] = useState<OpenDialog | null>(null);

  const tell = ({ title, body, detail, tone = 'error', returnFocus = true }: MessageInput) =>
    new Promise<boolean>((resolve) => {
      show({
        kind: 'message',
        title,
        body,
        detail,
        tone,
        returnFocus,
        close: (ok: boolean) => {
          show(null);
          resolve(ok);
        },
      });
    });

  const askTerms = (check: ContractCheck, templateName: string) =>
    new Promise<TermsChoice>((resolve) => {
      show({
        kind: 'terms',
        check,
        templateName,
        close: (choice: TermsChoice) => {
          show(null);
          resolve(choice);
        },
      });
    });

  const askClauses = (stake: ClausesAtStake) =>
    new Promise<ClausesChoice>((resolve) => {
      show({
        kind: 'clauses',
        stake,
        close: (choice: ClausesChoice) => {
          show(null);
          resolve(choice);
        },
      });
    });

  return { open, tell, askTerms, askClauses };
}

export type BuilderDialogs = ReturnType<typeof useBuilderDialogs>;
