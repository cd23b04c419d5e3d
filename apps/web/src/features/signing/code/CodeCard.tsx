import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signingCodeRules, type SigningCodeNeeded } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { chosenLanguage, showLanguage } from '../../../i18n/switchLanguage';
import pageClasses from '../SigningPage.module.css';
import classes from './CodeCard.module.css';
import { checkCode, textCode } from './api';
import { useCountdown } from './useCountdown';

interface CodeCardProps {
  /** The signing key of the page's link. */
  code: string;
  needed: SigningCodeNeeded;
  /** Reads the contract again, now that this browser may open it. */
  onOpened: () => Promise<unknown>;
}

/**
 * Issue 32 §4: instead of a contract sent with a code before opening, a small card: who protects it
 * and where the code goes, "Text me the code", then the code's field (the phone offers the code it
 * received: autocomplete one-time-code) and "Open the contract". A new code can be asked once the
 * wait is over; a wrong or expired code says so in the server's words.
 */
export function CodeCard({ code, needed, onOpened }: CodeCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // The card speaks the contract's language, unless the reader chose one with the switch.
  useEffect(() => {
    if (!chosenLanguage() && i18n.language !== needed.Language) void showLanguage(needed.Language);
  }, [needed.Language, i18n]);
  const [sent, setSent] = useState(needed.CodeSent);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'texting' | 'checking' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const wait = useCountdown(needed.ResendSeconds);

  const text = async () => {
    setBusy('texting');
    const answer = await textCode(code);
    setBusy(null);
    if (answer.Type !== 200) {
      setProblem(answer.Content);
      return;
    }
    setProblem(null);
    setSent(true);
    setTyped('');
    wait.restart(answer.Data.ResendSeconds);
  };

  const open = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('checking');
    const answer = await checkCode(code, typed);
    if (answer.Type !== 200) {
      setBusy(null);
      setProblem(answer.Content);
      return;
    }
    setProblem(null);
    // The page draws the contract once it is read again; until then the button says it is working.
    await onOpened();
    setBusy(null);
  };

  // The number is never broken at its hyphens: non-breaking ones (U+2011) keep it on one line.
  const phone = needed.Phone.replaceAll('-', '\u2011');
  const lead = needed.BusinessName
    ? t('signingCode.lead', { business: needed.BusinessName, phone })
    : t('signingCode.leadUnnamed', { phone });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      maw="32rem"
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconLock size={24} aria-hidden className={classes.icon} />
          <Title order={2} fz="h3" id={headingId}>
            {t('signingCode.title')}
          </Title>
        </Group>
        {sent ? (
          <Text>{t('signingCode.sent', { phone, minutes: signingCodeRules.validMinutes })}</Text>
        ) : (
          <Stack gap={4}>
            <Text>{lead}</Text>
            <Text size="sm" c="dimmed">
              {t('signingCode.why')}
            </Text>
          </Stack>
        )}
        {sent && (
          <form onSubmit={(event) => void open(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('signingCode.codeLabel')}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={signingCodeRules.digits}
                error={problem}
                errorProps={{ role: 'alert' }}
                classNames={{ input: classes.code }}
                autoFocus
              />
              <Button
                type="submit"
                loading={busy === 'checking'}
                disabled={busy === 'texting'}
                className={pageClasses.touch}
              >
                {t('signingCode.open')}
              </Button>
            </Stack>
          </form>
        )}
        {!sent && problem && (
          <Text c="red.8" fw={600} role="alert">
            {problem}
          </Text>
        )}
        <Stack gap={4}>
          <Button
            variant={sent ? 'default' : 'filled'}
            onClick={() => void text()}
            loading={busy === 'texting'}
            disabled={wait.left > 0 || busy === 'checking'}
            className={pageClasses.touch}
          >
            {t(sent ? 'signingCode.resend' : 'signingCode.send')}
          </Button>
          {wait.left > 0 && (
            <Text size="sm" c="dimmed">
              {t('signingCode.resendIn', { seconds: wait.left })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
