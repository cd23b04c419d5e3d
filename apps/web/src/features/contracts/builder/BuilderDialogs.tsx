import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import type { ClausesChoice, OpenDialog } from './useBuilderDialogs';

/** A choice's label wraps rather than being cut on a phone, in a language with longer words too. */
const wrappingLabel = { label: { whiteSpace: 'normal' as const } };

/** Above the preview modal when both show. */
const onTop = 400;

interface QuestionProps<Choice> {
  title: string;
  text: string;
  /** The first is the suggested one: filled, and focused. */
  choices: { choice: Choice; label: string }[];
  close: (choice: Choice | null) => void;
}

/** A question answered by one of its choices, a button each; closing it answers null. */
function Question<Choice>({ title, text, choices, close }: QuestionProps<Choice>) {
  return (
    <AppModal opened onClose={() => close(null)} title={title} zIndex={onTop}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Stack gap="xs">
          {choices.map(({ choice, label }, index) => (
            <Button
              key={label}
              variant={index === 0 ? 'filled' : 'default'}
              onClick={() => close(choice)}
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

/** The builder's one open popup (useBuilderDialogs). */
export function BuilderDialogs({ open }: { open: OpenDialog | null }) {
  const { t } = useTranslation(['ui', 'messages']);

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
      <Question
        title={t('messages:templateTermsChangedTitle')}
        text={t('contracts.termsChangedBody', { name: open.templateName })}
        choices={choices}
        close={open.close}
      />
    );
  }

  if (open?.kind === 'clauses') {
    const { own, name, incoming } = open.stake;
    return (
      <Question<ClausesChoice>
        title={t('contracts.replaceClausesTitle')}
        text={`${t('contracts.replaceClausesYours', { count: own.length })} ${t('contracts.replaceClausesTheirs', { count: incoming, name })}`}
        choices={[
          { choice: 'replace' as const, label: t('contracts.replaceClausesReplace') },
          { choice: 'append' as const, label: t('contracts.replaceClausesAppend', { count: own.length }) },
          // "Keep my clauses" answers as closing does: nothing changes.
          { choice: null, label: t('contracts.replaceClausesKeep') },
        ]}
        close={open.close}
      />
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
          {open.detail && <Text size="sm">{open.detail}</Text>}
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
