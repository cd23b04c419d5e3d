import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { languageOf } from '@tradepact/shared';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { chosenLanguage, showLanguage } from '../../i18n/switchLanguage';
import { signerPdfHref, signingContractKey, type SigningContract, type SigningEnglish } from './api';
import { CancellationNotice } from './CancellationNotice';
import { ContractFrame } from './ContractFrame';
import { formatInstantDay, formatInstantTime } from './format';
import { SchedulesSection } from './SchedulesSection';
import { scrollToY } from './scrollTo';
import { SignBar } from './SignBar';
import { SignSection } from './SignSection';
import { SummaryCard } from './SummaryCard';
import { useInView } from './useInView';
import { useSigningFlow } from './useSigningFlow';
import classes from './SigningPage.module.css';

// An amendment's changes load apart from the page: most contracts are originals.
const ChangesSection = lazy(async () => ({ default: (await import('./ChangesSection')).ChangesSection }));

// Quebec's English offer loads apart from the page: most contracts have no English version.
const loadEnglishVersionOffer = () => import('./EnglishVersionOffer');
const EnglishVersionOffer = lazy(async () => ({
  default: (await loadEnglishVersionOffer()).EnglishVersionOffer,
}));

/**
 * The contract as its recipient reads it, top to bottom as they need it: a summary card (what it is,
 * who sent it, what it costs, who signs), the contract itself with its table of contents and its
 * schedules, a consumer's right to cancel, then what signing electronically means and the Sign
 * button, which a bar at the bottom of the screen keeps within reach until it is in sight.
 */
export function ContractView({ code, contract }: { code: string; contract: SigningContract }) {
  const { t, i18n } = useTranslation();
  // The page speaks the contract's language, unless the reader chose one with the switch.
  useEffect(() => {
    if (!chosenLanguage() && i18n.language !== contract.Language) void showLanguage(contract.Language);
  }, [contract.Language, i18n]);
  // When this signer signed: on an earlier visit (the link shows what they signed), or on this one.
  const [signedAt, setSignedAt] = useState<string | null>(contract.SignedTime);
  const flow = useSigningFlow(code, () => setSignedAt(new Date().toISOString()));
  const [signArea, setSignArea] = useState<HTMLDivElement | null>(null);
  const signing = useInView(signArea);
  const goToSignature = () => {
    if (!signArea) return;
    scrollToY(window.scrollY + signArea.getBoundingClientRect().top - 16);
    signArea.focus({ preventScroll: true });
  };
  const everyoneSigned = contract.Signers.every(
    (signer) => signer.SignedTime !== null || (signer.Name === contract.SignerName && signedAt !== null),
  );
  // The changes this signer asked for and their decline: as loaded, then as each answer recorded them.
  const [responses, setResponses] = useState(contract.Responses);
  // Once declined, nothing is left to sign: no bar, no way to the signature.
  const declined = responses.some((response) => response.Kind === 'declined');
  const queryClient = useQueryClient();
  const english = contract.English;
  const {
    setEnd: setFrenchEnd,
    read: frenchRead,
    check: checkFrenchEnd,
  } = useReadToEnd(english !== undefined);
  // The English, once the signer expressly wished it, is what they read and sign.
  const englishBody = english?.Body ?? null;
  // Fetched while the French is read, so that the offer is there when its end is reached.
  const offersEnglish = english !== undefined;
  useEffect(() => {
    if (offersEnglish) void loadEnglishVersionOffer();
  }, [offersEnglish]);
  const setEnglish = (next: SigningEnglish) =>
    queryClient.setQueryData<SigningContract>(signingContractKey(code), (current) =>
      current ? { ...current, English: next } : current,
    );

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
          {t(contract.SignedTime ? 'signing.headingSigned' : 'signing.heading', {
            business: contract.BusinessName,
          })}
        </Title>
        <Text mt="xs">
          {contract.SignedTime
            ? t('signing.greetingSigned', {
                name: contract.SignerName,
                date: formatInstantDay(contract.SignedTime, i18n.language),
                time: formatInstantTime(contract.SignedTime, i18n.language),
              })
            : t('signing.greeting', { name: contract.SignerName })}
        </Text>
      </header>
      <SummaryCard contract={contract} signedAt={signedAt} onGoToSignature={goToSignature} />
      {contract.Revision > 0 && (
        <Suspense fallback={null}>
          <ChangesSection contract={contract} />
        </Suspense>
      )}
      <ContractFrame
        body={englishBody ?? contract.Body}
        title={t('signing.contractFrame', { number: contract.Number, business: contract.BusinessName })}
        onFit={checkFrenchEnd}
      />
      {english && <div ref={setFrenchEnd} aria-hidden />}
      {english && (frenchRead || english.WishedTime !== null) && (
        <Suspense fallback={null}>
          <EnglishVersionOffer
            code={code}
            english={english}
            language={languageOf(i18n.language)}
            onChange={setEnglish}
          />
        </Suspense>
      )}
      <Anchor href={signerPdfHref(code)} download className={classes.scheduleLink}>
        <IconDownload size={20} aria-hidden className={classes.linkIcon} />
        <span>
          {t(
            contract.SealedSha256
              ? 'signing.downloadSealed'
              : signedAt
                ? 'signing.downloadSignedSoFar'
                : 'signing.downloadPdf',
          )}
        </span>
      </Anchor>
      <SchedulesSection code={code} schedules={contract.Schedules} />
      {contract.Cancellation && <CancellationNotice cancellation={contract.Cancellation} />}
      <div id="signature" ref={setSignArea} tabIndex={-1} className={classes.signArea}>
        <SignSection
          flow={flow}
          signerName={contract.SignerName}
          expiry={contract.ExpiredTime}
          signedAt={signedAt}
          sealedSha256={contract.SealedSha256}
          everyoneSigned={everyoneSigned}
          code={code}
          business={contract.BusinessName}
          othersSign={contract.Signers.length > 1}
          responses={responses}
          onResponded={setResponses}
        />
      </div>
      {!signedAt && !declined && (
        <>
          {/* Room below the page's end, so the bar never covers its last lines. */}
          <div className={classes.signBarRoom} aria-hidden />
          {!signing.inView && (
            <SignBar
              expiry={contract.ExpiredTime}
              reviewed={signing.seen}
              onReview={goToSignature}
              onSign={flow.openPad}
            />
          )}
        </>
      )}
    </>
  );
}

/**
 * Whether the reader has had the end of the contract on screen (Quebec: the French is shown before
 * the English is offered): checked as the page scrolls or resizes, and when the frame took its
 * document's height. Once read, it stays read. `setEnd` is the end marker's ref.
 */
function useReadToEnd(watch: boolean) {
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const [read, setRead] = useState(false);
  const check = useCallback(() => {
    if (end && end.getBoundingClientRect().top <= window.innerHeight) setRead(true);
  }, [end]);
  useEffect(() => {
    if (!watch || read) return;
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [watch, read, check]);
  return { setEnd, read, check };
}
