import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from './api';
import { isImageFile } from './imageFiles';
import { hasCode } from '@tradepact/shared';

export interface ImageUpload {
  /** Checks the file is a PNG, JPEG or GIF, then uploads it; the caller is given the new file id. */
  upload: (file: File | null | undefined) => Promise<void>;
  uploading: boolean;
  /** Why the last file was refused, or null. */
  error: string | null;
  setError: (message: string | null) => void;
}

/** The logo's and the signature's upload: refused files never leave the page (doc 1 §5). */
export function useImageUpload(onUploaded: (fileId: string) => void): ImageUpload {
  const { t } = useTranslation(['ui', 'messages']);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('messages:uploadImageInvalid'));
      return;
    }
    setError(null);
    setUploading(true);
    const answer = await uploadFile(file, file.name);
    setUploading(false);
    if (answer.Type === 200 && answer.Data) onUploaded(answer.Data);
    // The server's refusal lists every type it stores (PDF too); a logo or signature is narrower.
    else if (hasCode(answer, 'fileTypeNotAllowed')) setError(t('profilePage.imageTypesAccepted'));
    else setError(answer.Content || t('errors.unknown'));
  };

  return { upload, uploading, error, setError };
}
