/**
 * A questionnaire of `count` questions (radio, number, checkbox) in pages of 400, each radio shown when the
 * question before it is answered: what makes survey-core's load slow (super-linear in size).
 */
export function bigSurveySchema(count: number) {
  const pages: { name: string; elements: Record<string, unknown>[] }[] = [];
  for (let n = 0; n < count; n += 1) {
    if (n % 400 === 0) pages.push({ name: `p${pages.length + 1}`, elements: [] });
    const name = `q${n}`;
    const element =
      n % 3 === 0
        ? { type: 'radiogroup', name, title: `Pergunta ${n}`, choices: ['a', 'b', 'c', 'd'] }
        : n % 3 === 1
          ? { type: 'text', name, inputType: 'number', min: 0, max: 100 }
          : { type: 'checkbox', name, choices: ['x', 'y', 'z'] };
    if (n > 0 && n % 3 === 0) Object.assign(element, { visibleIf: `{q${n - 1}} notempty` });
    pages.at(-1)?.elements.push(element);
  }
  return { title: `Questionário com ${count} perguntas`, pages };
}
