import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseButton, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Dialog.module.css';

export interface DialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Escape, the close button and a click beside the dialog close it; off while a request runs. */
  dismissible?: boolean;
  /** The whole screen on a phone (the signature pad). */
  fullScreenOnPhone?: boolean;
  /** Where the focus goes once closed, when what had it before is gone. */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the browser's own <dialog>: the page behind is inert, Escape closes it, and the
 * focus goes back where it was. Mantine's Modal would bring some 30 KB of scripts to the pages a
 * client opens from an email or a text on a phone on a slow line (signing, paying); this needs none.
 */
export function Dialog({
  opened,
  title,
  onClose,
  children,
  dismissible = true,
  fullScreenOnPhone = false,
  finalFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!opened && dialog.open) {
      // Closing gives the focus back to what had it before, so the final focus comes after.
      dialog.close();
      finalFocus?.current?.focus();
    }
  }, [opened, finalFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={classes.dialog}
      data-full-screen-on-phone={fullScreenOnPhone || undefined}
      onCancel={(event) => {
        // The page decides whether the dialog closes: Escape asks, as the close button does.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      {opened && (
        <div className={classes.content}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="md">
            <Title order={2} fz="h3" id={titleId}>
              {title}
            </Title>
            {dismissible && (
              <CloseButton
                size="lg"
                aria-label={t('app.close')}
                onClick={onClose}
                className={classes.close}
              />
            )}
          </Group>
          {children}
        </div>
      )}
    </dialog>
  );
}
