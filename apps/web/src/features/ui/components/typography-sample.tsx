import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
] as const;

/** Every text style of the theme, with a sample sentence. */
export function TypographySample() {
  return (
    <Stack spacing={1.5} sx={{ p: 3 }}>
      {VARIANTS.map((variant) => (
        <Typography key={variant} variant={variant} component="p">
          {variant}: Pesquisa que transforma dados em decisões
        </Typography>
      ))}
    </Stack>
  );
}
