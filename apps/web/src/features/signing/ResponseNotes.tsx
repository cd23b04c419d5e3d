import type { Ref } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignerResponse } from './api';
import { formatInstantDay } from './format';
import classes from './SigningPage.module.css';

/** A recipient's own words, as they wrote them (line breaks kept). */
function Quote({ text }: { text: string }) {
  return (
    <Text component="blockquote" className={classes.quote}>
      {text}
    </Text>
  );
}

/**
 * The changes this signer asked for (issue 32 §2), each with its day and words, and that the contractor
 * was told: amber, with its words (never colour alone).
 */
export function ChangeRequestsNote({
  requests,
  headingRef,
}: {
  requests: SignerResponse[];
  headingRef?: Ref<HTMLParagraphElement>;
}) {
  const { t, i18n } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconMessage aria-hidden />}>
      <Stack gap="xs">
        {requests.map((request, index) => (
          <div key={request.Time}>
            <Text
              fw={600}
              ref={index === requests.length - 1 ? headingRef : undefined}
              tabIndex={index === requests.length - 1 ? -1 : undefined}
            >
              {t('signing.askedOn', { date: formatInstantDay(request.Time, i18n.language) })}
            </Text>
            <Quote text={request.Text} />
          </div>
        ))}
        <Text>{t('signing.askedTold')}</Text>
      </Stack>
    </Alert>
  );
}

/** This signer declined: when, their reason, and who was told. No one can sign any more. */
export function DeclinedNote({
  decline,
  othersTold,
  headingRef,
}: {
  decline: SignerResponse;
  othersTold: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX aria-hidden />}
      title={
        <Title order={3} fz="lg" ref={headingRef} tabIndex={-1}>
          {t('signing.declinedTitle', { date: formatInstantDay(decline.Time, i18n.language) })}
        </Title>
      }
    >
      <Stack gap="xs">
        {decline.Text && <Quote text={decline.Text} />}
        <Text>{t('signing.declinedTold')}</Text>
        {othersTold && <Text>{t('signing.declinedOthersTold')}</Text>}
      </Stack>
    </Alert>
  );
}
