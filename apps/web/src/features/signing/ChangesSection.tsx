import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  changeName,
  formatCad,
  type ContractChange,
  type PaymentMode,
  type SigningContract,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../i18n/words';
import { formatDay } from './format';
import { Section } from '../../components/Section';
import classes from './SigningPage.module.css';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** One change's sides, worded: "Was" and "Now", or "Added" / "Removed" for what one side lacks. */
function Sides({ before, after }: { before: ReactNode | null; after: ReactNode | null }) {
  const { t } = useTranslation();
  if (before === null) return <Side label={t('signing.changeAdded')}>{after}</Side>;
  if (after === null) return <Side label={t('signing.changeRemoved')}>{before}</Side>;
  return (
    <>
      <Side label={t('signing.changeWas')}>{before}</Side>
      <Side label={t('signing.changeNow')}>{after}</Side>
    </>
  );
}

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text className={classes.changeSide}>
      <Text component="span" fw={600}>
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

/** A change's two sides as the reader's language writes them. */
function useWording() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = `${language}-CA`;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const text = (value: string) => value || t('signing.changeEmpty');
  const day = (value: string) => (value ? formatDay(value, language) : t('signing.changeEmpty'));
  return (change: ContractChange): { before: ReactNode | null; after: ReactNode | null } => {
    switch (change.Kind) {
      case 'totalCost':
      case 'deposit':
        return { before: formatCad(change.Before, locale), after: formatCad(change.After, locale) };
      case 'commencementDate':
      case 'completionDate':
      case 'depositDate':
        return { before: day(change.Before), after: day(change.After) };
      case 'paymentMode':
        return {
          before: t(`signing.paymentModes.${change.Before as PaymentMode}`),
          after: t(`signing.paymentModes.${change.After as PaymentMode}`),
        };
      case 'paymentLine': {
        const line = (side: { Name: string; Amount: number } | null) =>
          side &&
          t('signing.changeLine', {
            name: isDay(side.Name) ? formatDay(side.Name, language) : side.Name,
            amount: change.Percent ? percent.format(side.Amount / 10_000) : formatCad(side.Amount, locale),
          });
        return { before: line(change.Before), after: line(change.After) };
      }
      case 'schedule': {
        const label = (side: { Title: string; Name: string } | null) =>
          side && t('signing.scheduleLink', { title: side.Title, name: side.Name });
        return { before: label(change.Before), after: label(change.After) };
      }
      case 'clause':
        return { before: change.Before, after: change.After };
      default:
        return { before: text(change.Before), after: text(change.After) };
    }
  };
}

/**
 * What an amendment changes against the version it amends (issue 32 §5), above its document: the
 * reader sees what is new without comparing two contracts line by line.
 */
export function ChangesSection({ contract }: { contract: SigningContract }) {
  const { t, i18n } = useTranslation();
  const words = useWording();
  const names = wordsOf(i18n.language);
  const previous =
    contract.Revision > 1
      ? t('signing.summaryAmendment', { revision: contract.Revision - 1, number: contract.Number })
      : t('signing.summaryTitle', { number: contract.Number });
  if (contract.Changes.length === 0) {
    return (
      <Section title={t('signing.changesTitle')}>
        <Text>{t('signing.changesNone', { previous })}</Text>
      </Section>
    );
  }
  return (
    <Section title={t('signing.changesTitle')}>
      <Text mb="sm">{t('signing.changesLead', { previous })}</Text>
      <Stack component="ul" gap="md" className={classes.plainList}>
        {contract.Changes.map((change, index) => {
          const { before, after } = words(change);
          return (
            <li key={`${change.Kind}-${index}`} className={classes.change}>
              <Text fw={700}>{changeName(change, names)}</Text>
              <Sides before={before} after={after} />
            </li>
          );
        })}
      </Stack>
    </Section>
  );
}
