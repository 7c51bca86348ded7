import Close from '@mui/icons-material/Close';
import Menu from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Brand } from '@/components/brand';
import { VisuallyHidden } from '@/components/visually-hidden';
import { TOOLBAR_HEIGHT } from '@/shell/toolbar/toolbar-size';
import { NavList } from './nav-list';
import { useVisibleNavigation } from './use-visible-navigation';

type TProps = {
  isCompact: boolean;
  isFolded?: boolean;
  onToggleFold?: () => void;
  onClose?: () => void;
};

/** Brand, the fold (desktop) or close (mobile) button and the menu. */
export function NavbarContent({ isCompact, isFolded = false, onToggleFold, onClose }: TProps) {
  const items = useVisibleNavigation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: TOOLBAR_HEIGHT,
          px: isCompact ? 1.5 : 2,
        }}
      >
        {!isCompact && (
          <Link
            component={RouterLink}
            to="/home"
            underline="none"
            onClick={onClose}
            sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
          >
            <Brand inverted={false} />
            <VisuallyHidden> — Ir para o site</VisuallyHidden>
          </Link>
        )}
        {onToggleFold && (
          <IconButton
            size="small"
            onClick={onToggleFold}
            aria-label={isFolded ? 'Fixar menu aberto' : 'Recolher menu'}
            sx={{ color: 'inherit' }}
          >
            {isFolded ? <Menu fontSize="small" /> : <MenuOpen fontSize="small" />}
          </IconButton>
        )}
        {onClose && (
          <IconButton size="small" onClick={onClose} aria-label="Fechar menu" sx={{ color: 'inherit' }}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        <NavList items={items} isCompact={isCompact} onNavigate={onClose} />
      </Box>
    </Box>
  );
}
