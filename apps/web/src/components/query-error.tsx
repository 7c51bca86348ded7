import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/lib/api-client';

/** A page whose data failed to load: the error's Portuguese message in place of the content. */
export function QueryError({ error }: { error: unknown }) {
  return (
    <Typography color="error" sx={{ p: 3 }}>
      {getErrorMessage(error)}
    </Typography>
  );
}
