import { useEffect, useRef } from 'react';
import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './format';
import { Section } from './Section';
import { ConfirmSignDialog, MessageDialog } from './SignDialogs';
import { loadSignaturePanel, SigningDialog } from './SigningDialog';
import type { SigningFlow } from './useSigningFlow';
import classes from './SigningPage.module.css';

interface SignSectionProps {
  /** The pad, the confirmation and the sign call (useSigningFlow): the sign bar opens the same pad. */
  flow: SigningFlow;
  signerName: string;
  /** YYYY-MM-DD: the last day it may be signed. */
  expiry: string;
  signedAt: string | null;
  /** The sealed copy's SHA-256 once everyone signed and it is sealed. */
  sealedSha256: string | null;
  /** Everyone has signed: the sealed copy is on its way. */
  everyoneSigned: boolean;
}

/**
 * What signing electronically means, in plain words, then Sign; once signed, a note in its place
 * (no second signature).
 */
export function SignSection({
  flow,
  signerName,
  expiry,
  signedAt,
  sealedSha256,
  everyoneSigned,
}: SignSectionProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const signedHeading = useRef<HTMLHeadingElement>(null);

  // Fetched once the page is drawn, so that the pad is there when Sign is pressed.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadSignaturePanel());
  }, []);

  return (
    <Section title={t('signing.consentSection')}>
      {signedAt ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={
            <Title order={3} fz="lg" ref={signedHeading} tabIndex={-1}>
              {t('signing.signedTitle')}
            </Title>
          }
        >
          {sealedSha256 ? (
            <Stack gap="xs">
              <Text>{t('signing.sealedLead')}</Text>
              <Text size="sm">
                {t('signing.sealedFingerprint')} <Code className={classes.fingerprint}>{sealedSha256}</Code>
              </Text>
            </Stack>
          ) : (
            <Text>{t(everyoneSigned ? 'signing.signedAllLead' : 'signing.signedLead')}</Text>
          )}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text>{t('signing.consentSameAsPaper')}</Text>
          <Text>{t('signing.consentRecords')}</Text>
          <Text fw={600}>{t('signing.consentExpiry', { date: formatDay(expiry, i18n.language) })}</Text>
          <Button
            size="lg"
            className={classes.signButton}
            leftSection={<IconSignature aria-hidden />}
            onClick={flow.openPad}
          >
            {t('signing.signButton')}
          </Button>
        </Stack>
      )}

      <SigningDialog
        opened={flow.padOpen}
        signerName={signerName}
        onCancel={flow.closePad}
        onAgree={flow.agree}
      />
      <ConfirmSignDialog
        opened={flow.confirming}
        sending={flow.sending}
        onConfirm={flow.confirm}
        onCancel={flow.goBack}
      />
      <MessageDialog
        message={flow.problem}
        title={t('messages:dialogErrorTitle')}
        onClose={flow.dismissProblem}
        alert
      />
      <MessageDialog
        message={flow.thanked ? t('messages:signingSigned') : null}
        title={t('messages:signingThankYou')}
        onClose={flow.dismissThanks}
        // The Sign button is gone: the reader goes on from the note that took its place.
        finalFocus={signedHeading}
      />
    </Section>
  );
}
