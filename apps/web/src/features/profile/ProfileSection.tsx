import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import classes from './ProfilePage.module.css';

export interface ProfileSectionProps {
  title: string;
  lead?: string;
  /** Doc 1 §2: the section still has empty mandatory fields (yellow, and said in words). */
  missing?: boolean;
  children: ReactNode;
}

export function ProfileSection({ title, lead, missing = false, children }: ProfileSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection
      title={title}
      lead={lead}
      className={missing ? classes.missingSection : undefined}
      aside={
        missing && (
          <Badge color="yellow" variant="filled" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
            {t('profilePage.sectionMissing')}
          </Badge>
        )
      }
    >
      {children}
    </FormSection>
  );
}
