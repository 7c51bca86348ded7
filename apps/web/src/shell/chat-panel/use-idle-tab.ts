import { CHAT_IDLE_ACTION, CHAT_IDLE_MS } from '@pesquisemais/shared';
import { useEffect } from 'react';
import { useSocketSend } from '@/lib/socket';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Tells the server when this tab has seen no activity for CHAT_IDLE_MS and when it is used again (away). */
export function useIdleTab(isEnabled: boolean, idleMs = CHAT_IDLE_MS): void {
  const send = useSocketSend();
  useEffect(() => {
    if (!isEnabled) return;
    let isIdle = false;
    let timer: ReturnType<typeof setTimeout>;
    const goIdle = () => {
      isIdle = true;
      send({ type: CHAT_IDLE_ACTION, data: { idle: true } });
    };
    const onActivity = () => {
      clearTimeout(timer);
      timer = setTimeout(goIdle, idleMs);
      if (!isIdle) return;
      isIdle = false;
      send({ type: CHAT_IDLE_ACTION, data: { idle: false } });
    };
    onActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [isEnabled, idleMs, send]);
}
