import Link from '@mui/material/Link';

/** The id of each layout's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * First stop of the Tab key (WCAG 2.4.1): jumps over the toolbar and navigation to the page's content.
 * Hidden until focused, so sighted keyboard users see it and mouse users never do.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The hash alone would not move focus in a single-page app whose <main> is not focusable by default.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Pular para o conteúdo
    </Link>
  );
}
