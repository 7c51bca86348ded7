import { csvLine, type TPanelImportRejected } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const KNOWN_LABELS: Record<string, string> = {
  especialidade: 'Especialidade',
  regiao: 'Região',
  crm: 'CRM',
  uf: 'UF',
  cidade: 'Cidade',
  municipio: 'Município',
  estado: 'Estado',
};

/** The attributes people look for first come first; the rest in alphabetical order. */
const PRIORITY = ['especialidade', 'regiao', 'crm', 'uf', 'cidade', 'municipio', 'estado'];

export function sortedAttributes(attributes: Record<string, unknown>): [string, string][] {
  const rank = (key: string) => (PRIORITY.includes(key) ? PRIORITY.indexOf(key) : PRIORITY.length);
  return Object.entries(attributes)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'pt-BR'));
}

/** 'regiao' → 'Região'; an unknown key is shown with spaces and a capital letter. */
export function attributeLabel(key: string): string {
  const known = KNOWN_LABELS[key];
  if (known) return known;
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function formatDateTime(value: string | null): string {
  return value ? format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : '—';
}

export function formatDate(value: string | null): string {
  return value ? format(new Date(value), 'dd/MM/yyyy', { locale: ptBR }) : '—';
}

/** The rejected rows as a CSV for Brazilian Excel (BOM, `;`), with the formulas of cells neutralized. */
export function rejectedRowsCsv(rows: TPanelImportRejected[]): string {
  const lines = [['Linha', 'E-mail', 'Motivo'], ...rows.map((row) => [row.row, row.email, row.reason])];
  return `\uFEFF${lines.map(csvLine).join('')}`;
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
