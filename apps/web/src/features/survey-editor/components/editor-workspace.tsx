import Box from '@mui/material/Box';
import { useState } from 'react';
import { findQuestion, type TSurveyJson } from '../model/survey-json';
import {
  addPage,
  addQuestion,
  deletePage,
  deleteQuestion,
  duplicatePage,
  duplicateQuestion,
  movePage,
  moveQuestion,
  updatePage,
  updateQuestion,
} from '../model/survey-ops';
import { PageProperties } from './page-properties';
import { QuestionProperties } from './question-properties';
import { StructurePanel, type TSelection } from './structure-panel';
import { SurveySettings } from './survey-settings';

type TEditorWorkspaceProps = { schema: TSurveyJson; onChange: (schema: TSurveyJson) => void };

/** The structure on the left, the selected item's properties on the right. */
export function EditorWorkspace({ schema, onChange }: TEditorWorkspaceProps) {
  const [selection, setSelectionState] = useState<TSelection>({ kind: 'survey' });
  // The properties panel is keyed by this count, not by the question's name: renaming a question must not
  // remount the panel (that dropped the focus and the typing of the field clicked next).
  const [panelKey, setPanelKey] = useState(0);
  const setSelection = (next: TSelection) => {
    setSelectionState(next);
    setPanelKey((key) => key + 1);
  };
  const selected = selection.kind === 'question' ? findQuestion(schema, selection.name) : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 2fr) minmax(0, 3fr)' },
        gap: 2,
        // A panel never grows past its column for a long unbreakable text (a select showing a long question
        // title): the text is cut with an ellipsis instead of pushing the page sideways at 320 px.
        '& > *': { minWidth: 0 },
      }}
    >
      <StructurePanel
        survey={schema}
        selection={selection}
        onSelect={setSelection}
        onMovePage={(from, to) => onChange(movePage(schema, from, to))}
        onMoveQuestion={(from, to) => onChange(moveQuestion(schema, from, to))}
        onAddPage={() => {
          onChange(addPage(schema));
          setSelection({ kind: 'page', pageIndex: schema.pages.length });
        }}
        onDuplicatePage={(pageIndex) => onChange(duplicatePage(schema, pageIndex))}
        onDeletePage={(pageIndex) => {
          onChange(deletePage(schema, pageIndex));
          setSelection({ kind: 'survey' });
        }}
        onAddQuestion={(pageIndex, kind) => {
          const result = addQuestion(schema, pageIndex, kind);
          onChange(result.survey);
          setSelection({ kind: 'question', name: result.name });
        }}
        onDuplicateQuestion={(name) => {
          const result = duplicateQuestion(schema, name);
          onChange(result.survey);
          setSelection({ kind: 'question', name: result.name });
        }}
        onDeleteQuestion={(name) => {
          onChange(deleteQuestion(schema, name));
          if (selection.kind === 'question' && selection.name === name) setSelection({ kind: 'survey' });
        }}
      />
      <Box>
        {selection.kind === 'survey' && <SurveySettings survey={schema} onChange={onChange} />}
        {selection.kind === 'page' && (
          <PageProperties
            key={panelKey}
            survey={schema}
            pageIndex={selection.pageIndex}
            onPatch={(patch) => onChange(updatePage(schema, selection.pageIndex, patch))}
          />
        )}
        {selected && (
          <QuestionProperties
            key={panelKey}
            survey={schema}
            element={selected.element}
            onPatch={(patch) => onChange(updateQuestion(schema, selected.element.name, patch))}
            onRename={(name) => {
              try {
                onChange(updateQuestion(schema, selected.element.name, { name }));
                setSelectionState({ kind: 'question', name });
                return null;
              } catch (error) {
                return error instanceof Error ? error.message : 'Nome inválido.';
              }
            }}
          />
        )}
      </Box>
    </Box>
  );
}
