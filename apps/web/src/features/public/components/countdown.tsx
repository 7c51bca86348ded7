import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

export const COUNTDOWN_DEFAULT_DAYS = 15;

export function remainingParts(endsAt: number, now: number) {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const LABELS = { days: 'dias', hours: 'horas', minutes: 'minutos', seconds: 'segundos' } as const;

type TCountdownProps = { endsAt?: number };

/** Spec point 9: counts down to 15 days ahead by default, ticking every second. */
export function Countdown({ endsAt: endsAtProp }: TCountdownProps) {
  const [endsAt] = useState(() => endsAtProp ?? Date.now() + COUNTDOWN_DEFAULT_DAYS * 86_400_000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = remainingParts(endsAt, now);
  return (
    <Box
      role="timer"
      aria-live="off"
      sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, justifyContent: 'center' }}
    >
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
        <Box key={key} sx={{ textAlign: 'center', minWidth: 64 }}>
          <Typography data-testid={`countdown-${key}`} variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {String(parts[key]).padStart(2, '0')}
          </Typography>
          <Typography variant="caption" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
            {LABELS[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
