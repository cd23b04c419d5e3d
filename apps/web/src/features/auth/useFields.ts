import { useState, type ChangeEvent } from 'react';
import { useMessageText } from '../../i18n/useMessageText';

/** What the page needs of a zod issue and schema (the web app does not depend on zod itself). */
interface Issue {
  message: string;
  path: readonly PropertyKey[];
}
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** Answers the message key of the first problem with `value`, or undefined when it is valid. */
export type Validator<T> = (value: string, values: T) => string | undefined;

/** A validator from one field schema of the shared package (e.g. `loginSchema.shape.account`). */
export function bySchema<T>(schema: Checkable): Validator<T> {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

/** The first problem of each field of a failed whole-form check, keyed by field name. */
export function firstIssues(error: { issues: readonly Issue[] }): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in found)) found[field] = issue.message;
  }
  return found;
}

export interface FieldOptions {
  /** Runs after the field's own check passed on blur (e.g. an existence check). */
  onValidBlur?: (value: string) => void;
}

/**
 * Text fields with doc 1 §5's behaviour: each is checked when it loses focus, its message shows under
 * it, and editing it clears the message. Errors are message keys of the shared catalogue.
 */
export function useFields<T extends Record<string, string>>(
  initial: T,
  validators: { [K in keyof T]?: Validator<T> },
) {
  const message = useMessageText();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const check = (name: keyof T, all: T = values) => validators[name]?.(all[name] ?? '', all);

  const setValue = (name: keyof T, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };

  const setError = (name: keyof T, key: string | undefined) =>
    setErrors((previous) => ({ ...previous, [name]: key }));

  /** Checks the named fields (all by default); shows their messages; true when all pass. */
  const validate = (names: (keyof T)[] = Object.keys(validators) as (keyof T)[]) => {
    const found: Partial<Record<keyof T, string>> = {};
    for (const name of names) {
      const problem = check(name);
      if (problem) found[name] = problem;
    }
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(names.map((n) => [n, found[n]])) }));
    return Object.keys(found).length === 0;
  };

  const input = (name: keyof T, options: FieldOptions = {}) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
    onBlur: () => {
      const problem = check(name);
      setError(name, problem);
      if (!problem) options.onValidBlur?.(values[name] ?? '');
    },
    error: errors[name] ? message(errors[name] as string) : undefined,
  });

  return { values, errors, setValue, setValues, setError, setErrors, validate, input };
}
