import { useState, type ReactNode } from 'react';
import { Badge, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconChevronDown,
  IconDownload,
  IconFileUpload,
  IconHistory,
  IconLinkPlus,
  IconMailForward,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { contractStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ProjectContract } from './api';
import { isSignedAndStanding } from './contracts';
import { ReminderModal } from './ReminderModal';
import { UploadSignedModal } from './UploadSignedModal';
import type { ContractActions } from './useContractActions';

interface ContractMenuProps {
  contract: ProjectContract;
  /** The line's name, for the menu button's accessible name. */
  name: string;
  /** Doc 2 §6: a restricted account cannot edit contracts ('(Unsubscribed)'). */
  restricted: boolean;
  actions: ContractActions;
  onOriginals: (contract: ProjectContract) => void;
}

/**
 * Doc 2 §2, §6: what the owner can do with one contract. Each entry the server's flag does not allow
 * is disabled and says 'NA' ('(Not Available)' to a screen reader); a signed contract says why it
 * cannot be deleted. A sent contract takes its copy signed on paper, a signed one payment reminders
 * (doc 2 §4: the modal shows the server's refusal when its payment mode has no terms to remind).
 */
export function ContractMenu({ contract, name, restricted, actions, onOriginals }: ContractMenuProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const draft = contract.Status === contractStatuses.draft;
  const signed = contract.Status === contractStatuses.signed;
  const sent = contract.Status === contractStatuses.sent;
  const [open, setOpen] = useState<'upload' | 'reminders' | null>(null);

  const notAvailable = {
    rightSection: (
      <Badge size="xs" variant="light" color="gray" aria-hidden>
        {t('messages:projectMenuNotAvailableShort')}
      </Badge>
    ),
  };
  const reason = (text: string) => (
    <>
      {' '}
      <Text span size="xs" c="dimmed">
        {text}
      </Text>
    </>
  );
  /** An entry, enabled or not; `why` replaces 'NA' where a reason says more. */
  const item = (
    key: string,
    label: string,
    icon: ReactNode,
    enabled: boolean,
    act: () => void,
    why?: string,
  ) => (
    <Menu.Item
      key={key}
      leftSection={icon}
      disabled={!enabled}
      onClick={act}
      {...(!enabled && !why ? notAvailable : {})}
    >
      {label}
      {!enabled && !why && (
        <>
          {' '}
          <VisuallyHidden>{t('messages:projectMenuNotAvailable')}</VisuallyHidden>
        </>
      )}
      {!enabled && why && reason(why)}
    </Menu.Item>
  );
  /** A PDF to download (a GET the session's cookie authorizes); 'NA' when there is none. */
  const download = (key: string, label: string, path: string | undefined) =>
    path ? (
      <Menu.Item
        key={key}
        component="a"
        href={path}
        download
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {label}
      </Menu.Item>
    ) : (
      item(key, label, <IconDownload size={16} aria-hidden />, false, () => undefined)
    );

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280} withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('projects.contractMenuFor', { name })}
          >
            {t('projects.contractMenu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {item(
            'edit',
            draft ? t('projects.contractEdit') : t('projects.contractAmend'),
            <IconPencil size={16} aria-hidden />,
            contract.IsEditable === true && !restricted,
            () => actions.edit(contract),
            restricted ? t('messages:billingUnsubscribedLabel') : undefined,
          )}
          {item(
            'resend',
            t('projects.menuResend'),
            <IconMailForward size={16} aria-hidden />,
            contract.IsResendable === true,
            () => void actions.resend(contract),
          )}
          {item(
            'newLinks',
            t('projects.menuNewLinks'),
            <IconLinkPlus size={16} aria-hidden />,
            contract.IsResendable === true,
            () => actions.newLinks(contract),
          )}
          {item(
            'cancel',
            draft ? t('projects.contractDelete') : t('projects.contractWithdraw'),
            <IconTrash size={16} aria-hidden />,
            contract.IsDeletable === true,
            () => actions.cancel(contract),
            signed ? t('messages:contractSignedNotDeletable') : undefined,
          )}
          {item(
            'upload',
            t('projects.menuUploadSigned'),
            <IconFileUpload size={16} aria-hidden />,
            sent,
            () => setOpen('upload'),
          )}
          {item(
            'reminders',
            t('projects.menuPaymentReminder'),
            <IconBell size={16} aria-hidden />,
            // Not for a contract its client cancelled (issue 31 §2): nothing is owed on it.
            isSignedAndStanding(contract),
            () => setOpen('reminders'),
          )}
          {contract.OriginalId &&
            item(
              'originals',
              t('messages:contractOriginalsMenu'),
              <IconHistory size={16} aria-hidden />,
              true,
              () => onOriginals(contract),
            )}
          <Menu.Divider />
          {download('pdf', t('projects.downloadPdf'), contract.OrignalPdf)}
          {download('signedPdf', t('projects.downloadSignedPdf'), contract.SignedPdf)}
        </Menu.Dropdown>
      </Menu>
      <UploadSignedModal contract={open === 'upload' ? contract : null} onClose={() => setOpen(null)} />
      <ReminderModal contract={open === 'reminders' ? contract : null} onClose={() => setOpen(null)} />
    </>
  );
}
