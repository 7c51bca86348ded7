import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CARDED_LAYOUT_VARIANTS, SIMPLE_LAYOUT_VARIANTS } from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { DemoWrapper } from '@/components/demo-wrapper/demo-wrapper';
import { CardedDemo } from './carded-demo';
import cardedSource from './carded-demo.tsx?raw';
import { SimpleDemo } from './simple-demo';
import simpleSource from './simple-demo.tsx?raw';

const NOT_FOUND = '/pages/errors/error-404';

function DemoPage({ title, source, children }: { title: string; source: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
      <DemoWrapper title={title} source={source}>
        {children}
      </DemoWrapper>
    </Box>
  );
}

export function CardedLayoutPage() {
  const { variant = '' } = useParams();
  if (!(CARDED_LAYOUT_VARIANTS as readonly string[]).includes(variant))
    return <Navigate to={NOT_FOUND} replace />;
  return (
    <DemoPage title={`Layout carded: ${variant}`} source={cardedSource}>
      <CardedDemo variant={variant} />
    </DemoPage>
  );
}

export function SimpleLayoutPage() {
  const { variant = '' } = useParams();
  if (!(SIMPLE_LAYOUT_VARIANTS as readonly string[]).includes(variant))
    return <Navigate to={NOT_FOUND} replace />;
  return (
    <DemoPage title={`Layout simple: ${variant}`} source={simpleSource}>
      <SimpleDemo variant={variant} />
    </DemoPage>
  );
}

const BLANK_SOURCE = `<Box sx={{ p: 3 }}>
  <Typography variant="h5">Página em branco</Typography>
</Box>`;

export function BlankLayoutPage() {
  return (
    <DemoPage title="Página em branco" source={BLANK_SOURCE}>
      <Box sx={{ p: 3 }}>
        <Typography variant="h5">Página em branco</Typography>
      </Box>
    </DemoPage>
  );
}
