import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** How often, at most, a live page speaks: a campaign filling fast must not talk over the user. */
export const LIVE_ANNOUNCE_INTERVAL_MS = 15_000;

/**
 * A polite live region for a page that updates itself (WCAG 4.1.3): it says `message` when it changes, never
 * the first one (that is the page as opened), and at most once per `intervalMs` — the latest message wins,
 * the ones in between are skipped rather than queued.
 */
export function LiveAnnouncer({
  message,
  intervalMs = LIVE_ANNOUNCE_INTERVAL_MS,
}: {
  message: string;
  intervalMs?: number;
}) {
  const first = useRef(message);
  const spokenAt = useRef(0);
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    if (message === first.current && spokenAt.current === 0) return;
    const wait = Math.max(0, spokenAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      spokenAt.current = Date.now();
      setSpoken(message);
    }, wait);
    return () => clearTimeout(timer);
  }, [message, intervalMs]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
      {spoken}
    </Box>
  );
}
