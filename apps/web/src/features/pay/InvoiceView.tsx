import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isLanguage } from '@tradepact/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { chosenLanguage, showLanguage } from '../../i18n/switchLanguage';
import { invoicePdfHref, type PayPage } from './api';
import { AmountsSection } from './AmountsSection';
import { leftToSendOf, payStatusOf } from './amounts';
import { BalanceCard } from './BalanceCard';
import { FactsSection } from './FactsSection';
import { loadHowToPay } from './loadHowToPay';
import classes from './PayPage.module.css';

// The ways to pay load apart from the page (PayPage starts them with the invoice), and the dispute's
// dialog when it opens: what they draw from Mantine (the copy buttons, the forms' inputs) would
// otherwise join the scripts every page of the site loads first (vite.config.ts, `framework`).
const HowToPay = lazy(async () => ({ default: (await loadHowToPay()).HowToPay }));
const DisputeDialog = lazy(async () => ({ default: (await import('./DisputeDialog')).DisputeDialog }));

interface InvoiceViewProps {
  payKey: string;
  page: PayPage;
  /** Back from the card payment page: the payment is being confirmed. */
  backFromCard: boolean;
}

/**
 * The invoice as its client reads it, top to bottom as they need it: who sends it and for what, the
 * balance and when it is due, how to pay it, the amounts that make it up, and the invoice's facts;
 * then its PDF and, quietly, a way to dispute it.
 */
export function InvoiceView({ payKey, page, backFromCard }: InvoiceViewProps) {
  const { t, i18n } = useTranslation();
  // The page speaks the invoice's language, unless the reader chose one with the switch.
  useEffect(() => {
    if (!chosenLanguage() && isLanguage(page.Language) && i18n.language !== page.Language) {
      void showLanguage(page.Language);
    }
  }, [page.Language, i18n]);
  const [disputing, setDisputing] = useState(false);
  const disputeLink = useRef<HTMLButtonElement>(null);
  const { Invoice: invoice, Contractor: contractor } = page;
  const status = payStatusOf(invoice);
  // Paid, or everything left reported as sent, or a card payment being confirmed: nothing to pay here.
  const payable = status !== 'paid' && leftToSendOf(invoice) > 0 && !backFromCard;

  return (
    <>
      <header>
        <Group gap="xs" mb="sm" wrap="nowrap">
          <Logo size={24} />
          <Text size="sm" fw={600}>
            {t('pay.deliveredBy')}
          </Text>
        </Group>
        <Title order={1} className={classes.heading}>
          {t('pay.heading', { number: invoice.Number, business: contractor.Name })}
        </Title>
        <Text size="lg" mt={4}>
          {invoice.Description}
        </Text>
      </header>
      <BalanceCard page={page} status={status} backFromCard={backFromCard} />
      {payable && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-hidden />
            </Center>
          }
        >
          <HowToPay payKey={payKey} page={page} />
        </Suspense>
      )}
      <AmountsSection invoice={invoice} />
      <FactsSection page={page} />
      <Stack gap={0}>
        <Anchor href={invoicePdfHref(payKey)} download className={classes.inlineTouch}>
          <IconDownload size={20} aria-hidden className={classes.linkIcon} />
          <span>{t('pay.downloadPdf')}</span>
        </Anchor>
        {status !== 'paid' && status !== 'disputed' && (
          <Anchor
            ref={disputeLink}
            component="button"
            type="button"
            c="dimmed"
            size="sm"
            className={classes.inlineTouch}
            onClick={() => setDisputing(true)}
          >
            {t('pay.disputeLink')}
          </Anchor>
        )}
      </Stack>
      {disputing && (
        <Suspense fallback={null}>
          <DisputeDialog
            payKey={payKey}
            business={contractor.Name}
            onClose={() => setDisputing(false)}
            finalFocus={disputeLink}
          />
        </Suspense>
      )}
    </>
  );
}
