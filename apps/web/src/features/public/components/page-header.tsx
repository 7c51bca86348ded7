import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TPageHeaderProps = { title: string; subtitle?: string; children?: ReactNode };

/** The coloured band on top of every public page. */
export function PageHeader({ title, subtitle, children }: TPageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main})`,
        color: 'primary.contrastText',
        py: { xs: 6, md: 8 },
      }}
    >
      <Container maxWidth="md">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 30, md: 44 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92, mt: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
