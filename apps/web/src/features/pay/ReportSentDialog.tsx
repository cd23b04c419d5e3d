import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { cleanCurrencyInput, currencyInputCents, type DecimalMark } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import { reportSent, useShowPayPage } from './api';
import classes from './PayPage.module.css';

/** French writes a decimal comma (and reads a dot too); English a dot. */
const decimalMarkOf = (language: string): DecimalMark => (language === 'fr' ? ',' : '.');

/** Cents as the input writes them, with the language's decimal mark and no grouping: "1250,50". */
const amountText = (cents: number, mark: DecimalMark) => (cents / 100).toFixed(2).replace('.', mark);

interface ReportSentDialogProps {
  opened: boolean;
  payKey: string;
  business: string;
  /** What is left to send: the amount the form starts with. */
  amountCents: number;
  onClose: () => void;
}

/**
 * "I sent it": the amount sent (the balance unless the client changes it), then the contractor is
 * told to look for the e-Transfer. The page shows the report once the server recorded it.
 */
export function ReportSentDialog({ opened, payKey, business, amountCents, onClose }: ReportSentDialogProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const mark = decimalMarkOf(i18n.language);
  const [text, setText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const showPage = useShowPayPage(payKey);
  // Until the client types, the field shows the balance in the page's language (which may change).
  const shown = text ?? amountText(amountCents, mark);

  const close = () => {
    setText(null);
    setProblem(null);
    onClose();
  };
  const send = async () => {
    const cents = currencyInputCents(shown, mark);
    if (cents <= 0) {
      setProblem(t('messages:paymentAmountRequired'));
      return;
    }
    setSending(true);
    const answer = await reportSent(payKey, cents);
    setSending(false);
    if (answer.Type !== 200) {
      setProblem(answer.Content);
      return;
    }
    close();
    showPage(answer.Data);
  };

  return (
    <Dialog opened={opened} title={t('pay.sentTitle', { business })} onClose={close} dismissible={!sending}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text>{t('pay.sentLead', { business })}</Text>
          <TextInput
            label={t('pay.sentAmount')}
            inputMode="decimal"
            autoComplete="off"
            size="md"
            // The dollar sign where the language writes it: before the amount in English, after in French.
            leftSection={mark === '.' ? '$' : undefined}
            rightSection={mark === ',' ? '$' : undefined}
            value={shown}
            onChange={(event) => setText(cleanCurrencyInput(event.currentTarget.value, mark))}
            data-autofocus
          />
          {problem && <ProblemAlert>{problem}</ProblemAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={sending} className={classes.touch}>
              {t('pay.goBack')}
            </Button>
            <Button type="submit" loading={sending} className={classes.touch}>
              {t('pay.sentSend', { business })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
