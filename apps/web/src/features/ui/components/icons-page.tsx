import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_SIZE } from '@pesquisemais/shared';
import { useState } from 'react';
import { DemoWrapper } from '@/components/demo-wrapper/demo-wrapper';
import { getErrorMessage } from '@/lib/api-client';
import { NavIcon } from '@/shell/navbar/nav-icon';
import { useIcons } from '../api/get-icons';

const USAGE = `import { NavIcon } from '@/shell/navbar/nav-icon';

<NavIcon name="DashboardOutlined" fontSize="large" />`;

/** /ui/icons: the icons the app uses, from GET /api/icons, searchable by name and tags. */
export default function IconsPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useIcons({ q, page, pageSize: MAX_PAGE_SIZE });
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0;

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Ícones
      </Typography>
      <DemoWrapper title="Ícones" source={USAGE}>
        <Box sx={{ p: 2 }}>
          <TextField
            label="Buscar ícones"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            size="small"
            fullWidth
            sx={{ mb: 2 }}
          />
          {query.isError && <Typography color="error">{getErrorMessage(query.error)}</Typography>}
          {query.data?.items.length === 0 && (
            <Typography color="text.secondary">Nenhum ícone encontrado.</Typography>
          )}
          <Box
            component="ul"
            aria-label="Lista de ícones"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            }}
          >
            {query.data?.items.map((icon) => (
              <Paper key={icon.id} component="li" variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
                <NavIcon name={icon.name} sx={{ fontSize: icon.prevSize }} />
                <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
                  {icon.name}
                </Typography>
              </Paper>
            ))}
          </Box>
          {pageCount > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pageCount}
              page={page}
              onChange={(_, value) => setPage(value)}
            />
          )}
        </Box>
      </DemoWrapper>
    </Box>
  );
}
