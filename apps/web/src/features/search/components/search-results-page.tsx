import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NAVIGATION, searchNavigation } from '@pesquisemais/shared';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import {
  groupEntries,
  pageEntries,
  recordEntries,
  type TSearchEntry,
  useDebounced,
  useGlobalSearch,
} from '@/lib/global-search';
import { NavIcon } from '@/shell/navbar/nav-icon';

/** The spec's text for a search without a match (point 8). */
const NO_RESULTS = 'No results..';

function ResultGroup({ group, entries }: { group: string; entries: TSearchEntry[] }) {
  const headingId = `busca-${group.replace(/\s/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {group} ({entries.length})
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <NavIcon name={entry.icon} fontSize="small" color="action" sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={entry.url} sx={{ overflowWrap: 'anywhere' }}>
                {entry.title}
              </Link>
              {entry.secondary && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.secondary}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * /apps/search?q= — every result of the global search: the menu pages the role may see and the records the
 * server finds for this user (questionnaires, campaigns, panel, boards, cards, reports, rooms), grouped by kind.
 * The query lives in the address, so a result page can be shared and the back button returns to it.
 */
export default function SearchResultsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const settled = useDebounced(query.trim());
  const records = useGlobalSearch(settled);
  const pages = pageEntries(searchNavigation(NAVIGATION, user.role, settled));
  // Records of an older query (kept while the new one loads) are not shown under the new one.
  const entries = [...pages, ...recordEntries(records.isPlaceholderData ? undefined : records.data)];
  const isWaiting = settled !== query.trim() || records.isFetching;

  const handleChange = (value: string) => {
    setQuery(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        Resultados da busca
      </Typography>
      <TextField
        size="small"
        type="search"
        label="Buscar páginas e registros"
        value={query}
        onChange={(event) => handleChange(event.target.value)}
        sx={{ maxWidth: 480 }}
      />
      {records.isError && <QueryError error={records.error} />}
      {settled === '' ? (
        <Typography color="text.secondary">
          Digite o nome de um questionário, campanha, quadro, sala ou página.
        </Typography>
      ) : entries.length === 0 ? (
        isWaiting ? (
          <LoadingIndicator />
        ) : (
          <Typography role="status" color="text.secondary">
            {NO_RESULTS}
          </Typography>
        )
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {entries.length === 1 ? '1 resultado' : `${entries.length} resultados`} para “{settled}”
          </Typography>
          {groupEntries(entries).map(({ group, entries: inGroup }) => (
            <ResultGroup key={group} group={group} entries={inGroup} />
          ))}
        </>
      )}
    </Box>
  );
}
