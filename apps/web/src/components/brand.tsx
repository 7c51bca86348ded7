import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const LOGO_URL = '/assets/images/logo/logo.svg';

type TBrandProps = {
  /** Text colour for dark backgrounds. */
  inverted?: boolean;
};

/** Logo, the name 'Pesquise(+)' and the 'alpha' badge, shared by the public and admin toolbars. */
export function Brand({ inverted = false }: TBrandProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={LOGO_URL} alt="" sx={{ width: 32, height: 32 }} />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, color: inverted ? 'common.white' : 'text.primary', whiteSpace: 'nowrap' }}
      >
        {t('common.brand')}
      </Typography>
      <Chip label={t('common.alpha')} size="small" color="secondary" sx={{ height: 20, fontSize: 11 }} />
    </Box>
  );
}
