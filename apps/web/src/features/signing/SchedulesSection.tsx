import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { SigningContract } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { scheduleHref } from './api';
import { Section } from '../../components/Section';
import classes from './SigningPage.module.css';

/** The contract's schedules (doc 3 §9: A to D), each opened under the signing key in a new tab. */
export function SchedulesSection({
  code,
  schedules,
}: {
  code: string;
  schedules: SigningContract['Schedules'];
}) {
  const { t } = useTranslation();
  if (schedules.length === 0) return null;
  return (
    <Section title={t('signing.schedulesSection')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('signing.schedulesLead')}
      </Text>
      <Stack component="ul" gap={0} className={classes.plainList}>
        {schedules.map((schedule) => (
          <li key={schedule.Slot}>
            <Anchor
              href={scheduleHref(code, schedule.Slot)}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.scheduleLink}
            >
              <IconFileText size={20} aria-hidden className={classes.linkIcon} />
              <span>
                {t('signing.scheduleLink', { title: schedule.Title, name: schedule.Name })}
                <VisuallyHidden> {t('signing.opensInNewTab')}</VisuallyHidden>
              </span>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Section>
  );
}
