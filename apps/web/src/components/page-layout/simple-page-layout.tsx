import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useState } from 'react';

export type TSidebarMode = 'full' | 'inner' | 'drawer';

export type TSimplePageLayoutProps = {
  header: ReactNode;
  content: ReactNode;
  contentToolbar?: ReactNode;
  leftSidebar?: ReactNode;
  rightSidebar?: ReactNode;
  /** full: beside header and content; inner: below the header; drawer: opened by a button. */
  sidebarMode?: TSidebarMode;
};

function Sidebar({ children, side }: { children: ReactNode; side: 'left' | 'right' }) {
  return (
    <Box
      component="aside"
      sx={{
        width: { xs: '100%', md: 240 },
        flexShrink: 0,
        p: 2,
        bgcolor: 'background.paper',
        [side === 'left' ? 'borderRight' : 'borderLeft']: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}

/** A plain page: header, content and optional sidebars in one of three arrangements. */
export function SimplePageLayout(props: TSimplePageLayoutProps) {
  const { header, content, contentToolbar, leftSidebar, rightSidebar, sidebarMode = 'full' } = props;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const sidebar = leftSidebar ?? rightSidebar;
  const side = leftSidebar ? 'left' : 'right';
  const headerBox = (
    <Box
      sx={{
        p: 3,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1 }}>{header}</Box>
      {sidebar && sidebarMode === 'drawer' && (
        <Button variant="outlined" onClick={() => setDrawerOpen(true)}>
          Abrir barra lateral
        </Button>
      )}
    </Box>
  );
  const body = (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {contentToolbar && <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>{contentToolbar}</Box>}
      <Box sx={{ flex: 1, p: 3 }}>{content}</Box>
    </Box>
  );
  const row = (children: ReactNode) => (
    <Box
      sx={{
        display: 'flex',
        flex: 1,
        flexDirection: { xs: 'column', md: side === 'left' ? 'row' : 'row-reverse' },
      }}
    >
      {children}
    </Box>
  );

  if (sidebar && sidebarMode === 'full') {
    return row(
      <>
        <Sidebar side={side}>{sidebar}</Sidebar>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {headerBox}
          {body}
        </Box>
      </>,
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      {headerBox}
      {sidebar && sidebarMode === 'inner'
        ? row(
            <>
              <Sidebar side={side}>{sidebar}</Sidebar>
              {body}
            </>,
          )
        : body}
      {sidebar && sidebarMode === 'drawer' && (
        <Drawer anchor={side} open={isDrawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: 260, p: 2 }}>{sidebar}</Box>
        </Drawer>
      )}
    </Box>
  );
}
