import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can, KB_MESSAGES } from '@pesquisemais/shared';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useKnowledgeBase, useRemoveKbArticle } from '../api/knowledge-base-api';
import { ArticleDialog } from './article-dialog';
import { groupUrl, KB_HOME } from './kb-links';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** One article (a guide): its HTML content; an admin edits or removes it. */
export default function KbArticlePage() {
  const { groupPath = '', articleId = '' } = useParams();
  const kb = useKnowledgeBase();
  const remove = useRemoveKbArticle();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);

  if (kb.isPending) return <LoadingIndicator />;
  if (kb.isError) return <QueryError error={kb.error} />;
  const group = kb.data.find((item) => item.path === groupPath);
  const article = group?.articles.find((item) => item.id === articleId);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Caminho">
        <Link to={KB_HOME}>Base de conhecimento</Link>
        {group && <Link to={groupUrl(group)}>{group.title}</Link>}
      </Breadcrumbs>
      {!group || !article ? (
        <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
          {KB_MESSAGES.articleNotFound}
        </Typography>
      ) : (
        <Paper component="article" aria-labelledby="kb-article-title" sx={{ mt: 2, p: { xs: 2, md: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="kb-article-title" variant="h4" component="h1" sx={{ flex: 1 }}>
              {article.title}
            </Typography>
            {can(user, 'knowledge-base:author') && (
              <>
                <Button onClick={() => setEditing(true)}>Editar</Button>
                <Button
                  color="error"
                  onClick={async () => {
                    if (
                      !(await confirm({
                        title: 'Excluir artigo',
                        message: `Excluir o artigo "${article.title}"?`,
                        confirmText: 'Excluir',
                      }))
                    )
                      return;
                    remove.mutate(article.id, {
                      onSuccess: () => navigate(groupUrl(group), { replace: true }),
                    });
                  }}
                >
                  Excluir
                </Button>
              </>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Atualizado em {dateFormat.format(new Date(article.updated))}
          </Typography>
          <Box
            sx={{ mt: 3, '& p': { typography: 'body1' } }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.content) }}
          />
          {editing && (
            <ArticleDialog groupId={group.id} article={article} onClose={() => setEditing(false)} />
          )}
        </Paper>
      )}
    </Box>
  );
}
