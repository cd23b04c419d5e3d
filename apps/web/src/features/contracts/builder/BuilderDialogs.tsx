import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import type { OpenDialog } from './useBuilderDialogs';

/** A choice's label wraps rather than being cut on a phone, in a language with longer words too. */
const wrappingLabel = { label: { whiteSpace: 'normal' as const } };

/** The builder's one open popup (useBuilderDialogs), above the preview modal when both show. */
export function BuilderDialogs({ open }: { open: OpenDialog | null }) {
  const { t } = useTranslation(['ui', 'messages']);
  const onTop = 400;

  if (open?.kind === 'terms') {
    const choices =
      open.check === 'review'
        ? [
            { choice: 'template' as const, label: t('messages:contractTermsSaveAndReview') },
            { choice: 'contract' as const, label: t('messages:contractTermsJustReview') },
          ]
        : [
            { choice: 'contract' as const, label: t('messages:contractTermsDraftOnly') },
            { choice: 'template' as const, label: t('messages:contractTermsDraftAndTemplate') },
          ];
    return (
      <AppModal
        opened
        onClose={() => open.close(null)}
        title={t('messages:templateTermsChangedTitle')}
        zIndex={onTop}
      >
        <Stack gap="md">
          <Text size="sm">{t('contracts.termsChangedBody', { name: open.templateName })}</Text>
          <Stack gap="xs">
            {choices.map(({ choice, label }, index) => (
              <Button
                key={choice}
                variant={index === 0 ? 'filled' : 'default'}
                onClick={() => open.close(choice)}
                data-autofocus={index === 0 || undefined}
                fullWidth
                h="auto"
                py={8}
                styles={wrappingLabel}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </Stack>
      </AppModal>
    );
  }

  if (open?.kind === 'clauses') {
    const { own, name, incoming } = open.stake;
    const choices = [
      { choice: 'replace' as const, label: t('contracts.replaceClausesReplace') },
      { choice: 'append' as const, label: t('contracts.replaceClausesAppend', { count: own.length }) },
      { choice: null, label: t('contracts.replaceClausesKeep') },
    ];
    return (
      <AppModal
        opened
        onClose={() => open.close(null)}
        title={t('contracts.replaceClausesTitle')}
        zIndex={onTop}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('contracts.replaceClausesYours', { count: own.length })}{' '}
            {t('contracts.replaceClausesTheirs', { count: incoming, name })}
          </Text>
          <Stack gap="xs">
            {choices.map(({ choice, label }, index) => (
              <Button
                key={choice ?? 'keep'}
                variant={index === 0 ? 'filled' : 'default'}
                onClick={() => open.close(choice)}
                data-autofocus={index === 0 || undefined}
                fullWidth
                h="auto"
                py={8}
                styles={wrappingLabel}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </Stack>
      </AppModal>
    );
  }

  // Doc 3 §8: titled with the message (or 'Failed', 'Success' over it), and OK.
  return (
    <AppModal
      opened={open?.kind === 'message'}
      onClose={() => open?.close(false)}
      title={open?.kind === 'message' ? open.title : ''}
      returnFocus={open?.kind === 'message' ? open.returnFocus : true}
      zIndex={onTop}
    >
      {open?.kind === 'message' && (
        <Stack gap="md">
          {open.body && <Text role="alert">{open.body}</Text>}
          <Group justify="flex-end">
            <Button
              color={open.tone === 'error' ? 'red' : undefined}
              onClick={() => open.close(true)}
              data-autofocus
            >
              {t('app.ok')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
