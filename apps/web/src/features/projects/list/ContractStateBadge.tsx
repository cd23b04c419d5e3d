import { useId, useState } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { MessageKey, MessageParams } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ProjectContract } from './api';
import {
  awaitsSignatures,
  contractState,
  signers,
  stateColours,
  stateTextColours,
  type ContractState,
} from './contracts';
import { dateText } from './text';
import classes from './ContractStateBadge.module.css';

/** A state in words: 'Draft Contract', 'Contract Expired' (doc 2 §4), the others the catalogue's. */
export const stateWords: Record<ContractState, MessageKey> = {
  draft: 'contractDraftLabel',
  sent: 'contractStatusSent',
  partlySigned: 'contractStatusPartlySigned',
  changesRequested: 'contractStatusChangesRequested',
  signed: 'contractStatusSigned',
  cancelledByClient: 'contractStatusCancelledByClient',
  expired: 'contractExpiredLabel',
  cancelled: 'contractStatusCancelled',
  declined: 'contractStatusDeclined',
  superseded: 'contractStatusSuperseded',
};

/**
 * A contract's state in words, naming who asked for a change or declined (issue 32 §2): 'Declined by
 * Jane Doe'.
 */
export function stateWordOf(contract: ProjectContract): { key: MessageKey; params: MessageParams } {
  const state = contractState(contract);
  const name = contract.Response?.Name;
  if (name && state === 'changesRequested')
    return { key: 'contractStatusChangesRequestedBy', params: { name } };
  if (name && state === 'declined') return { key: 'contractStatusDeclinedBy', params: { name } };
  return { key: stateWords[state], params: {} };
}

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

/** Words longer than this are folded to a few lines, and unfolded on demand. */
const foldAfter = 140;

/** What the recipient wrote with their change request or decline, and the day they sent it. */
function ResponseWords({ response }: { response: NonNullable<ProjectContract['Response']> }) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const wordsId = useId();
  const text = response.Text.trim();
  const long = text.length > foldAfter || text.includes('\n');
  return (
    <Stack gap={2} className={classes.response}>
      {text && (
        <Text id={wordsId} size="sm" className={classes.words} lineClamp={long && !unfolded ? 3 : undefined}>
          {text}
        </Text>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('projects.responseSent', { date: dateText(response.Time) })}
        </Text>
        {long && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            aria-expanded={unfolded}
            aria-controls={wordsId}
            onClick={() => setUnfolded((open) => !open)}
          >
            {t(unfolded ? 'projects.responseShowLess' : 'projects.responseShowAll')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/**
 * A contract's state: its colour with its word beside it (never colour alone, DECISIONS), and, while
 * it waits for signatures, who signed and who has not; a change asked for or a decline with the
 * recipient's words.
 */
export function ContractStateBadge({ contract }: { contract: ProjectContract }) {
  const { t } = useTranslation(['ui', 'messages']);
  const state = contractState(contract);
  const word = stateWordOf(contract);
  const line = useSignersLine(contract, awaitsSignatures(state));
  const response = state === 'changesRequested' || state === 'declined' ? contract.Response : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={stateColours[state]}
        c={stateTextColours[state]}
        variant="light"
        tt="none"
        h="auto"
        // A name makes the words long: they wrap on a phone rather than end in an ellipsis.
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        data-state={state}
      >
        {t(`messages:${word.key}`, word.params)}
      </Badge>
      {response && <ResponseWords response={response} />}
      {line && (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      )}
    </Stack>
  );
}
