import { Badge, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ProjectContract } from './api';
import { contractState, signers, stateColours, type ContractState } from './contracts';

/** A state in words: 'Draft Contract', 'Contract Expired' (doc 2 §4), the others the catalogue's. */
export const stateWords: Record<ContractState, MessageKey> = {
  draft: 'contractDraftLabel',
  sent: 'contractStatusSent',
  partlySigned: 'contractStatusPartlySigned',
  signed: 'contractStatusSigned',
  cancelledByClient: 'contractStatusCancelledByClient',
  expired: 'contractExpiredLabel',
  cancelled: 'contractStatusCancelled',
  superseded: 'contractStatusSuperseded',
};

/** Who signed and who is still to sign, by name, while a contract waits for signatures. */
function useSignersLine(contract: ProjectContract, shown: boolean): string {
  const { t } = useTranslation();
  if (!shown) return '';
  const { signed, waiting } = signers(contract);
  if (signed.length === 0)
    return waiting.length > 0 ? t('projects.waitingFor', { names: waiting.join(', ') }) : '';
  if (waiting.length === 0) return t('projects.signedBy', { names: signed.join(', ') });
  return t('projects.signedByWaitingFor', { signed: signed.join(', '), waiting: waiting.join(', ') });
}

/**
 * A contract's state: its colour with its word beside it (never colour alone, DECISIONS), and, while
 * it waits for signatures, who signed and who has not.
 */
export function ContractStateBadge({ contract }: { contract: ProjectContract }) {
  const { t } = useTranslation(['ui', 'messages']);
  const state = contractState(contract);
  const line = useSignersLine(contract, state === 'sent' || state === 'partlySigned');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={stateColours[state]} variant="light" tt="none" data-state={state}>
        {t(`messages:${stateWords[state]}`)}
      </Badge>
      {line && (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      )}
    </Stack>
  );
}
