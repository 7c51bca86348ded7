import type { TPainel, TSyncDashsData } from '@pesquisemais/shared';

/** Applies a `syncdashs` delta of the global counters to unfiltered per-question results. */
export function applyPainelSync(view: TPainel, sync: TSyncDashsData): TPainel {
  const entries = sync.entries ?? [];
  if (entries.length === 0) return sync.targets ? { ...view, targets: sync.targets } : view;
  let completes = view.completes;
  for (const e of entries) if (e.metric === 'completes') completes += e.n;
  const questions = view.questions.map((q) => {
    const mine = entries.filter((e) => e.k1 === q.name);
    if (mine.length === 0) return q;
    const answered = q.answered + mine.filter((e) => e.metric === 'answered').reduce((t, e) => t + e.n, 0);
    const choices = q.choices.map((c) => ({ ...c }));
    for (const e of mine.filter((x) => x.metric === 'choice')) {
      const choice = choices.find((c) => c.value === e.k2);
      if (choice) choice.count += e.n;
      else choices.push({ value: e.k2, label: e.k2, count: e.n, percent: 0 });
    }
    const words = q.words.map((w) => ({ ...w }));
    for (const e of mine.filter((x) => x.metric === 'word')) {
      const word = words.find((w) => w.word === e.k2);
      if (word) word.count += e.n;
      else words.push({ word: e.k2, count: e.n });
    }
    return {
      ...q,
      answered,
      choices: choices.map((c) => ({ ...c, percent: answered > 0 ? (c.count / answered) * 100 : 0 })),
      words: words
        .filter((w) => w.count > 0)
        .sort((a, b) => b.count - a.count)
        .slice(0, 30),
    };
  });
  return { ...view, completes, questions, targets: sync.targets ?? view.targets };
}
