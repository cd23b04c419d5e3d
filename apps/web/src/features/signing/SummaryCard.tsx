import { useId, type ReactNode } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatAmountWithTax, formatCad, type SigningSummary } from '@tradepact/shared';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '../../components/ContactLinks';
import { wordsOf } from '../../i18n/words';
import type { SigningContract } from './api';
import { formatDay } from './format';
import { SignerList } from './SignerList';
import classes from './SigningPage.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** The work's dates as the contract states them: a range, or whichever end it names. */
function useDates(summary: SigningSummary): string | null {
  const { t, i18n } = useTranslation();
  const start = summary.CommencementDate && formatDay(summary.CommencementDate, i18n.language);
  const end = summary.CompletionDate && formatDay(summary.CompletionDate, i18n.language);
  if (start && end) return t('signing.summaryDatesRange', { start, end });
  if (start) return t('signing.summaryStarts', { date: start });
  if (end) return t('signing.summaryEnds', { date: end });
  return null;
}

interface SummaryCardProps {
  contract: SigningContract;
  /** When this signer signed (on an earlier visit or this one), else null. */
  signedAt: string | null;
  /** Takes the reader to the signature, at the end of the page. */
  onGoToSignature: () => void;
}

/**
 * What the page opens on (issue 32 §1): what the contract is, who sent it, what it costs with tax,
 * the deposit and the dates, who signs, and until when, before the contract itself. A phone shows it
 * on the first screen; the reader learns what they are asked to sign before they scroll.
 */
export function SummaryCard({ contract, signedAt, onGoToSignature }: SummaryCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { Summary: summary } = contract;
  const language = i18n.language;
  const locale = `${language}-CA`;
  const dates = useDates(summary);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.summary}
    >
      <Title order={2} fz="h3" id={headingId}>
        {contract.Revision > 0
          ? t('signing.summaryAmendment', { revision: contract.Revision, number: contract.Number })
          : t('signing.summaryTitle', { number: contract.Number })}
      </Title>
      {summary.ServiceType && (
        <Text size="lg" mt={4}>
          {summary.ServiceType}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" mt="md" mb={0}>
        {summary.TotalWithTax !== null && summary.Price !== null && (
          <Fact label={t('signing.summaryTotal')}>
            <span className={classes.total}>{formatCad(summary.TotalWithTax, locale)}</span>
            <Text component="span" display="block" size="sm" fw={400} c="dimmed">
              {formatAmountWithTax(
                {
                  lines: summary.Taxes.map((tax) => ({
                    kind: tax.Kind,
                    ratePercent: tax.RatePercent,
                    cents: tax.Cents,
                  })),
                  taxCents: summary.TotalWithTax - summary.Price,
                  totalCents: summary.TotalWithTax,
                },
                locale,
                wordsOf(language),
              )}
            </Text>
          </Fact>
        )}
        {summary.Deposit !== null && (
          <Fact label={t('signing.summaryDeposit')}>
            {summary.DepositDate
              ? t('signing.summaryDepositBy', {
                  amount: formatCad(summary.Deposit, locale),
                  date: formatDay(summary.DepositDate, language),
                })
              : formatCad(summary.Deposit, locale)}
          </Fact>
        )}
        {dates && <Fact label={t('signing.summaryDates')}>{dates}</Fact>}
        {!signedAt && contract.ExpiredTime && (
          <Fact label={t('signing.signBy')}>{formatDay(contract.ExpiredTime, language)}</Fact>
        )}
        <Fact label={t('signing.sentBy')}>
          <Stack gap={0} component="span">
            <span>{contract.BusinessName}</span>
            {contract.ContractorName && (
              <Text component="span" fw={400}>
                {contract.ContractorName}
              </Text>
            )}
            <ContactLinks
              phone={contract.ContractorPhone}
              email={contract.ContractorEmail}
              locale={language}
            />
          </Stack>
        </Fact>
        {contract.Signers.length > 0 && (
          <Fact label={t('signing.summarySigners')}>
            <SignerList
              signers={contract.Signers}
              signerName={contract.SignerName}
              signedAt={signedAt}
              inOrder={contract.InOrder}
            />
          </Fact>
        )}
      </SimpleGrid>
      {!signedAt && (
        <Button
          component="a"
          href="#signature"
          variant="light"
          mt="md"
          className={classes.touch}
          rightSection={<IconArrowDown size={18} aria-hidden />}
          onClick={(event) => {
            event.preventDefault();
            onGoToSignature();
          }}
        >
          {t('signing.goToSignature')}
        </Button>
      )}
    </Paper>
  );
}
