import Article from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useKnowledgeBase } from '../api/knowledge-base-api';
import { articleUrl, groupUrl, searchArticles } from './kb-links';

/** The help center's home: a search over every article, the FAQ link and the four groups with their featured articles. */
export default function KnowledgeBasePage() {
  const kb = useKnowledgeBase();
  const [query, setQuery] = useState('');
  const found = searchArticles(kb.data ?? [], query);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography variant="h4" component="h1">
          Base de conhecimento
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Guias e respostas sobre a plataforma. Não achou? Veja as{' '}
          <Link to="/pages/faq">perguntas frequentes</Link>.
        </Typography>
        <TextField
          type="search"
          label="Buscar artigos"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mt: 3, width: '100%', maxWidth: 560 }}
        />
      </Box>
      {kb.isPending ? (
        <LoadingIndicator />
      ) : kb.isError ? (
        <QueryError error={kb.error} />
      ) : query.trim() ? (
        <Box component="section" aria-labelledby="kb-results-title">
          <Typography id="kb-results-title" variant="h6" component="h2">
            {found.length === 0 ? 'Nenhum artigo encontrado.' : `${found.length} artigo(s) encontrado(s)`}
          </Typography>
          <List>
            {found.map(({ group, article }) => (
              <li key={article.id}>
                <ListItemButton component={Link} to={articleUrl(group, article.id)}>
                  <ListItemIcon>
                    <Article />
                  </ListItemIcon>
                  <ListItemText primary={article.title} secondary={group.title} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label="Categorias"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          }}
        >
          {(kb.data ?? []).map((group) => (
            <li key={group.id}>
              <Card component="article" aria-labelledby={`kb-group-${group.id}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography id={`kb-group-${group.id}`} variant="h6" component="h2">
                    {group.title}
                  </Typography>
                  <List dense aria-label={`Artigos em destaque: ${group.title}`}>
                    {group.featuredArticles.map((article) => (
                      <li key={article.id}>
                        <ListItemButton component={Link} to={articleUrl(group, article.id)}>
                          <ListItemIcon>
                            <Article />
                          </ListItemIcon>
                          <ListItemText primary={article.title} />
                        </ListItemButton>
                      </li>
                    ))}
                  </List>
                </CardContent>
                <CardActions>
                  <Button component={Link} to={groupUrl(group)}>
                    Ver todos os artigos ({group.articlesCount})
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
