import { ActionIcon, Button, Group, Menu, Paper } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconDotsVertical, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface BuilderActionBarProps {
  saving: boolean;
  onCancel: () => void;
  /** Absent where the contract cannot be kept as a draft. */
  onSaveDraft?: (() => void) | undefined;
  onReview: () => void;
}

/**
 * The builder's actions, kept in reach at the bottom of the screen. On a phone they are one row
 * (issue 29 §5): three buttons took two rows there, some 110 of 780 px, so Review fills the row and
 * Cancel and Save As Draft sit in the menu beside it. From the sm breakpoint the three show side by
 * side. Each action is in the page once, so a screen reader or a test finds one of each.
 */
export function BuilderActionBar({ saving, onCancel, onSaveDraft, onReview }: BuilderActionBarProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const draftIcon = <IconDeviceFloppy size={18} aria-hidden />;
  return (
    <Paper
      withBorder
      p={{ base: 'xs', sm: 'sm' }}
      pos="sticky"
      bottom={0}
      // Above the form's fields, below every popover, list and menu (Mantine's 300, in a portal).
      style={{ zIndex: 2 }}
      role="group"
      aria-label={t('contracts.actionsLabel')}
    >
      <Group justify="flex-end" gap="xs" wrap="nowrap">
        <Menu position="top-start" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon
              hiddenFrom="sm"
              variant="default"
              size="input-sm"
              aria-label={t('contracts.moreActions')}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {onSaveDraft && (
              <Menu.Item leftSection={draftIcon} disabled={saving} onClick={onSaveDraft}>
                {t('contracts.saveDraft')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onCancel}>
              {t('contracts.cancel')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button visibleFrom="sm" variant="default" onClick={onCancel}>
          {t('contracts.cancel')}
        </Button>
        {onSaveDraft && (
          <Button
            visibleFrom="sm"
            variant="light"
            loading={saving}
            leftSection={draftIcon}
            onClick={onSaveDraft}
          >
            {t('contracts.saveDraft')}
          </Button>
        )}
        <Button
          flex={{ base: 1, sm: 'none' }}
          loading={saving}
          leftSection={<IconEye size={18} aria-hidden />}
          onClick={onReview}
        >
          {t('messages:contractReviewButton')}
        </Button>
      </Group>
    </Paper>
  );
}
