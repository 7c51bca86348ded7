import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { NAV_HOVER_DEBOUNCE_MS, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '@pesquisemais/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShellSettings } from '@/shell/settings/shell-settings-context';
import { useShellUi } from '@/shell/shell-ui-context';
import { NavbarContent } from './navbar-content';

type TNavbarProps = { side: 'left' | 'right'; isMobile: boolean };

/**
 * The vertical navbar: 280 px, or 64 px when folded (hover opens it after a short debounce,
 * leaving closes it); below the large breakpoint a 280 px drawer opened by the toolbar.
 */
export function Navbar({ side, isMobile }: TNavbarProps) {
  const { current, update } = useShellSettings();
  const { isNavbarMobileOpen, setNavbarMobileOpen } = useShellUi();
  const isFolded = current.layout.config.navbar.folded;
  const isContentScroll = current.layout.config.scroll === 'content';
  const [isHoverOpen, setHoverOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  if (isMobile) {
    return (
      <Drawer
        anchor={side}
        open={isNavbarMobileOpen}
        onClose={() => setNavbarMobileOpen(false)}
        slotProps={{ paper: { sx: { width: NAVBAR_WIDTH } } }}
      >
        <Box data-testid="navbar" data-mobile="true" sx={{ height: '100%' }}>
          <NavbarContent isCompact={false} onClose={() => setNavbarMobileOpen(false)} />
        </Box>
      </Drawer>
    );
  }

  const isCompact = isFolded && !isHoverOpen;
  const handleEnter = () => {
    if (!isFolded) return;
    cancel();
    timer.current = setTimeout(() => setHoverOpen(true), NAV_HOVER_DEBOUNCE_MS);
  };
  const handleLeave = () => {
    cancel();
    setHoverOpen(false);
  };
  const handleToggleFold = () => {
    handleLeave();
    update({ layout: { config: { navbar: { folded: !isFolded } } } });
  };

  return (
    <Box
      component="aside"
      sx={{
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        height: isContentScroll ? '100%' : '100vh',
        flexShrink: 0,
        width: isFolded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
        zIndex: 4,
      }}
    >
      <Box
        data-testid="navbar"
        data-folded={String(isFolded)}
        data-open={String(!isCompact)}
        onMouseEnter={handleEnter}
        onMouseLeave={handleLeave}
        sx={(theme) => ({
          position: 'absolute',
          top: 0,
          [side]: 0,
          height: '100%',
          width: isCompact ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
          boxShadow: isFolded && !isCompact ? theme.shadows[8] : theme.shadows[1],
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          overflow: 'hidden',
        })}
      >
        <NavbarContent isCompact={isCompact} isFolded={isFolded} onToggleFold={handleToggleFold} />
      </Box>
    </Box>
  );
}
