import type { MessageKey, Rule } from '@tradepact/shared';

/**
 * The check of one field when it loses focus: nothing while it is empty (the required checks wait
 * for the save, in the screen's order), else the first rule about it that fails (its format).
 */
export function blurProblem<Form, Field extends string>(
  rules: readonly Rule<Form, Field>[],
  form: Form,
  field: Field,
): MessageKey | undefined {
  const value = (form as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return rules.find((rule) => rule.field === field && !rule.passes(form))?.message;
}

/**
 * The fields a screen marks with *: those whose rule an empty form breaks (the format checks pass
 * on an empty field). `blank` is the screen's shape schema parsed from nothing.
 */
export function requiredFieldsOf<Form, Field extends string>(
  rules: readonly Rule<Form, Field>[],
  blank: Form,
): readonly Field[] {
  return rules.filter((rule) => !rule.passes(blank)).map((rule) => rule.field);
}

/** What the page needs of a failed zod parse (the web app does not depend on zod itself). */
export interface ParseFailure {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
}

/** The first issue of a failed parse: its path joined with dots ("Clients.0.Phone") and message key. */
export function firstIssue(error: ParseFailure): { path: string; message: string } | null {
  const issue = error.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), message: issue.message } : null;
}

let nextKey = 0;
/** A key for a row the user adds (a client block, a name pair): stable while the rows move. */
export function newRowKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}
