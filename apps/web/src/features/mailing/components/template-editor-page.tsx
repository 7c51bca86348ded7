import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useTemplate, useTemplateVersions } from '../api/templates-api';
import { formatDateTime } from '../format';
import { TemplateForm } from './template-form';

/** The id in /apps/mailing/edit/{docId}/{docSlug} that opens an empty template. */
export const NEW_TEMPLATE_ID = 'novo';

function Versions({ templateId }: { templateId: string }) {
  const { data } = useTemplateVersions(templateId);
  if (!data || data.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Versões salvas" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Versões salvas
      </Typography>
      <Box component="ul" sx={{ pl: 2, mb: 0 }}>
        {data.map((version) => (
          <li key={version.id}>
            <Typography variant="body2">
              {`Versão ${version.version} — ${formatDateTime(version.createdAt)} — ${version.subject}`}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** /apps/mailing/{editType}/{docId}/{docSlug?}: a template's editor with the server's live preview. */
export default function TemplateEditorPage() {
  const { editType, docId = NEW_TEMPLATE_ID } = useParams();
  const isNew = docId === NEW_TEMPLATE_ID;
  const { data, error, isPending } = useTemplate(isNew ? null : docId);
  const isKnownType = editType === 'edit';
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Link component={RouterLink} to="/apps/mailing">
          Voltar para os modelos
        </Link>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {isNew ? 'Novo modelo de e-mail' : (data?.name ?? 'Modelo de e-mail')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">{`Versão atual: ${data.version}`}</Typography>
        )}
      </Box>
      {!isKnownType && <Alert severity="error">Página de edição desconhecida.</Alert>}
      {isKnownType && isNew && <TemplateForm template={null} />}
      {isKnownType && !isNew && isPending && <LoadingIndicator />}
      {isKnownType && !isNew && error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {isKnownType && data && <TemplateForm key={data.versionId} template={data} />}
      {isKnownType && data && <Versions templateId={data.id} />}
    </Box>
  );
}
