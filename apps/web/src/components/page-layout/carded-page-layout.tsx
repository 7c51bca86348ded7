import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

export type TCardedPageLayoutProps = {
  header: ReactNode;
  content: ReactNode;
  /** Tabs or filters above the content, inside the card. */
  contentToolbar?: ReactNode;
  leftSidebar?: ReactNode;
  rightSidebar?: ReactNode;
  /** The "-2" variants: the header sits inside the card instead of above it. */
  isHeaderInCard?: boolean;
};

function Sidebar({ children }: { children: ReactNode }) {
  return (
    <Box component="aside" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, p: 2 }}>
      {children}
    </Box>
  );
}

/** A coloured header band with the content in a card over it, optionally with sidebars. */
export function CardedPageLayout(props: TCardedPageLayoutProps) {
  const { header, content, contentToolbar, leftSidebar, rightSidebar, isHeaderInCard = false } = props;
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 480 }}>
      <Box sx={{ position: 'absolute', inset: '0 0 auto 0', height: 200, bgcolor: 'primary.dark' }} />
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flex: 1,
          flexDirection: { xs: 'column', md: 'row' },
          px: { xs: 1, md: 3 },
        }}
      >
        {leftSidebar && <Sidebar>{leftSidebar}</Sidebar>}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {!isHeaderInCard && (
            <Box sx={{ color: 'primary.contrastText', py: 3, minHeight: 96 }}>{header}</Box>
          )}
          <Paper
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              mt: isHeaderInCard ? 3 : 0,
              mb: 3,
              overflow: 'hidden',
            }}
          >
            {isHeaderInCard && <Box sx={{ p: 3, borderBottom: 1, borderColor: 'divider' }}>{header}</Box>}
            {contentToolbar && (
              <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>{contentToolbar}</Box>
            )}
            <Box sx={{ flex: 1, p: 3 }}>{content}</Box>
          </Paper>
        </Box>
        {rightSidebar && <Sidebar>{rightSidebar}</Sidebar>}
      </Box>
    </Box>
  );
}
