import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { SigningContract } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from './format';
import classes from './SigningPage.module.css';

interface SignerListProps {
  signers: SigningContract['Signers'];
  /** The recipient of this key, shown as "(you)". */
  signerName: string;
  /** When this visit signed: the recipient's line reads signed from then on. */
  signedAt: string | null;
  /** They sign one after the other: the list is numbered, and says who signs next. */
  inOrder: boolean;
}

/** Everyone who signs the contract and whether they have, in words as well as icons. */
export function SignerList({ signers, signerName, signedAt, inOrder }: SignerListProps) {
  const { t, i18n } = useTranslation();
  const signedTimeOf = (signer: SignerListProps['signers'][number]) =>
    signer.SignedTime ?? (signer.Name === signerName ? signedAt : null);
  const next = inOrder ? signers.findIndex((signer) => !signedTimeOf(signer)) : -1;
  return (
    <Stack component={inOrder ? 'ol' : 'ul'} gap="xs" className={classes.plainList}>
      {signers.map((signer, index) => {
        const you = signer.Name === signerName;
        const signedTime = signedTimeOf(signer);
        const named = you ? t('signing.signerYou', { name: signer.Name }) : signer.Name;
        const name = inOrder ? t('signing.signerNumbered', { number: index + 1, name: named }) : named;
        return (
          <Group component="li" key={`${signer.Name}-${index}`} gap="sm" wrap="nowrap" align="flex-start">
            {signedTime ? (
              <IconCircleCheck size={22} aria-hidden className={classes.signedIcon} />
            ) : (
              <IconClock size={22} aria-hidden className={classes.waitingIcon} />
            )}
            <div>
              <Text component="span" display="block" fw={600}>
                {name}
              </Text>
              {signer.BusinessName && signer.BusinessName !== signer.Name && (
                <Text component="span" display="block" size="sm" fw={400}>
                  {signer.BusinessName}
                </Text>
              )}
              <Text component="span" display="block" size="sm" fw={400}>
                {signedTime
                  ? t('signing.signerSigned', { date: formatInstantDay(signedTime, i18n.language) })
                  : t(
                      index === next || !inOrder
                        ? 'signing.signerWaiting'
                        : index === next + 1
                          ? 'signing.signerAfter'
                          : 'signing.signerLater',
                    )}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
