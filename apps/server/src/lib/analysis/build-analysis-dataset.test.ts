import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnalysisDataset } from './analysis-dataset';
import type { AnalysisResponse } from './analysis-plan';
import { buildAnalysisDataset } from './build-analysis-dataset';
import { createNamer } from './variable-names';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/analysis/${name}`, import.meta.url), 'utf8'));

const NEWEST = fixture('every-type.json');
const OLDER = fixture('older-version.json');
const RESPONSES = fixture('responses.json') as AnalysisResponse[];

const dataset = buildAnalysisDataset({ title: 'Estudo', schemas: [NEWEST, OLDER], responses: RESPONSES });

/** The column of one variable, one cell per response in the fixture's order. */
function column(data: AnalysisDataset, name: string) {
  const index = data.variables.findIndex((variable) => variable.name === name);
  if (index < 0) throw new Error(`no variable ${name}: ${data.variables.map((v) => v.name).join(', ')}`);
  return { variable: data.variables[index], cells: data.rows.map((row) => row[index]) };
}

describe('buildAnalysisDataset', () => {
  it('starts with the response columns, status coded with labels', () => {
    expect(dataset.variables.slice(0, 7).map((v) => v.name)).toEqual([
      'id',
      'versao',
      'inicio',
      'conclusao',
      'entrevista',
      'entrevistador',
      'status',
    ]);
    const status = column(dataset, 'status');
    expect(status.cells).toEqual([1, 2, 3, 4]);
    expect(status.variable?.valueLabels).toEqual([
      { value: 1, label: 'Completa' },
      { value: 2, label: 'Parcial' },
      { value: 3, label: 'Filtrada' },
      { value: 4, label: 'Cota cheia' },
    ]);
    expect(column(dataset, 'inicio').cells[0]).toBe('2026-11-23T09:00:00-03:00');
    expect(column(dataset, 'conclusao').cells[1]).toBeNull();
    expect(column(dataset, 'entrevista').cells).toEqual([1, 0, 0, 0]);
    expect(column(dataset, 'entrevistador').cells[0]).toBe('Paulo');
    expect(dataset.rows).toHaveLength(4);
    for (const row of dataset.rows) expect(row).toHaveLength(dataset.variables.length);
  });

  it('writes simple questions in one column each, typed', () => {
    expect(column(dataset, 'nome').cells).toEqual(['Ana', null, null, null]);
    expect(column(dataset, 'idade')).toMatchObject({ variable: { kind: 'numeric', measure: 'scale' } });
    expect(column(dataset, 'idade').cells[0]).toBe(41);
    expect(column(dataset, 'visita')).toMatchObject({ variable: { kind: 'datetime' } });
    expect(column(dataset, 'visita').cells[0]).toBe('2026-11-20');
    expect(column(dataset, 'obs').cells[0]).toBe('Sem queixas');
    expect(column(dataset, 'total').cells[0]).toBe(42);
  });

  it('codes choices: numeric values as themselves, others 1, 2… with the text as label', () => {
    const regiao = column(dataset, 'regiao');
    expect(regiao.cells[0]).toBe(20);
    expect(regiao.variable?.valueLabels).toEqual([
      { value: 10, label: 'Norte' },
      { value: 20, label: 'Sul' },
    ]);
    const especialidade = column(dataset, 'especialidade');
    // cardio 1, clinica 2, pediatria (only in the older version) 3, then the 'other' item.
    expect(especialidade.cells).toEqual([4, 1, 2, 1]);
    expect(especialidade.variable?.valueLabels).toEqual([
      { value: 1, label: 'Cardiologia' },
      { value: 2, label: 'Clínica geral' },
      { value: 3, label: 'Pediatria' },
      { value: 4, label: 'Outra especialidade' },
    ]);
    expect(especialidade.variable?.label).toBe('Especialidade');
    expect(column(dataset, 'nota').cells).toEqual([4, 2, null, 5]);
    expect(column(dataset, 'nota').variable?.measure).toBe('ordinal');
    const prescreve = column(dataset, 'prescreve');
    expect(prescreve.cells).toEqual([1, 0, null, null]);
    expect(prescreve.variable?.valueLabels).toEqual([
      { value: 1, label: 'Sim' },
      { value: 0, label: 'Não' },
    ]);
    expect(column(dataset, 'logo').cells[0]).toBe(2);
  });

  it("keeps 'other (specify)' texts and comment areas in their own columns", () => {
    expect(column(dataset, 'especialidade_other').cells).toEqual(['Nefrologia', null, null, null]);
    expect(column(dataset, 'regiao_comment').cells[0]).toBe('Atende no interior');
    expect(column(dataset, 'fontes_other').cells[0]).toBe('Podcasts');
    expect(column(dataset, 'fontes_other').variable?.label).toBe('Fontes - outro (texto)');
  });

  it('splits checkbox and tagbox into 0/1 columns per choice and ranking into ranks', () => {
    // congresso 1, revista 2, then none 3 and other 4; unanswered stays missing.
    expect(column(dataset, 'fontes_1').cells).toEqual([0, 0, null, null]);
    expect(column(dataset, 'fontes_2').cells).toEqual([1, 0, null, null]);
    expect(column(dataset, 'fontes_3')).toMatchObject({ variable: { label: 'Fontes - Nenhum' } });
    expect(column(dataset, 'fontes_3').cells).toEqual([0, 1, null, null]);
    expect(column(dataset, 'fontes_4').cells).toEqual([1, 0, null, null]);
    expect(column(dataset, 'fontes_1').variable?.valueLabels).toEqual([
      { value: 1, label: 'Selecionado' },
      { value: 0, label: 'Não selecionado' },
    ]);
    expect(['marcas_1', 'marcas_2', 'marcas_3'].map((name) => column(dataset, name).cells[0])).toEqual([
      1, 0, 1,
    ]);
    expect(
      ['prioridades_1', 'prioridades_2', 'prioridades_3'].map((n) => column(dataset, n).cells[0]),
    ).toEqual([3, 1, 2]);
    expect(column(dataset, 'prioridades_2').variable?.label).toBe('Prioridades - Eficácia');
  });

  it('spreads matrices wide: q_row, q_row_col, dynamic rows up to the most seen', () => {
    expect(column(dataset, 'atributos_eficacia').cells[0]).toBe(2);
    expect(column(dataset, 'atributos_custo').cells[0]).toBe(1);
    expect(column(dataset, 'atributos_custo').variable?.label).toBe('Avalie - Custo');
    expect(column(dataset, 'uso_prodA_freq').cells[0]).toBe(1);
    expect(column(dataset, 'uso_prodB_freq').cells[0]).toBe(2);
    expect(column(dataset, 'uso_prodA_freq').variable?.valueLabels).toContainEqual({
      value: 1,
      label: 'Sempre',
    });
    expect(column(dataset, 'uso_prodA_pacientes').cells[0]).toBe(12);
    expect(column(dataset, 'receitas_2_droga').cells[0]).toBe('Losartana');
    expect(column(dataset, 'receitas_2_dose').cells[0]).toBe(50);
    expect(dataset.variables.some((v) => v.name.startsWith('receitas_3'))).toBe(false);
    expect(column(dataset, 'pacientes_1_sexo').cells).toEqual([2, 1, null, null]);
    expect(column(dataset, 'pacientes_2_iniciais').cells).toEqual([null, 'CD', null, null]);
    expect(column(dataset, 'pacientes_3_sexo').cells).toEqual([null, 1, null, null]);
    expect(dataset.variables.some((v) => v.name.startsWith('pacientes_4'))).toBe(false);
    expect(column(dataset, 'contato_email').cells[0]).toBe('ana@exemplo.com.br');
    expect(column(dataset, 'contato_consultas').cells[0]).toBe(30);
    // Inner questions of matrices and panels exist only inside them.
    for (const inner of ['freq', 'droga', 'email', 'iniciais']) {
      expect(dataset.variables.map((v) => v.name)).not.toContain(inner);
    }
  });

  it('writes files as names and links, calculated values marked for the result, valueName answers', () => {
    expect(column(dataset, 'receita_foto').cells[0]).toBe('receita.jpg /api/files/abc123');
    expect(column(dataset, 'assinatura').cells[0]).toBe('(imagem embutida)');
    expect(column(dataset, 'escore')).toMatchObject({ variable: { kind: 'numeric' } });
    expect(column(dataset, 'escore').cells).toEqual([8, 4, null, null]);
    expect(column(dataset, 'elegivel')).toMatchObject({ variable: { kind: 'string' } });
    expect(column(dataset, 'elegivel').cells).toEqual(['sim', 'não', null, null]);
    expect(dataset.variables.map((v) => v.name)).not.toContain('interno');
    expect(column(dataset, 'apelido').cells[0]).toBe('Aninha');
    expect(column(dataset, 'antiga').cells[2]).toBe('x');
  });

  it('gives SPSS-safe unique names, de-accented', () => {
    expect(column(dataset, 'Acao_Medica_1a').cells[0]).toBe('sim');
    const names = dataset.variables.map((v) => v.name);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
    const name = createNamer();
    expect(name(['status'])).toBe('status');
    expect(name(['STATUS'])).toBe('STATUS_2');
    expect(name(['1ª pergunta'])).toBe('v_1a_pergunta');
    expect(name(['and'])).toBe('and_v');
    expect(name(['x'.repeat(80)])).toHaveLength(64);
    expect(name(['x'.repeat(80)])).toBe(`${'x'.repeat(62)}_2`);
  });

  it('every cell of a numeric variable is a number or missing', () => {
    dataset.variables.forEach((variable, index) => {
      if (variable.kind !== 'numeric') return;
      for (const row of dataset.rows)
        expect(row[index] === null || typeof row[index] === 'number').toBe(true);
    });
  });
});

describe('choices survey-core makes rather than the questionnaire lists', () => {
  const answered = (answers: Record<string, unknown>, id = 'r1'): AnalysisResponse => ({
    id,
    status: 'complete',
    started_at: new Date('2026-11-23T12:00:00Z'),
    completed_at: new Date('2026-11-23T12:10:00Z'),
    is_interview: false,
    survey_version: 1,
    interviewer_name: null,
    answers,
  });

  it("codes choices carried from the respondent's own selection (choicesFromQuestionMode 'selected')", () => {
    const schema = {
      pages: [
        {
          name: 'p1',
          elements: [
            {
              type: 'checkbox',
              name: 'marcas',
              choices: [
                { value: 'alfa', text: 'Alfa' },
                { value: 'beta', text: 'Beta' },
                { value: 'gama', text: 'Gama' },
              ],
            },
            {
              type: 'radiogroup',
              name: 'preferida',
              title: 'Preferida',
              choicesFromQuestion: 'marcas',
              choicesFromQuestionMode: 'selected',
            },
            {
              type: 'checkbox',
              name: 'descartadas',
              choicesFromQuestion: 'marcas',
              choicesFromQuestionMode: 'unselected',
            },
          ],
        },
      ],
    };
    const data = buildAnalysisDataset({
      title: 'Marcas',
      schemas: [schema],
      responses: [answered({ marcas: ['alfa', 'gama'], preferida: 'gama', descartadas: ['beta'] })],
    });
    const preferida = column(data, 'preferida');
    expect(preferida.variable?.valueLabels).toEqual([
      { value: 1, label: 'Alfa' },
      { value: 2, label: 'Beta' },
      { value: 3, label: 'Gama' },
    ]);
    expect(preferida.cells).toEqual([3]);
    expect(column(data, 'descartadas_2').cells).toEqual([1]);
    expect(column(data, 'descartadas_1').cells).toEqual([0]);
    expect(data.variables.some((variable) => variable.name === 'preferida_other')).toBe(false);
  });

  it('codes the numbers a dropdown generates from choicesMin and choicesMax, beside its own choices', () => {
    const schema = JSON.parse(
      readFileSync(
        new URL('../../../test/fixtures/surveys/dropdown-choices-min-max.json', import.meta.url),
        'utf8',
      ),
    );
    const data = buildAnalysisDataset({
      title: 'Listas',
      schemas: [schema],
      responses: [
        answered({ anos_formado: 12, pacientes_semana: 70, plantao: 'nenhum' }, 'r1'),
        answered({ anos_formado: 0, pacientes_semana: 200, plantao: 3 }, 'r2'),
      ],
    });
    expect(column(data, 'anos_formado').cells).toEqual([12, 0]);
    expect(column(data, 'anos_formado').variable?.valueLabels).toHaveLength(51);
    expect(column(data, 'pacientes_semana').cells).toEqual([70, 200]);
    const plantao = column(data, 'plantao');
    expect(plantao.variable?.valueLabels?.map((label) => label.label)).toEqual([
      'Nenhum',
      ...Array.from({ length: 10 }, (_, index) => String(index + 1)),
    ]);
    expect(plantao.cells[1]).toBe(plantao.variable?.valueLabels?.find((label) => label.label === '3')?.value);
    expect(data.variables.filter((variable) => variable.name.endsWith('_other'))).toEqual([]);
  });
});
