import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { contractStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { cancelContract, resendContract, sendNewLinks, useReloadProjects, type ProjectContract } from './api';
import { deliveriesKey } from './deliveries';
import { isSubcontract } from './contracts';

/** Where the owner edits a contract: the builder's edit screen of its kind (doc 2 §2, doc 3 §2). */
export const editPath = (contract: ProjectContract) =>
  `/${isSubcontract(contract) ? 'EditSubContract' : 'EditClientContract'}/${contract.Id}`;

const isDraft = (contract: ProjectContract) => contract.Status === contractStatuses.draft;

/**
 * The actions of a contract line in My Projects (doc 2 §2, §7, §8). Successes are the spec's toasts
 * ('Contract Sent!' for a resend, DECISIONS "Two sent messages"; 'Contract Deleted!' for a draft,
 * 'Contract withdrawn' for a sent contract, kept as Cancelled), then the list
 * reloads; a refusal is the error toast with the server's Content (DECISIONS "Refusals are always shown").
 */
export function useContractActions() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const reload = useReloadProjects();
  const queryClient = useQueryClient();

  return {
    edit: (contract: ProjectContract) => void navigate(editPath(contract)),

    resend: async (contract: ProjectContract) => {
      const answer = await resendContract(contract.Id);
      if (answer.Type !== 200) return;
      toastSuccess(t('messages:contractSent'));
      // The line's delivery status is of the messages this resend queued.
      await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: deliveriesKey(contract.Id) })]);
    },

    /**
     * Asks first: new links end the ones sent before, which a resend would have sent again (DECISIONS
     * "Resend keeps the link").
     */
    newLinks: (contract: ProjectContract) =>
      modals.openConfirmModal({
        title: t('projects.newLinksTitle'),
        children: <Text size="sm">{t('projects.newLinksConfirm')}</Text>,
        labels: { confirm: t('projects.newLinksSend'), cancel: t('projects.confirmNo') },
        closeButtonProps: { 'aria-label': t('app.close') },
        onConfirm: () =>
          void (async () => {
            const answer = await sendNewLinks(contract.Id);
            if (answer.Type !== 200) return;
            toastSuccess(t('messages:contractNewLinksSent'));
            await Promise.all([
              reload(),
              queryClient.invalidateQueries({ queryKey: deliveriesKey(contract.Id) }),
            ]);
          })(),
      }),

    /** Asks first, worded for what cancel does to this contract (DECISIONS "What cancel means"). */
    cancel: (contract: ProjectContract) =>
      modals.openConfirmModal({
        title: t(isDraft(contract) ? 'projects.deleteDraftTitle' : 'projects.withdrawTitle'),
        children: (
          <Text size="sm">
            {t(isDraft(contract) ? 'projects.deleteDraftConfirm' : 'projects.withdrawConfirm')}
          </Text>
        ),
        labels: {
          confirm: t(isDraft(contract) ? 'projects.contractDelete' : 'projects.contractWithdraw'),
          cancel: t('projects.confirmNo'),
        },
        confirmProps: { color: 'red' },
        closeButtonProps: { 'aria-label': t('app.close') },
        onConfirm: () =>
          void (async () => {
            const answer = await cancelContract(contract.Id);
            if (answer.Type !== 200) return;
            toastSuccess(t(isDraft(contract) ? 'messages:contractDeleted' : 'messages:contractWithdrawn'));
            await reload();
          })(),
      }),
  };
}

export type ContractActions = ReturnType<typeof useContractActions>;
