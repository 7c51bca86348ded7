import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SURVEY_MESSAGES, type TSurvey } from '@pesquisemais/shared';
import { useState } from 'react';
import { LazySurveyRunner } from '@/components/survey-runner/lazy-survey-runner';
import { notify } from '@/lib/notify';
import { useImportDraft, usePublishSurvey } from '../api/save-survey';
import { useSurveyDocument } from '../hooks/use-survey-document';
import { exportSurveyText, validateSurveyImport } from '../model/import-survey';
import { EditorToolbar } from './editor-toolbar';
import { EditorWorkspace } from './editor-workspace';

type TSurveyEditorProps = { survey: TSurvey; onReload: () => void };

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** The questionnaire editor: structure, properties, live preview, autosave, import/export, publish. */
export function SurveyEditor({ survey, onReload }: TSurveyEditorProps) {
  const draft = useSurveyDocument(survey);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const importSurvey = useImportDraft(survey.id);
  const publish = usePublishSurvey(survey.id);
  const [published, setPublished] = useState(survey.publishedVersion);
  const [importNotes, setImportNotes] = useState<string[]>([]);

  const handleImport = (text: string) => {
    const result = validateSurveyImport(text);
    if (!result.ok) return notify(result.message, 'error');
    importSurvey.mutate(
      { schema: result.survey, baseRevision: draft.revisionRef.current },
      {
        onSuccess: (saved) => {
          draft.replace(structuredClone(saved.schema) as typeof result.survey, saved.revision);
          setImportNotes(saved.importNotes);
          notify('Questionário importado.', 'success');
        },
      },
    );
  };

  const handlePublish = () =>
    publish.mutate(undefined, {
      onSuccess: (version) => {
        setPublished(version.version);
        notify(`${SURVEY_MESSAGES.published} Versão ${version.version}.`, 'success');
      },
    });

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EditorToolbar
        title={survey.title}
        status={published !== null && survey.status === 'draft' ? 'published' : survey.status}
        publishedVersion={published}
        saveStatus={draft.status}
        saveError={draft.error}
        isPublishing={publish.isPending}
        onImport={handleImport}
        onExport={() => download(`${survey.handle || 'questionario'}.json`, exportSurveyText(draft.schema))}
        onPublish={handlePublish}
      />
      {importNotes.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setImportNotes([])}>
          <AlertTitle>O questionário foi ajustado ao importar</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {importNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Box>
        </Alert>
      )}
      {draft.status === 'conflict' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              Recarregar
            </Button>
          }
        >
          {draft.changedBy
            ? `Este questionário foi alterado por ${draft.changedBy}. Recarregue para ver a versão mais recente; suas alterações desde então não foram salvas.`
            : SURVEY_MESSAGES.conflict}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_, value: 'edit' | 'preview') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="edit" label="Editar" />
        <Tab value="preview" label="Pré-visualização" />
      </Tabs>
      {tab === 'edit' ? (
        <EditorWorkspace schema={draft.schema} onChange={draft.change} />
      ) : (
        <LazySurveyRunner json={draft.schema} />
      )}
    </Box>
  );
}
