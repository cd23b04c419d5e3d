import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContractSummary, ScanConfirmation } from '@tradepact/shared';
import { reloadContactsAndProjects } from '../contacts/api';
import { uploadScan } from './uploadScan';

export type ScanStep =
  | { step: 'pick' }
  | { step: 'uploading'; name: string; sent: number }
  | { step: 'reading' }
  /** The server needs the contractor's word (doc 2: no code, or pages missing). */
  | { step: 'confirm'; file: File; question: ScanConfirmation };

interface ScanUploadSettings {
  /** The contract chosen in My Projects' modal; none on the page. */
  contractId?: string | undefined;
  readingLimitMs: number;
  onFiled: (contract: ContractSummary) => void;
}

const isConfirmation = (data: unknown): data is ScanConfirmation =>
  typeof data === 'object' && data !== null && 'Reason' in data;

/**
 * The steps of filing a scan (doc 2 "Upload Contract"): send it with its progress, wait while the
 * server reads its QR codes, ask when the server needs a yes (and send the same file again, confirmed,
 * for the contract it named), and end filed or with the refusal's Content for the failure popup. A
 * filed scan changes the contract, so every cached answer showing it (My Projects, My Contacts, the
 * contract's own) is read again (issue 29 §3).
 */
export function useScanUpload({ contractId, readingLimitMs, onFiled }: ScanUploadSettings) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanStep>({ step: 'pick' });
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File, confirmedFor?: string) => {
    setFailure(null);
    setState({ step: 'uploading', name: file.name, sent: 0 });
    const answer = await uploadScan({
      file,
      contractId: confirmedFor ?? contractId,
      confirmed: confirmedFor !== undefined,
      readingLimitMs,
      onProgress: (sent) => setState({ step: 'uploading', name: file.name, sent }),
      onSent: () => setState({ step: 'reading' }),
    });
    if (answer.Type === 200 && answer.Data && !isConfirmation(answer.Data)) {
      void reloadContactsAndProjects(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['app', 'contract'] });
      onFiled(answer.Data);
      return;
    }
    if (answer.Type === 409 && isConfirmation(answer.Data)) {
      setState({ step: 'confirm', file, question: answer.Data });
      return;
    }
    setState({ step: 'pick' });
    setFailure(answer.Content);
  };

  return {
    state,
    failure,
    send: (file: File) => void upload(file),
    confirm: () => {
      if (state.step === 'confirm') void upload(state.file, state.question.ContractId);
    },
    decline: () => setState({ step: 'pick' }),
    closeFailure: () => setFailure(null),
  };
}
