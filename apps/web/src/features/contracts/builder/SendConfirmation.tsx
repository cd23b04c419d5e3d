import { useState } from 'react';
import { Button, Group, List, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatPhone, limits, type SendRecipient } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';

/** Above the preview modal, under the builder's popups (a refusal shows over it). */
const overPreview = 300;

export interface SendConfirmationProps {
  opened: boolean;
  /** Who the server will ask to sign, as the preview answered: the address and mobile it uses. */
  recipients: readonly SendRecipient[];
  sending: boolean;
  /** Sends, with the personal message and whether a code by text opens the contract (issue 32 §4). */
  onSend: (message: string, signingCode: boolean) => void;
  onCancel: () => void;
}

/**
 * "Sarah Okafor · sarah@example.com · text to 647-555-0199" (the business name first, when there is
 * one). The mobile is kept whole: a number is never broken at its hyphens.
 */
function RecipientLine({ recipient }: { recipient: SendRecipient }) {
  const { t, i18n } = useTranslation();
  const who =
    recipient.BusinessName && recipient.Name
      ? `${recipient.BusinessName} (${recipient.Name})`
      : recipient.BusinessName || recipient.Name;
  return (
    <>
      {[who, recipient.Email].filter(Boolean).join(' · ')}
      {recipient.Mobile && (
        <>
          {' · '}
          <span style={{ whiteSpace: 'nowrap' }}>
            {t('contracts.textTo', { phone: formatPhone(recipient.Mobile, i18n.language) })}
          </span>
        </>
      )}
    </>
  );
}

/**
 * Send's last check (issue 29 §4): each recipient with the email address and the mobile number the
 * send uses, a code by text before the contract opens when every one of them has a mobile number
 * (issue 32 §4), and an optional personal message for the email; Cancel or Send.
 */
export function SendConfirmation({ opened, recipients, sending, onSend, onCancel }: SendConfirmationProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [signingCode, setSigningCode] = useState(false);
  const everyoneTextable = recipients.length > 0 && recipients.every((recipient) => recipient.Mobile !== '');
  return (
    <AppModal opened={opened} onClose={onCancel} title={t('contracts.confirmTitle')} zIndex={overPreview}>
      <Stack gap="md">
        <Text size="sm">{t('contracts.confirmRecipients', { count: recipients.length })}</Text>
        <List size="sm" spacing={4}>
          {recipients.map((recipient) => (
            <List.Item key={`${recipient.Email} ${recipient.Name}`} style={{ overflowWrap: 'anywhere' }}>
              <RecipientLine recipient={recipient} />
            </List.Item>
          ))}
        </List>
        {everyoneTextable && (
          <Switch
            checked={signingCode}
            onChange={(event) => setSigningCode(event.currentTarget.checked)}
            label={t('contracts.signingCode')}
            description={t('contracts.signingCodeHint')}
          />
        )}
        <Textarea
          label={t('contracts.personalMessage')}
          description={t('contracts.personalMessageHelp', {
            count: message.length,
            max: limits.sendMessageMaxLength,
          })}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={limits.sendMessageMaxLength}
          rows={4}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {t('contracts.cancel')}
          </Button>
          <Button
            onClick={() => onSend(message, everyoneTextable && signingCode)}
            loading={sending}
            leftSection={<IconSend size={18} aria-hidden />}
            data-autofocus
          >
            {t('contracts.send')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
