/**
 * The one pluralisation rule of the product's texts: in pt-BR only a count of exactly one takes the singular
 * ('1 resposta completa', '0 respostas completas', '2 respostas completas').
 */
export function pluralWord(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}

/** The count in pt-BR digits followed by the right form: countOf(1234, 'resposta', 'respostas') = '1.234 respostas'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('pt-BR')} ${pluralWord(count, one, many)}`;
}
