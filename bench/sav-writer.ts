// SPSS (.sav) writer: time, size and memory for a 10,000 × 100 export, then a read-back by GNU PSPP.
//   node --import tsx bench/sav-writer.ts            (BENCH_ROWS=10000, BENCH_VARIABLES=100, BENCH_RUNS=5)
// Needs `pspp-convert` (apt-get install -y pspp) for the read-back; without it that step says so and is skipped.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AnalysisCell,
  AnalysisDataset,
  AnalysisVariable,
} from '../apps/server/src/lib/analysis/analysis-dataset';
import { writeSav } from '../apps/server/src/lib/analysis/sav-writer';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const VARIABLES = Number(process.env.BENCH_VARIABLES ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const SCALE = ['Péssimo', 'Ruim', 'Razoável', 'Bom', 'Ótimo'].map((label, i) => ({ value: i + 1, label }));
const STATES = ['SP', 'RJ', 'MG', 'PA', 'BA'].map((value) => ({ value, label: `Estado ${value} — região` }));
const WORDS = ['atenção', 'preço', 'não', 'fila', 'café', 'troca', 'vendedor', 'ótimo', 'demora', 'açúcar'];

let seed = 42;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/** A survey's shape: ratings with labels, some amounts, coded strings, timestamps and a few open comments. */
function variableAt(i: number): AnalysisVariable {
  const name = `q${i}_${'pergunta_sobre_a_experiencia'.slice(0, 8 + (i % 20))}`;
  const base = {
    name,
    label: `Pergunta ${i}: como você avalia a experiência? (${i})`,
    questionType: 'rating',
  };
  if (i === 0) return { ...base, name: 'id', kind: 'numeric', measure: 'scale' };
  if (i % 25 === 1) return { ...base, kind: 'datetime', measure: 'scale' };
  if (i % 14 === 2) return { ...base, kind: 'string', measure: 'nominal', questionType: 'comment' };
  if (i % 7 === 3) return { ...base, kind: 'string', measure: 'nominal', valueLabels: STATES };
  if (i % 6 === 4) return { ...base, kind: 'numeric', measure: 'scale', questionType: 'text' };
  return { ...base, kind: 'numeric', measure: 'ordinal', valueLabels: SCALE };
}

function cellFor(variable: AnalysisVariable, row: number): AnalysisCell {
  if (variable.name === 'id') return row + 1;
  if (next() < 0.1) return null;
  if (variable.kind === 'datetime')
    return new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 3e10)).toISOString();
  if (variable.questionType === 'comment') {
    return Array.from(
      { length: Math.floor(next() * 120) },
      () => WORDS[Math.floor(next() * WORDS.length)],
    ).join(' ');
  }
  if (variable.kind === 'string') return STATES[Math.floor(next() * STATES.length)]?.value ?? null;
  if (variable.valueLabels) return 1 + Math.floor(next() * 5);
  return Math.round(next() * 1_000_000) / 100;
}

const variables = Array.from({ length: VARIABLES }, (_, i) => variableAt(i));
const dataset: AnalysisDataset = {
  title: 'Benchmark — exportação SPSS',
  variables,
  rows: Array.from({ length: ROWS }, (_, r) => variables.map((v) => cellFor(v, r))),
};
const kinds = variables.reduce<Record<string, number>>((count, v) => {
  const key = v.questionType === 'comment' ? 'long string' : v.kind;
  count[key] = (count[key] ?? 0) + 1;
  return count;
}, {});
console.log(`${ROWS.toLocaleString('en')} rows × ${VARIABLES} variables: ${JSON.stringify(kinds)}`);

const dir = mkdtempSync(join(tmpdir(), 'sav-bench-'));
for (const compression of ['bytecode', 'none'] as const) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  let heapGrowth = 0;
  for (let run = 0; run < RUNS; run++) {
    const heapBefore = process.memoryUsage().heapUsed;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    bytes = writeSav(dataset, { compression });
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heapBefore);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const path = join(dir, `${compression}.sav`);
  writeFileSync(path, bytes);
  console.log(
    `${compression}: median ${median.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}) ` +
      `over ${RUNS} runs (CPU ${cpuTimes[Math.floor(RUNS / 2)]?.toFixed(0)} ms), ${(statSync(path).size / 1_048_576).toFixed(1)} MiB, ` +
      `${((ROWS * VARIABLES) / (median / 1000) / 1e6).toFixed(2)} M cells/s, ` +
      `heap growth ≤ ${(heapGrowth / 1_048_576).toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MiB`,
  );
  const start = performance.now();
  const check = spawnSync('pspp-convert', [path, join(dir, `${compression}.csv`)], { encoding: 'utf8' });
  if (check.error) console.log('  pspp-convert not installed: read-back skipped');
  else {
    const lines = spawnSync('wc', ['-l', join(dir, `${compression}.csv`)], {
      encoding: 'utf8',
    }).stdout.trim();
    const verdict = check.status === 0 && !check.stderr ? 'read without warnings' : `FAILED: ${check.stderr}`;
    console.log(`  pspp-convert ${verdict} in ${(performance.now() - start).toFixed(0)} ms (${lines})`);
  }
}
rmSync(dir, { recursive: true, force: true });
