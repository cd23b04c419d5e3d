import type { MessageKey } from '../messages/index.js';

/** One check of a form: the field it is about, its message, and whether the form passes it. */
export interface Rule<Form, Field extends string = Extract<keyof Form, string>> {
  field: Field;
  message: MessageKey;
  passes: (form: Form) => boolean;
}

export interface Problem<Field extends string> {
  field: Field;
  message: MessageKey;
}

/** The first rule `form` breaks, in the rules' order (the spec's), or null. */
export function firstProblem<Form, Field extends string>(
  rules: readonly Rule<Form, Field>[],
  form: Form,
): Problem<Field> | null {
  const broken = rules.find((rule) => !rule.passes(form));
  return broken ? { field: broken.field, message: broken.message } : null;
}

export const filled = (value: string) => value.trim() !== '';
