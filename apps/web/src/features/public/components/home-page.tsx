import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicToolbar } from './public-toolbar';

type TServiceKey = 'surveys' | 'panel' | 'dashboards' | 'reports';

const SERVICES: { key: TServiceKey; icon: ReactNode }[] = [
  { key: 'surveys', icon: <AssignmentOutlined color="primary" /> },
  { key: 'panel', icon: <GroupsOutlined color="primary" /> },
  { key: 'dashboards', icon: <InsightsOutlined color="primary" /> },
  { key: 'reports', icon: <DescriptionOutlined color="primary" /> },
];

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicToolbar />
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}
      >
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {t('home.headline')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, mb: 4 }}>
            {t('home.intro')}
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" color="secondary" size="large">
            {t('home.cta')}
          </Button>
        </Container>
      </Box>
      <Container component="section" maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          {t('home.servicesTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {SERVICES.map(({ key, icon }) => (
            <Paper
              key={key}
              variant="outlined"
              sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}
            >
              {icon}
              <Typography>{t(`home.services.${key}`)}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

export default HomePage;
