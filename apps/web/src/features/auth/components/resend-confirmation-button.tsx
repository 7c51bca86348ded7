import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postRegisterResend } from '@/lib/auth/auth-api';
import { notify } from '@/lib/notify';

/** 'Reenviar e-mail de confirmação': a new link for an account that still waits for its e-mail. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: postRegisterResend,
    onSuccess: ({ message }) => notify(message, 'success'),
  });
  return (
    <Button
      color="inherit"
      size="small"
      disabled={resend.isPending || resend.isSuccess}
      onClick={() => resend.mutate({ email })}
    >
      {t('auth.register.resend')}
    </Button>
  );
}
