import { useState } from 'react';
import { askForChange, declineContract, type SignerResponse } from './api';

/** What the recipient is answering, besides signing (issue 32 §2). */
export type ResponseKind = 'ask' | 'decline';

/**
 * Asking for a change or declining: the dialog with the recipient's words, then the call; the page
 * shows what was recorded once the server answers. A refusal is shown and the dialog stays open with
 * the words typed, so the recipient can try again; the words are kept when they go back, and cleared
 * once sent.
 */
export function useResponding(code: string, onAnswered: (responses: SignerResponse[]) => void) {
  const [open, setOpen] = useState<ResponseKind | null>(null);
  const [texts, setTexts] = useState<Record<ResponseKind, string>>({ ask: '', decline: '' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** What the last answer sent, so the page can move the reader to what it recorded. */
  const [answered, setAnswered] = useState<ResponseKind | null>(null);

  const send = async () => {
    if (!open || sending) return;
    const text = texts[open].trim();
    setSending(true);
    const answer = open === 'ask' ? await askForChange(code, text) : await declineContract(code, text);
    setSending(false);
    if (answer.Type !== 200) {
      setProblem(answer.Content);
      return;
    }
    setTexts((current) => ({ ...current, [open]: '' }));
    setAnswered(open);
    setOpen(null);
    onAnswered(answer.Data);
  };

  return {
    open,
    answered,
    texts,
    sending,
    problem,
    start: (kind: ResponseKind) => {
      setAnswered(null);
      setOpen(kind);
    },
    type: (kind: ResponseKind, text: string) => setTexts((current) => ({ ...current, [kind]: text })),
    close: () => {
      if (!sending) setOpen(null);
    },
    send: () => void send(),
    dismissProblem: () => setProblem(null),
  };
}
