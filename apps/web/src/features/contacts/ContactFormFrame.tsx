import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '../../components/ErrorDialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { useContactForm } from './useContactForm';

/** What the frame shows of the form (the fields are its children). */
type FrameState = Pick<
  ReturnType<typeof useContactForm>,
  'submit' | 'problems' | 'saving' | 'serverError' | 'closeServerError' | 'returnFocus'
>;

/**
 * The frame of a contact modal's form around its fields: the problem that stopped the last save,
 * Cancel and Create (a new contact) or Save, and the popup of a refused save.
 */
export function ContactFormFrame({
  form,
  editing,
  onCancel,
  children,
}: {
  form: FrameState;
  editing: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          {children}
          {form.problems.problemText && <ProblemAlert>{form.problems.problemText}</ProblemAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={form.saving}>
              {t('contacts.cancel')}
            </Button>
            <Button type="submit" loading={form.saving} disabled={form.saving}>
              {editing ? t('contacts.save') : t('contacts.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog
        message={form.serverError}
        onClose={form.closeServerError}
        returnFocus={form.returnFocus}
      />
    </>
  );
}
