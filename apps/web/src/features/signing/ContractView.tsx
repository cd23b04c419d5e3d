import { useEffect, useState } from 'react';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { chosenLanguage, showLanguage } from '../../i18n/switchLanguage';
import { signerPdfHref, type SigningContract } from './api';
import { CancellationNotice } from './CancellationNotice';
import { ContractFrame } from './ContractFrame';
import { SchedulesSection } from './SchedulesSection';
import { SenderSection } from './SenderSection';
import { SignersSection } from './SignersSection';
import { SignSection } from './SignSection';
import classes from './SigningPage.module.css';

/**
 * The contract as its recipient reads it, top to bottom as they need it: who sent it, the contract
 * itself and its schedules, who signs, a consumer's right to cancel, then what signing electronically
 * means and the Sign button.
 */
export function ContractView({ code, contract }: { code: string; contract: SigningContract }) {
  const { t, i18n } = useTranslation();
  // The page speaks the contract's language, unless the reader chose one with the switch.
  useEffect(() => {
    if (!chosenLanguage() && i18n.language !== contract.Language) void showLanguage(contract.Language);
  }, [contract.Language, i18n]);
  // The time this visit signed: the key no longer opens the contract, so the page keeps it.
  const [signedAt, setSignedAt] = useState<string | null>(null);

  return (
    <>
      <header>
        <Group gap="xs" mb="sm">
          <Logo size={24} />
          <Text size="sm" fw={600}>
            {t('signing.deliveredBy')}
          </Text>
        </Group>
        <Title order={1} className={classes.heading}>
          {t('signing.heading', { business: contract.BusinessName })}
        </Title>
        <Text mt="xs">{t('signing.greeting', { name: contract.SignerName })}</Text>
      </header>
      <SenderSection contract={contract} />
      <ContractFrame
        body={contract.Body}
        title={t('signing.contractFrame', { number: contract.Number, business: contract.BusinessName })}
      />
      <Anchor href={signerPdfHref(code)} download className={classes.scheduleLink}>
        <IconDownload size={20} aria-hidden className={classes.linkIcon} />
        <span>{t('signing.downloadPdf')}</span>
      </Anchor>
      <SchedulesSection code={code} schedules={contract.Schedules} />
      <SignersSection signers={contract.Signers} signerName={contract.SignerName} signedAt={signedAt} />
      {contract.Cancellation && <CancellationNotice cancellation={contract.Cancellation} />}
      <SignSection
        code={code}
        signerName={contract.SignerName}
        expiry={contract.ExpiredTime}
        signedAt={signedAt}
        onSigned={() => setSignedAt(new Date().toISOString())}
      />
    </>
  );
}
