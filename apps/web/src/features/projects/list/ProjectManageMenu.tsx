import { useState, type ReactNode } from 'react';
import { Badge, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import {
  IconArchive,
  IconChevronDown,
  IconClockPause,
  IconFileCheck,
  IconFilePlus,
  IconFiles,
  IconFileUpload,
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
  IconBell,
  IconCash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { contractStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectContract } from './api';
import { isSignedAndStanding, latestContracts } from './contracts';
import { OriginalsModal } from './OriginalsModal';
import { owingContracts, ProjectPaymentsModal } from './ProjectPaymentsModal';
import { ReminderModal } from './ReminderModal';
import { UploadSignedModal } from './UploadSignedModal';
import { projectStatus, statusMoves, type StatusMove } from './status';
import { useContractActions } from './useContractActions';

export interface ProjectMenuHandlers {
  onEdit: (project: Project) => void;
  onMakeClientContract: (project: Project) => void;
  onAddSubcontractor: (project: Project) => void;
  onSubcontractors: (project: Project) => void;
  onClientContracts: (project: Project) => void;
  onMove: (project: Project, move: StatusMove) => void;
  onDelete: (project: Project) => void;
}

const moveIcons = {
  [projectStatus.archived]: <IconArchive size={16} aria-hidden />,
  [projectStatus.current]: <IconPlayerPlay size={16} aria-hidden />,
  [projectStatus.pending]: <IconClockPause size={16} aria-hidden />,
};

/** A project with what its card and menu need to act on it. */
export interface ProjectActionsProps {
  project: Project;
  /** Doc 2 §6: making contracts and editing the project/client are disabled, '(Unsubscribed)'. */
  restricted: boolean;
  handlers: ProjectMenuHandlers;
}

/**
 * Doc 2 §2/§6: the owner's 'Manage Project/Client' menu. Its contract actions ('Resend Contract',
 * 'Upload Signed Agreement', 'Payment Reminder', 'Original Contracts') offer what the contract lines
 * offer: one entry per contract each can act on, named by its number (so with several the owner
 * picks one, as DocuSign's and Jobber's actions always name the envelope or quote they act on), and
 * 'NA' when there is none. Each acts exactly as the line's entry does. 'Payments' shows every payment of
 * the project's signed client contracts (issue 33 §1).
 */
export function ProjectManageMenu({ project, restricted, handlers }: ProjectActionsProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [uploadFor, setUploadFor] = useState<ProjectContract | null>(null);
  const [remindersFor, setRemindersFor] = useState<ProjectContract | null>(null);
  const [originalsOf, setOriginalsOf] = useState<ProjectContract | null>(null);
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const actions = useContractActions();
  const current = latestContracts(project.Contracts ?? []);
  const withStatus = (status: string) => current.filter((contract) => contract.Status === status);

  const unsubscribed = (
    <>
      {' '}
      <Text span size="xs" c="dimmed">
        {t('messages:billingUnsubscribedLabel')}
      </Text>
    </>
  );
  const notAvailable = (
    <>
      {' '}
      <Text span size="xs" c="dimmed">
        {t('messages:projectMenuNotAvailable')}
      </Text>
    </>
  );
  /** Doc 2 §6: a contract action while there is no contract to act on ('NA', said in full). */
  const contractOnly = (key: string, label: string, icon: ReactNode) => (
    <Menu.Item
      key={key}
      disabled
      leftSection={icon}
      rightSection={
        <Badge size="xs" variant="light" color="gray" aria-hidden>
          {t('messages:projectMenuNotAvailableShort')}
        </Badge>
      }
    >
      {label} <VisuallyHidden>{t('messages:projectMenuNotAvailable')}</VisuallyHidden>
    </Menu.Item>
  );

  /** One entry per contract `act` applies to, or the entry alone and 'NA'. */
  const perContract = (
    key: string,
    label: string,
    icon: ReactNode,
    contracts: ProjectContract[],
    act: (contract: ProjectContract) => void,
  ) =>
    contracts.length === 0
      ? contractOnly(key, label, icon)
      : contracts.map((contract) => (
          <Menu.Item key={`${key}:${contract.Id}`} leftSection={icon} onClick={() => act(contract)}>
            {t('scans.menuContract', { action: label, number: contract.Number ?? '' })}
          </Menu.Item>
        ));

  return (
    <>
      {/* Thirteen entries are taller than a phone screen: the menu takes the room there is and scrolls. */}
      <Menu
        position="bottom-end"
        shadow="md"
        width={290}
        withinPortal
        middlewares={{ flip: true, shift: true, size: { padding: 8 } }}
      >
        <Menu.Target>
          <Button
            variant="light"
            size="sm"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={t('projects.manageMenuFor', {
              menu: t('messages:projectManageMenu'),
              name: project.Name,
            })}
          >
            {t('messages:projectManageMenu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown style={{ overflowY: 'auto' }} data-testid="manage-menu">
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            disabled={restricted}
            onClick={() => handlers.onEdit(project)}
          >
            {t('projects.menuEdit')}
            {restricted && unsubscribed}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFilePlus size={16} aria-hidden />}
            disabled={restricted}
            onClick={() => handlers.onMakeClientContract(project)}
          >
            {t('projects.menuMakeClientContract')}
            {restricted && unsubscribed}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => handlers.onAddSubcontractor(project)}
          >
            {t('projects.menuAddSubcontractor')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUsers size={16} aria-hidden />}
            onClick={() => handlers.onSubcontractors(project)}
          >
            {t('projects.menuSubcontractors')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFiles size={16} aria-hidden />}
            onClick={() => handlers.onClientContracts(project)}
          >
            {t('projects.menuClientContracts')}
          </Menu.Item>

          <Menu.Divider />
          {perContract(
            'resend',
            t('projects.menuResend'),
            <IconMailForward size={16} aria-hidden />,
            current.filter((contract) => contract.IsResendable === true),
            (contract) => void actions.resend(contract),
          )}
          {perContract(
            'upload',
            t('projects.menuUploadSigned'),
            <IconFileUpload size={16} aria-hidden />,
            withStatus(contractStatuses.sent),
            setUploadFor,
          )}
          {perContract(
            'reminder',
            t('projects.menuPaymentReminder'),
            <IconBell size={16} aria-hidden />,
            // Not for a contract its client cancelled: nothing is owed on it.
            current.filter(isSignedAndStanding),
            setRemindersFor,
          )}
          {owingContracts(project).length === 0 ? (
            contractOnly('payments', t('contractPayments.open'), <IconCash size={16} aria-hidden />)
          ) : (
            <Menu.Item leftSection={<IconCash size={16} aria-hidden />} onClick={() => setPaymentsOpen(true)}>
              {t('contractPayments.open')}
            </Menu.Item>
          )}
          {perContract(
            'originals',
            t('messages:contractOriginalsMenu'),
            <IconFileCheck size={16} aria-hidden />,
            current.filter((contract) => Boolean(contract.OriginalId)),
            setOriginalsOf,
          )}

          <Menu.Divider />
          {statusMoves(project.Status).map((move) => (
            <Menu.Item
              key={move.to}
              leftSection={moveIcons[move.to]}
              onClick={() => handlers.onMove(project, move)}
            >
              {t(`projects.${move.label}`)}
            </Menu.Item>
          ))}

          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={!project.IsDeletable}
            onClick={() => handlers.onDelete(project)}
          >
            {t('projects.menuDelete')}
            {!project.IsDeletable && notAvailable}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UploadSignedModal contract={uploadFor} onClose={() => setUploadFor(null)} />
      <ReminderModal contract={remindersFor} onClose={() => setRemindersFor(null)} />
      <OriginalsModal contract={originalsOf} onClose={() => setOriginalsOf(null)} />
      <ProjectPaymentsModal project={paymentsOpen ? project : null} onClose={() => setPaymentsOpen(false)} />
    </>
  );
}
