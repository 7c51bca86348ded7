import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A card's description as read: the rich text the server kept (sanitized there, apps/server/src/lib/rich-text.ts)
 * is sanitized again here before it becomes HTML in the page, and links open outside the app.
 */
export function CardDescription({ html }: { html: string }) {
  const clean = useMemo(() => {
    const text = DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
    return text.trim();
  }, [html]);
  if (!clean)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Sem descrição.
      </Typography>
    );
  return (
    <Box
      sx={{ typography: 'body2', '& p': { my: 0.5 }, '& a': { color: 'primary.main' }, width: '100%' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and again by DOMPurify
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
