import type { TSurveySchema } from '@pesquisemais/shared';

const scale = [
  { value: 1, text: 'Muito ruim' },
  { value: 2, text: 'Ruim' },
  { value: 3, text: 'Regular' },
  { value: 4, text: 'Bom' },
  { value: 5, text: 'Muito bom' },
];

/** The demo questionnaire: a cardiology perception study with a screen-out for non-physicians. */
export const DEMO_SURVEY_SCHEMA: TSurveySchema = {
  title: 'Percepção de tratamentos em cardiologia',
  locale: 'pt-br',
  showProgressBar: 'top',
  completedHtml: '<h3>Obrigado! Suas respostas foram registradas.</h3>',
  completedHtmlOnCondition: [
    {
      expression: "{profissao} <> 'medico'",
      html: '<h3>Obrigado pela participação!</h3><p>Esta pesquisa é destinada apenas a médicos.</p>',
    },
  ],
  triggers: [{ type: 'complete', expression: "{profissao} <> 'medico'" }],
  pages: [
    {
      name: 'perfil',
      title: 'Perfil profissional',
      elements: [
        {
          type: 'radiogroup',
          name: 'profissao',
          title: 'Qual é a sua profissão?',
          isRequired: true,
          requiredErrorText: 'Informe a sua profissão.',
          choices: [
            { value: 'medico', text: 'Médico(a)' },
            { value: 'enfermeiro', text: 'Enfermeiro(a)' },
            { value: 'farmaceutico', text: 'Farmacêutico(a)' },
            { value: 'outro_saude', text: 'Outro profissional de saúde' },
          ],
        },
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Qual é a sua especialidade principal?',
          isRequired: true,
          showOtherItem: true,
          otherText: 'Outra',
          choices: [
            { value: 'cardiologia', text: 'Cardiologia' },
            { value: 'clinica_geral', text: 'Clínica geral' },
            { value: 'endocrinologia', text: 'Endocrinologia' },
            { value: 'nefrologia', text: 'Nefrologia' },
          ],
        },
        {
          type: 'text',
          name: 'crm',
          title: 'Número do CRM',
          isRequired: true,
          validators: [
            {
              type: 'regex',
              regex: '^[0-9]{4,7}$',
              text: 'Informe apenas os números do CRM (4 a 7 dígitos).',
            },
          ],
        },
        {
          type: 'dropdown',
          name: 'regiao',
          title: 'Em que região você atende?',
          isRequired: true,
          choices: [
            { value: 'norte', text: 'Norte' },
            { value: 'nordeste', text: 'Nordeste' },
            { value: 'centro_oeste', text: 'Centro-Oeste' },
            { value: 'sudeste', text: 'Sudeste' },
            { value: 'sul', text: 'Sul' },
          ],
        },
        {
          type: 'text',
          name: 'anos_pratica',
          title: 'Há quantos anos você pratica a medicina?',
          inputType: 'number',
          min: 0,
          max: 60,
          isRequired: true,
        },
      ],
    },
    {
      name: 'tratamentos',
      title: 'Tratamentos da insuficiência cardíaca',
      elements: [
        {
          type: 'html',
          name: 'instrucoes',
          html: '<p>As perguntas a seguir tratam de pacientes com <b>insuficiência cardíaca com fração de ejeção reduzida</b>.</p>',
        },
        {
          type: 'matrix',
          name: 'avaliacao_classes',
          title: '{especialidade}: como você avalia cada classe de medicamento?',
          isAllRowRequired: true,
          rows: [
            { value: 'ieca_bra', text: 'IECA / BRA' },
            { value: 'betabloqueadores', text: 'Betabloqueadores' },
            { value: 'isglt2', text: 'iSGLT2' },
            { value: 'diureticos', text: 'Diuréticos de alça' },
          ],
          columns: scale,
        },
        {
          type: 'rating',
          name: 'recomendacao',
          title: 'De 0 a 10, quanto você recomendaria os protocolos atuais a um colega?',
          rateMin: 0,
          rateMax: 10,
          isRequired: true,
        },
        {
          type: 'comment',
          name: 'barreiras',
          title: 'O que mais limita o uso dos protocolos no seu dia a dia?',
          visibleIf: '{recomendacao} <= 6',
          isRequired: true,
        },
        {
          type: 'checkbox',
          name: 'fontes',
          title: 'Onde você se atualiza sobre novos tratamentos?',
          showOtherItem: true,
          choices: [
            { value: 'congressos', text: 'Congressos' },
            { value: 'revistas', text: 'Revistas científicas' },
            { value: 'representantes', text: 'Representantes da indústria' },
            { value: 'colegas', text: 'Colegas' },
            { value: 'cursos_online', text: 'Cursos online' },
          ],
        },
        {
          type: 'boolean',
          name: 'isglt2_sem_diabetes',
          title: 'Você prescreve iSGLT2 para pacientes sem diabetes?',
          labelTrue: 'Sim',
          labelFalse: 'Não',
        },
      ],
    },
  ],
};
