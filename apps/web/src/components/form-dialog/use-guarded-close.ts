import { useCallback } from 'react';
import { confirm } from '@/components/confirm-dialog/confirm-store';

export const DISCARD_QUESTION = 'Descartar o que foi preenchido?';

/**
 * A form dialog's close (Escape, a click outside, 'Cancelar'): with unsaved input it first asks whether to discard
 * it; 'Continuar editando' keeps the dialog and what was typed. Escape inside an open list or menu closes only that
 * list (MUI stops the key there), so only a second Escape reaches this.
 */
export function useGuardedClose(isDirty: boolean, onClose: () => void): () => Promise<void> {
  return useCallback(async () => {
    if (isDirty) {
      const isDiscarded = await confirm({
        title: DISCARD_QUESTION,
        message: 'O que você digitou neste formulário será perdido.',
        confirmText: 'Descartar',
        cancelText: 'Continuar editando',
      });
      if (!isDiscarded) return;
    }
    onClose();
  }, [isDirty, onClose]);
}
