import 'survey-core/i18n/portuguese-br';
import { surveyLocalization } from 'survey-core';

/**
 * survey-core's shipped pt-BR strings, corrected where they are wrong or not Brazilian Portuguese. Screen
 * readers read some of them in every cell (a matrix cell is named '<row string> <row>, <column string>
 * <column>': 'remar Atendimento, coluna Bom' with the shipped 'Remar').
 */
export const PT_BR_SURVEY_STRINGS: Record<string, string> = {
  // The final button says what it does.
  completeText: 'Enviar respostas',
  matrix_row: 'Linha',
  removeRow: 'Remover',
  removePanel: 'Remover',
  noRowsText: 'Não há linhas.',
  clearCaption: 'Limpar',
  confirmDelete: 'Tem certeza de que deseja excluir este registro?',
  questionsProgressText: '{0} de {1} perguntas respondidas',
  textMinLength: 'Insira pelo menos {0} caractere(s).',
  textMaxLength: 'Insira no máximo {0} caractere(s).',
  savingData: 'Os resultados estão sendo salvos no servidor...',
  loadingPage: 'Carregando...',
  loadingData: 'Carregando...',
  loadingSurvey: 'Carregando a pesquisa...',
  timerMin: 'min',
  timerSec: 's',
  timerSpentPage: 'Você gastou {0} nesta página.',
  timerSpentSurvey: 'Você gastou {0} no total.',
  timerLimitSurvey: 'Você gastou {0} de {1} no total.',
  tagboxDoneButtonCaption: 'OK',
  ok: 'OK',
};

/** Alt text of an image file's preview (survey-react-ui writes 'File preview'). */
export const FILE_PREVIEW_ALT = (name: string | undefined) =>
  name ? `Pré-visualização de ${name}` : 'Pré-visualização do arquivo';

Object.assign(surveyLocalization.locales['pt-br'] as Record<string, string>, PT_BR_SURVEY_STRINGS);
