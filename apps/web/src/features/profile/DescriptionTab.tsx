import { Textarea } from '@mantine/core';
import { businessLimits, countWords, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './ProfileSection';
import type { BusinessFormState } from './useBusinessForm';

/** Tab 2: the business description, up to 5000 words (doc 1 §5), with a live word count. */
export function DescriptionTab({ form }: { form: BusinessFormState }) {
  const { t } = useTranslation();
  const words = countWords(form.values.Comments);
  const over = words > limits.descriptionMaxWords;

  return (
    <ProfileSection title={t('profilePage.descriptionSection')}>
      <Textarea
        label={t('profile.fields.Comments')}
        placeholder={t('profilePage.descriptionPlaceholder')}
        description={t('profilePage.wordCount', { count: words, max: limits.descriptionMaxWords })}
        descriptionProps={{ c: over ? 'red.8' : undefined, 'data-testid': 'profile-word-count' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rows={10}
        resize="vertical"
        maxLength={businessLimits.commentsChars}
        {...form.input('Comments')}
      />
    </ProfileSection>
  );
}
