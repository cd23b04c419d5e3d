import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Code, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loadSigningAnswerLabels } from '../../i18n/loadLabels';
import type { SignerResponse } from './api';
import { formatDay } from './format';
import { OtherAnswers } from './OtherAnswers';
import { ChangeRequestsNote, DeclinedNote } from './ResponseNotes';
import { Section } from '../../components/Section';
import { ConfirmSignDialog, MessageDialog } from './SignDialogs';
import { loadSignaturePanel, SigningDialog } from './SigningDialog';
import { useResponding } from './useResponding';
import type { SigningFlow } from './useSigningFlow';
import classes from './SigningPage.module.css';

// The dialogs of asking for a change and declining load apart from the page, as the pad does, with
// their words.
const loadResponseDialog = () =>
  Promise.all([import('./ResponseDialog'), loadSigningAnswerLabels()]).then(([module]) => module);
const ResponseDialog = lazy(async () => ({ default: (await loadResponseDialog()).ResponseDialog }));

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
  /** The signing key: asking for a change and declining are sent under it. */
  code: string;
  business: string;
  /** Others sign the contract too: they are told of a decline. */
  othersSign: boolean;
  /** The changes this signer asked for and their decline, oldest first. */
  responses: SignerResponse[];
  onResponded: (responses: SignerResponse[]) => void;
}

/**
 * What signing electronically means, in plain words, then Sign, and beside it asking for a change or
 * declining (issue 32 §2); once signed or declined, a note in its place (no second answer). The changes
 * asked for stay shown above: the contract is still open to sign.
 */
export function SignSection({
  flow,
  signerName,
  expiry,
  signedAt,
  sealedSha256,
  everyoneSigned,
  code,
  business,
  othersSign,
  responses,
  onResponded,
}: SignSectionProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const responding = useResponding(code, onResponded);
  const signedHeading = useRef<HTMLHeadingElement>(null);
  const declinedHeading = useRef<HTMLHeadingElement>(null);
  const lastRequest = useRef<HTMLParagraphElement>(null);
  // The dialogs are drawn once wanted: until then their chunk is only fetched, when the page is idle.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const decline = responses.find((response) => response.Kind === 'declined');
  const requests = responses.filter((response) => response.Kind === 'changeRequested');

  // Fetched once the page is drawn, so that the pad and the dialogs are there when pressed.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => {
      void loadSignaturePanel();
      void loadResponseDialog();
    });
  }, []);

  return (
    <Section title={t('signing.consentSection')}>
      {decline ? (
        <DeclinedNote decline={decline} othersTold={othersSign} headingRef={declinedHeading} />
      ) : signedAt ? (
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
              <Anchor href="/verify" className={classes.inlineTouch}>
                {t('signing.sealedVerify')}
              </Anchor>
            </Stack>
          ) : (
            <Text>{t(everyoneSigned ? 'signing.signedAllLead' : 'signing.signedLead')}</Text>
          )}
        </Alert>
      ) : (
        <Stack gap="sm">
          <ChangeRequestsNote requests={requests} headingRef={lastRequest} />
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
          <OtherAnswers
            onStart={(kind) => {
              // In the language shown now: the page may have changed it since the words were fetched.
              void loadSigningAnswerLabels().finally(() => {
                setDialogsWanted(true);
                responding.start(kind);
              });
            }}
          />
        </Stack>
      )}

      {dialogsWanted && (
        <Suspense fallback={null}>
          {(['ask', 'decline'] as const).map((kind) => (
            <ResponseDialog
              key={kind}
              kind={kind}
              opened={responding.open === kind}
              business={business}
              othersToTell={othersSign}
              text={responding.texts[kind]}
              onType={(text) => responding.type(kind, text)}
              sending={responding.sending}
              onSend={responding.send}
              onCancel={responding.close}
              // Once sent, the reader goes on from what it recorded.
              finalFocus={
                responding.answered === kind ? (kind === 'ask' ? lastRequest : declinedHeading) : undefined
              }
            />
          ))}
        </Suspense>
      )}
      <MessageDialog
        message={responding.problem}
        title={t('messages:dialogErrorTitle')}
        onClose={responding.dismissProblem}
        alert
      />

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
