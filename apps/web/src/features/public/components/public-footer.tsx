import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SITE_CONFIG } from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const POLICY_LINKS = [
  { url: '/policy/privacy', title: 'Política de Privacidade' },
  { url: '/policy/terms-of-service', title: 'Termos de Uso' },
  { url: '/policy/cookies', title: 'Política de Cookies' },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={0.75}>{children}</Stack>
    </Box>
  );
}

/** Public footer: every contact detail comes from SITE_CONFIG (packages/shared). */
export function PublicFooter() {
  const { address } = SITE_CONFIG;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', pt: 6, pb: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            '& h2': { color: 'common.white' },
          }}
        >
          <FooterColumn title={SITE_CONFIG.brand}>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {SITE_CONFIG.companyName}
              <br />
              {address.street}
              <br />
              {address.district}, {address.city}
              <br />
              CEP {address.postalCode}
            </Typography>
          </FooterColumn>
          <FooterColumn title="Fale Conosco">
            {SITE_CONFIG.phones.map((phone) => (
              <Link key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit" variant="body2">
                {phone}
              </Link>
            ))}
            <Link href={`mailto:${SITE_CONFIG.contactEmail}`} color="inherit" variant="body2">
              {SITE_CONFIG.contactEmail}
            </Link>
          </FooterColumn>
          <FooterColumn title="Conteúdo do Site">
            {SITE_CONFIG.siteContent.map((entry) => (
              <Typography key={entry} variant="body2">
                {entry}
              </Typography>
            ))}
          </FooterColumn>
          <FooterColumn title="Redes Sociais">
            {SITE_CONFIG.socialLinks.map((network) => (
              <Link
                key={network.name}
                href={network.url}
                color="inherit"
                variant="body2"
                target="_blank"
                rel="noopener"
              >
                {network.name}
              </Link>
            ))}
          </FooterColumn>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, color: 'grey.400' }}>
          {SITE_CONFIG.isoNotice}
        </Typography>
        <Divider sx={{ my: 2, borderColor: 'grey.800' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="caption">
            © {new Date().getFullYear()} {SITE_CONFIG.companyName}
          </Typography>
          <Stack direction="row" spacing={2} component="nav" aria-label="Políticas" sx={{ flexWrap: 'wrap' }}>
            {POLICY_LINKS.map((policy) => (
              <Link key={policy.url} component={RouterLink} to={policy.url} color="inherit" variant="caption">
                {policy.title}
              </Link>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
