import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { REGISTRATION_CONSENT_TEXT, type TRegisterForm } from '@pesquisemais/shared';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The LGPD consent of registration: the server records this exact text (REGISTRATION_CONSENT_TEXT) with the time
 * of acceptance, so the label shows it word for word.
 */
export function ConsentCheckbox({
  control,
  disabled,
}: {
  control: Control<TRegisterForm>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name="consent"
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <FormControl error={fieldState.error !== undefined}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                {...field}
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
                disabled={disabled}
                sx={{ pt: 0 }}
                slotProps={{ input: { ref, 'aria-describedby': helperId } }}
              />
            }
            label={<Typography variant="body2">{REGISTRATION_CONSENT_TEXT}</Typography>}
          />
          <FormHelperText id={helperId}>
            {fieldState.error?.message ?? (
              <Link component={RouterLink} to="/policy/privacy" target="_blank" rel="noopener">
                {t('auth.register.privacyLink')}
              </Link>
            )}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
