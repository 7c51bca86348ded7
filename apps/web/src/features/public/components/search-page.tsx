import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countOf } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useSiteSearch } from '../api/search-site';

const PAGE_SIZE = 10;

/** /pages/search/modern: searches the site through GET /api/search; the query lives in the address. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [draft, setDraft] = useState(q);
  const search = useSiteSearch({ q, page, pageSize: PAGE_SIZE });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <Box sx={{ bgcolor: 'background.default', flex: 1 }}>
      <Box sx={{ bgcolor: 'primary.main', py: 6 }}>
        <Container maxWidth="md">
          <Typography
            variant="h4"
            component="h1"
            sx={{ color: 'primary.contrastText', fontWeight: 700, mb: 2 }}
          >
            Buscar no site
          </Typography>
          <Box component="form" role="search" onSubmit={handleSubmit}>
            <TextField
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Digite o que procura e tecle Enter"
              fullWidth
              slotProps={{
                htmlInput: { 'aria-label': 'Buscar', maxLength: 120 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
            />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 4 }}>
        {search.isError && <Alert severity="error">{getErrorMessage(search.error)}</Alert>}
        {q && search.data && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {search.data.total === 0
              ? `Nenhum resultado para "${q}".`
              : `${countOf(search.data.total, 'resultado', 'resultados')} para "${q}"`}
          </Typography>
        )}
        {q &&
          search.data?.items.map((result) => (
            <Paper key={result.id} variant="outlined" sx={{ p: 2.5, mb: 1.5 }}>
              <Link component={RouterLink} to={result.url} variant="h6" underline="hover">
                {result.title}
              </Link>
              <Typography variant="body2" color="secondary.main">
                {result.url}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {result.excerpt}
              </Typography>
            </Paper>
          ))}
        {q && search.data && search.data.total > PAGE_SIZE && (
          <Pagination
            count={Math.ceil(search.data.total / PAGE_SIZE)}
            page={page}
            onChange={(_, next) => setParams({ q, page: String(next) })}
            sx={{ mt: 2 }}
          />
        )}
      </Container>
    </Box>
  );
}

export default SearchPage;
