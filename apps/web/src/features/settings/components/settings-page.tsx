import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useParams } from 'react-router';
import { AppearanceTab } from './appearance-tab';
import { EmailChangeCard } from './email-change-card';
import { NotificationsTab } from './notifications-tab';
import { PasswordCard } from './password-card';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';
import { DEFAULT_SUB_PAGE, isSettingsSubPage, SETTINGS_TABS } from './settings-tabs';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

/** /settings/{subPage}: the signed-in user's own settings, one tab per sub-page. */
export function SettingsPage() {
  const { subPage } = useParams();
  if (!isSettingsSubPage(subPage)) return <Navigate to={`/settings/${DEFAULT_SUB_PAGE}`} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Configurações
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={subPage} variant="scrollable" allowScrollButtonsMobile aria-label="Configurações">
          {SETTINGS_TABS.map((tab) => (
            <Tab
              key={tab.subPage}
              value={tab.subPage}
              label={tab.label}
              component={Link}
              to={`/settings/${tab.subPage}`}
            />
          ))}
        </Tabs>
      </Box>
      {subPage === 'conta' && (
        <Stack spacing={2}>
          <ProfileTab />
          <EmailChangeCard />
          <PasswordCard />
        </Stack>
      )}
      {subPage === 'notificacoes' && <NotificationsTab />}
      {subPage === 'aparencia' && <AppearanceTab />}
      {subPage === 'privacidade' && <PrivacyTab />}
      {subPage === 'sessoes' && <SignOutEverywhereCard />}
    </Container>
  );
}

export default SettingsPage;
