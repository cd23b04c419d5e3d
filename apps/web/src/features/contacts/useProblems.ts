import { useCallback, useState } from 'react';
import { useMessageText } from '../../i18n/useMessageText';
import { focusField } from '../../components/focusField';

/**
 * The messages of one form, keyed by the path of their field ("Email", "Clients.0.Phone"): the
 * problem that stopped a save (shown as an alert too, its field focused) and the checks on blur.
 * Messages are message keys of the shared catalogue. The input of a path has the id `idOf(path)`.
 */
export function useProblems(idPrefix: string) {
  const message = useMessageText();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const idOf = useCallback((path: string) => `${idPrefix}${path.replace(/\./g, '-')}`, [idPrefix]);

  /** A save stopped at `path`: its message under the field and in the alert, the field focused. */
  const show = (path: string, key: string) => {
    setErrors({ [path]: key });
    setProblem(key);
    focusField(idOf(path));
  };

  const setError = (path: string, key: string | undefined) =>
    setErrors((previous) => (previous[path] === key ? previous : { ...previous, [path]: key }));

  /** The field was edited: its message goes (and the alert with it when it was the save's problem). */
  const clear = (path: string) => {
    if (!errors[path]) return;
    if (errors[path] === problem) setProblem(null);
    setError(path, undefined);
  };

  const clearAll = () => {
    setErrors({});
    setProblem(null);
  };

  return {
    idOf,
    show,
    setError,
    clear,
    clearAll,
    /** The alert's text, while the problem of the last save is still under its field. */
    problemText: problem && Object.values(errors).includes(problem) ? message(problem) : null,
    errorText: (path: string) => {
      const key = errors[path];
      return key ? message(key) : undefined;
    },
  };
}

export type Problems = ReturnType<typeof useProblems>;
