import type { AnalysisCell, AnalysisDataset, AnalysisVariable } from './analysis-dataset';

/**
 * A survey export as the SPSS writer meets it: accents everywhere, coded answers with labels (numbers and
 * strings, short and long), a 64-byte name, names sharing their first 8 letters, comments of thousands of
 * bytes, timestamps in UTC and in São Paulo, missing cells. Each datetime also carries the São Paulo wall
 * time an analyst must read back.
 */
export interface SavFixture {
  dataset: AnalysisDataset;
  /** Per row, the São Paulo wall time of `enviado_em` as [y, m, d, h, mi, s], or null. */
  wallTimes: ([number, number, number, number, number, number] | null)[];
}

const SATISFACTION = [
  { value: 1, label: 'Péssimo' },
  { value: 2, label: 'Ruim' },
  { value: 3, label: 'Razoável' },
  { value: 4, label: 'Bom' },
  { value: 5, label: 'Ótimo — recomendo' },
];

/** 60 bytes in UTF-8: the longest file label PSPP keeps whole. */
export const FIXTURE_TITLE = 'Pesquisa de satisfação — lojas de São Paulo (mar./2026)';

/** Exactly 64 bytes, the longest name SPSS takes. */
export const LONG_NAME = 'satisfacao_geral_com_o_atendimento_recebido_na_loja_do_shopping_';

export const FIXTURE_VARIABLES: AnalysisVariable[] = [
  { name: 'id', label: 'Identificação da resposta', kind: 'numeric', measure: 'scale', questionType: '' },
  {
    name: LONG_NAME,
    label:
      `Quão satisfeito você ficou com o atendimento? ${'Considere a cordialidade, a atenção e a solução. '.repeat(3)}`.trim(),
    kind: 'numeric',
    measure: 'ordinal',
    questionType: 'rating',
    valueLabels: SATISFACTION,
  },
  {
    name: 'satisfacao_geral_com_o_preco',
    label: 'Satisfação com o preço',
    kind: 'numeric',
    measure: 'ordinal',
    questionType: 'rating',
    valueLabels: SATISFACTION,
  },
  {
    name: 'recomendaria',
    label: 'Recomendaria a loja?',
    kind: 'numeric',
    measure: 'nominal',
    questionType: 'boolean',
    valueLabels: [
      { value: 0, label: 'Não' },
      { value: 1, label: 'Sim' },
    ],
  },
  {
    name: 'uf',
    label: 'Unidade da federação',
    kind: 'string',
    measure: 'nominal',
    questionType: 'dropdown',
    valueLabels: [
      { value: 'SP', label: 'São Paulo' },
      { value: 'RJ', label: 'Rio de Janeiro' },
      { value: 'MG', label: 'Minas Gerais' },
      { value: 'PA', label: 'Pará' },
    ],
  },
  {
    name: 'situacao',
    label: 'Situação da resposta',
    kind: 'string',
    measure: 'nominal',
    questionType: '',
    valueLabels: [
      { value: 'completa', label: 'Concluída' },
      { value: 'parcial', label: 'Incompleta' },
      { value: 'desqualificada_por_cota', label: 'Desqualificação por cota atingida' },
    ],
  },
  {
    name: 'comentario_sobre_a_experiencia_de_compra',
    label: 'Comentário — experiência de compra',
    kind: 'string',
    measure: 'nominal',
    questionType: 'comment',
  },
  {
    name: 'outro_texto',
    label: 'Outro (especifique) — texto',
    kind: 'string',
    measure: 'nominal',
    questionType: 'checkbox',
  },
  { name: 'enviado_em', label: 'Data e hora do envio', kind: 'datetime', measure: 'scale', questionType: '' },
  {
    name: 'renda_familiar',
    label: 'Renda familiar (R$)',
    kind: 'numeric',
    measure: 'scale',
    questionType: 'text',
  },
  {
    name: 'tempo_segundos',
    label: 'Tempo de resposta (s)',
    kind: 'numeric',
    measure: 'scale',
    questionType: '',
  },
];

const WORDS = [
  'atenção',
  'ótimo',
  'preço',
  'não',
  'São João',
  'açúcar',
  'fila',
  'café',
  'troca',
  'vendedor',
  'ü',
];
const OTHER_TEXTS = [
  'Indicação de amigo',
  'Vi no "Instagram", gostei',
  'Panfleto; rua',
  'Rádio\nlocal',
  'Ônibus',
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function buildSavFixture(rowCount: number, seed = 20261123): SavFixture {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const maybe = <T>(value: T, missingShare = 0.1): T | null => (next() < missingShare ? null : value);
  const rows: AnalysisCell[][] = [];
  const wallTimes: SavFixture['wallTimes'] = [];
  for (let i = 0; i < rowCount; i++) {
    // Row 0: a 'ç' straddles the 255-byte segment boundary; row 1: the widest comment.
    let comment: string | null =
      i === 0
        ? `${'a'.repeat(254)}ção e mais texto`
        : Array.from({ length: Math.floor(next() * 300) }, () => pick(WORDS)).join(' ');
    if (i === 1) comment = `${'Comentário longo, com "aspas" e vírgulas; '.repeat(70)}fim`;
    else if (i > 1) comment = maybe(comment, 0.2);
    const wall: [number, number, number, number, number, number] = [
      2026,
      1 + Math.floor(next() * 12),
      1 + Math.floor(next() * 28),
      Math.floor(next() * 24),
      Math.floor(next() * 60),
      Math.floor(next() * 60),
    ];
    const [y, mo, d, h, mi, s] = wall;
    // São Paulo has no daylight time in 2026: UTC is wall time + 3 h.
    const utc = new Date(Date.UTC(y, mo - 1, d, h + 3, mi, s, Math.floor(next() * 1000))).toISOString();
    const iso = next() < 0.5 ? utc : `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}-03:00`;
    const sent = i === 2 ? null : maybe(iso, 0.05);
    wallTimes.push(sent === null ? null : wall);
    rows.push([
      i + 1,
      maybe(1 + Math.floor(next() * 5)),
      maybe(1 + Math.floor(next() * 5)),
      maybe(next() < 0.7 ? 1 : 0),
      maybe(pick(['SP', 'RJ', 'MG', 'PA', 'AM'])),
      pick(['completa', 'completa', 'parcial', 'desqualificada_por_cota']),
      comment === '' ? null : comment,
      next() < 0.9 ? null : pick(OTHER_TEXTS),
      sent,
      maybe(Math.round((next() * 30_000 - 500) * 100) / 100, 0.3),
      maybe(Math.floor(next() * 5_000)),
    ]);
  }
  return { dataset: { title: FIXTURE_TITLE, variables: FIXTURE_VARIABLES, rows }, wallTimes };
}
