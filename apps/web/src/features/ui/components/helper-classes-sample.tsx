import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const SAMPLES = [
  { label: 'Espaçamento: p: 2, m: 1', sx: { p: 2, m: 1, bgcolor: 'action.hover' } },
  { label: 'Cor primária: color: primary.main', sx: { color: 'primary.main', p: 1 } },
  {
    label: 'Fundo secundário: bgcolor: secondary.main',
    sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 1 },
  },
  {
    label: 'Borda: border: 1, borderRadius: 2',
    sx: { border: 1, borderColor: 'divider', borderRadius: 2, p: 1 },
  },
  { label: 'Sombra: boxShadow: 3', sx: { boxShadow: 3, p: 1 } },
  {
    label: 'Texto truncado: noWrap com largura 180',
    sx: { width: 180, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', p: 1 },
  },
  { label: 'Flex: display flex, gap 1', sx: { display: 'flex', gap: 1, p: 1 } },
] as const;

/** The `sx` shorthands used across the app in place of helper classes. */
export function HelperClassesSample() {
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
      {SAMPLES.map((sample) => (
        <Box key={sample.label} sx={sample.sx}>
          <Typography variant="body2">{sample.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
