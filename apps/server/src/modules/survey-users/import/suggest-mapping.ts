import {
  attributeKeyOf,
  PANEL_LIMITS,
  type TPanelImportColumn,
  type TPanelImportField,
} from '@pesquisemais/shared';

/** Header spellings of each field, as attribute keys. */
const KNOWN: [Exclude<TPanelImportField, 'attribute' | 'ignore'>, string[]][] = [
  ['email', ['email', 'e_mail', 'mail', 'correio_eletronico', 'endereco_de_email', 'endereco_de_e_mail']],
  ['name', ['nome', 'nome_completo', 'name', 'full_name', 'respondente', 'medico', 'nome_do_medico']],
  ['phone', ['telefone', 'celular', 'fone', 'tel', 'phone', 'whatsapp', 'telefone_celular', 'contato']],
  ['consent', ['consentimento', 'consent', 'aceite', 'lgpd', 'aceita_contato', 'autoriza_contato', 'opt_in']],
];

/** Known headers go to their field (each field once); every other column becomes an attribute. */
export function suggestMapping(columns: string[]): TPanelImportColumn[] {
  const taken = new Set<string>();
  return columns.map((header, index) => {
    const key = attributeKeyOf(header) || `coluna_${index + 1}`;
    const field = KNOWN.find(([candidate, names]) => !taken.has(candidate) && names.includes(key))?.[0];
    if (field) {
      taken.add(field);
      return { field };
    }
    let unique = key;
    for (let suffix = 2; taken.has(`attr:${unique}`); suffix += 1)
      unique = `${key.slice(0, PANEL_LIMITS.attributeKeyMax - 4)}_${suffix}`;
    taken.add(`attr:${unique}`);
    return { field: 'attribute', key: unique };
  });
}
