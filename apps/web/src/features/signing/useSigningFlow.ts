import { useState } from 'react';
import { signContract, type SignatureInput } from './api';

/**
 * Doc 3 §4 "Signing": the pad, then 'Are you sure you want to sign this contract?', then the
 * signature's upload and the sign call, then the thank-you message. A refusal on the way is shown
 * and the pad stays open, so the recipient can try again.
 */
export function useSigningFlow(code: string, onSigned: () => void) {
  const [padOpen, setPadOpen] = useState(false);
  const [pending, setPending] = useState<SignatureInput | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  const confirm = async () => {
    if (!pending || sending) return;
    setSending(true);
    const answer = await signContract(code, pending);
    setSending(false);
    setPending(null);
    if (answer.Type !== 200) {
      setProblem(answer.Content);
      return;
    }
    setPadOpen(false);
    setThanked(true);
    onSigned();
  };

  return {
    padOpen,
    /** The signature waiting for the recipient's confirmation. */
    confirming: pending !== null,
    sending,
    problem,
    thanked,
    openPad: () => setPadOpen(true),
    closePad: () => setPadOpen(false),
    agree: (input: SignatureInput) => setPending(input),
    confirm: () => void confirm(),
    goBack: () => {
      if (!sending) setPending(null);
    },
    dismissProblem: () => setProblem(null),
    dismissThanks: () => setThanked(false),
  };
}

export type SigningFlow = ReturnType<typeof useSigningFlow>;
