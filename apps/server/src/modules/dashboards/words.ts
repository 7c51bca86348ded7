/** Portuguese stop words left out of the open-answer word counts. */
const STOP_WORDS = new Set(
  `a à ao aos as às até com como da das de dela dele deles do dos e é ela elas ele eles em entre era essa
  essas esse esses esta está estas este estes eu foi for há isso isto já la lhe lhes mais mas me mesmo meu
  meus minha minhas muito na nas não nem no nos nós o os ou para pela pelas pelo pelos por qual quando que
  quem se sem ser seu seus sua suas são só também te tem têm ter tu tua um uma umas uns você vocês vos
  sim bem pra pro num numa aqui ali lá porque pois então ainda sobre depois antes tão tanto cada outro outra
  outros outras todo toda todos todas nada algo ser estar tenho temos foram fui seria sido sendo vai vão`
    .split(/\s+/)
    .filter(Boolean),
);

const MAX_WORDS = 60;

/** Distinct meaningful words of one answer (lower case, at least 3 letters, no stop words). */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const raw of text.toLocaleLowerCase('pt-BR').split(/[^\p{L}\p{N}-]+/u)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    words.add(word.slice(0, 40));
    if (words.size >= MAX_WORDS) break;
  }
  return [...words];
}
