import { useRef, useState } from 'react';

/**
 * The state of a form's save to the server: `whileSaving(send)` marks the save as on its way until
 * `send` ends, however it ends, and `saving` shows it on the buttons. `isSaving()` lets a second submit
 * do nothing meanwhile: it reads a ref, since two quick submits can both come before the next render.
 */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const isSaving = () => savingRef.current;

  const whileSaving = async (send: () => Promise<void>) => {
    savingRef.current = true;
    setSaving(true);
    try {
      await send();
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return { saving, isSaving, whileSaving };
}
