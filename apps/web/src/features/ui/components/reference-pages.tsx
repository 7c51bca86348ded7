import Box from '@mui/material/Box';
import { DemoWrapper } from '@/components/demo-wrapper/demo-wrapper';
import { HelperClassesSample } from './helper-classes-sample';
import helperSource from './helper-classes-sample.tsx?raw';
import { TypographySample } from './typography-sample';
import typographySource from './typography-sample.tsx?raw';

export function TypographyPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <DemoWrapper title="Tipografia" source={typographySource}>
        <TypographySample />
      </DemoWrapper>
    </Box>
  );
}

export function HelperClassesPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <DemoWrapper title="Classes utilitárias" source={helperSource}>
        <HelperClassesSample />
      </DemoWrapper>
    </Box>
  );
}
