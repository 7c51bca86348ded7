import { type RefObject, useEffect, useRef } from 'react';

/**
 * Spec point 4: an open panel closes on Escape or a click outside it. A click inside the React tree counts
 * as inside even when it lands in a portal (a tooltip or menu of the panel). Listening starts after the
 * click that opened the panel has finished, so that click does not close it again.
 */
export function usePanelDismiss(
  isOpen: boolean,
  onDismiss: () => void,
  panelRef: RefObject<HTMLElement | null>,
) {
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const isInsideRef = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    const handleClick = (event: MouseEvent) => {
      const isInside = isInsideRef.current || panelRef.current?.contains(event.target as Node);
      isInsideRef.current = false;
      if (!isInside) dismissRef.current();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissRef.current();
    };
    const timer = setTimeout(() => document.addEventListener('click', handleClick));
    document.addEventListener('keydown', handleKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', handleClick);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen, panelRef]);

  return {
    onClickCapture: () => {
      isInsideRef.current = true;
    },
  };
}
