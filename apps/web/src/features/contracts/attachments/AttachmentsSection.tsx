import { useState } from 'react';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { contractLimits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { focusField } from '../../../components/focusField';
import { isFilled, type AttachmentItem } from './attachmentItems';
import { ScheduleSlot, scheduleTitleId } from './ScheduleSlot';
import { useScheduleUploads } from './useScheduleUploads';

export interface AttachmentsSectionProps {
  value: AttachmentItem[];
  onChange: (next: AttachmentItem[]) => void;
}

/** Doc 3 §9: from 768 px every slot shows; below, only filled or revealed ones. */
const allSlotsQuery = '(min-width: 48em)';

const slots = Array.from({ length: contractLimits.attachmentSlots }, (_, slot) => slot);

/** Doc 3 §3, §5, §9: the contract's schedules A to D, each a title and one uploaded PDF or image. */
export function AttachmentsSection({ value, onChange }: AttachmentsSectionProps) {
  const { t } = useTranslation();
  const uploads = useScheduleUploads(value, onChange);
  const allSlots = useMediaQuery(allSlotsQuery, undefined, { getInitialValueInEffect: false });
  const [revealed, setRevealed] = useState<readonly number[]>([]);
  const itemOf = (slot: number) => value.find((item) => item.slot === slot);
  const shown = slots.filter((slot) => allSlots || isFilled(itemOf(slot)) || revealed.includes(slot));
  const nextHidden = slots.find((slot) => !shown.includes(slot));

  const reveal = (slot: number) => {
    setRevealed([...revealed, slot]);
    focusField(scheduleTitleId(slot));
  };

  return (
    <FormSection title={t('contracts.attachments.title')} lead={t('contracts.attachments.lead')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {shown.map((slot) => (
          <ScheduleSlot
            key={slot}
            slot={slot}
            item={itemOf(slot)}
            pendingName={uploads.pendingNameOf(slot)}
            refusal={uploads.refusalOf(slot)}
            onTitle={(title) => uploads.setTitle(slot, title)}
            onPick={(files) => uploads.pick(slot, files)}
            onRemoveFile={() => uploads.removeFile(slot)}
          />
        ))}
      </SimpleGrid>
      {nextHidden !== undefined && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => reveal(nextHidden)}
          >
            {t('contracts.attachments.add')}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
