import Article from '@mui/icons-material/ArticleOutlined';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can, KB_MESSAGES } from '@pesquisemais/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useKnowledgeBase } from '../api/knowledge-base-api';
import { ArticleDialog } from './article-dialog';
import { articleUrl, KB_HOME } from './kb-links';

/** Every article of one group; an admin writes a new one here. */
export default function KbGroupPage() {
  const { groupPath = '' } = useParams();
  const kb = useKnowledgeBase();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [writing, setWriting] = useState(false);

  if (kb.isPending) return <LoadingIndicator />;
  if (kb.isError) return <QueryError error={kb.error} />;
  const group = kb.data.find((item) => item.path === groupPath);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Caminho">
        <Link to={KB_HOME}>Base de conhecimento</Link>
        <Typography color="text.primary">{group?.title ?? 'Categoria'}</Typography>
      </Breadcrumbs>
      {!group ? (
        <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
          {KB_MESSAGES.groupNotFound}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
              {group.title}
            </Typography>
            {can(user, 'knowledge-base:author') && (
              <Button variant="contained" onClick={() => setWriting(true)}>
                Novo artigo
              </Button>
            )}
          </Box>
          <Typography color="text.secondary">{group.articlesCount} artigos</Typography>
          <Paper sx={{ mt: 2 }}>
            <List aria-label={`Artigos: ${group.title}`}>
              {group.articles.map((article) => (
                <li key={article.id}>
                  <ListItemButton component={Link} to={articleUrl(group, article.id)}>
                    <ListItemIcon>
                      {article.featured ? <Star titleAccess="Destaque" /> : <Article />}
                    </ListItemIcon>
                    <ListItemText primary={article.title} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Paper>
          {writing && (
            <ArticleDialog
              groupId={group.id}
              onClose={() => setWriting(false)}
              onSaved={(id) => navigate(articleUrl(group, id))}
            />
          )}
        </>
      )}
    </Box>
  );
}
