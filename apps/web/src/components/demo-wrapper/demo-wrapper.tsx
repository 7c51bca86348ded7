import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

type TDemoWrapperProps = { title: string; source: string; children: ReactNode };

/** A demo in two tabs: the rendered preview and the source that renders it. */
export function DemoWrapper({ title, source, children }: TDemoWrapperProps) {
  const [tab, setTab] = useState<'preview' | 'source'>('preview');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: 'preview' | 'source') => setTab(value)}
          aria-label={`${title}: visualização ou código`}
        >
          <Tab value="preview" label="Visualização" />
          <Tab value="source" label="Código" />
        </Tabs>
      </Box>
      {tab === 'preview' ? (
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>{children}</Box>
      ) : (
        <Box
          component="pre"
          aria-label="Código-fonte"
          sx={{
            m: 0,
            p: 2,
            overflow: 'auto',
            fontSize: 13,
            bgcolor: 'grey.900',
            color: 'grey.100',
            maxHeight: 640,
          }}
        >
          <code>{source}</code>
        </Box>
      )}
    </Paper>
  );
}
