import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExitToApp from '@mui/icons-material/ExitToApp';
import LockOpen from '@mui/icons-material/LockOpen';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useAuth } from '@/lib/auth/auth-context';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isGuest } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { displayName, photoURL } = user.data;

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleSignOut = () => {
    handleClose();
    void navigate('/logout');
  };

  return (
    <>
      <Button color="inherit" onClick={handleOpen} sx={{ textTransform: 'none', gap: 1.5 }}>
        <VisuallyHidden>{`${t('userMenu.label')}: `}</VisuallyHidden>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-end' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {displayName}
          </Typography>
          {!isGuest && (
            <Typography component="span" variant="caption" color="text.secondary">
              {user.role}
            </Typography>
          )}
        </Box>
        <Avatar src={photoURL || undefined} alt="" aria-hidden sx={{ width: 36, height: 36 }}>
          {displayName.charAt(0).toUpperCase()}
        </Avatar>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {isGuest ? (
          <MenuItem component={RouterLink} to="/login" onClick={handleClose}>
            <ListItemIcon>
              <LockOpen fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('userMenu.login')} />
          </MenuItem>
        ) : (
          [
            <MenuItem key="profile" component={RouterLink} to="/me" onClick={handleClose}>
              <ListItemIcon>
                <AccountCircleOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('userMenu.profile')} />
            </MenuItem>,
            <MenuItem key="sign-out" onClick={handleSignOut}>
              <ListItemIcon>
                <ExitToApp fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('userMenu.signOut')} />
            </MenuItem>,
          ]
        )}
      </Menu>
    </>
  );
}
