import type { TBudgetRow, TWeatherCity } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createInsightsRepository } from './insights.repository';

/** The year's budget lines (R$), as the firm's controller keeps them. */
const BUDGET: TBudgetRow[] = [
  { category: 'Incentivos a respondentes', budget: 180_000, spent: 112_450.5 },
  { category: 'Recrutamento do painel', budget: 95_000, spent: 61_230 },
  { category: 'Equipe de campo', budget: 240_000, spent: 187_900 },
  { category: 'Grupos focais e salas', budget: 80_000, spent: 31_800 },
  { category: 'Análise e relatórios', budget: 120_000, spent: 52_300 },
  { category: 'Plataforma e licenças', budget: 60_000, spent: 45_000 },
];

type TSeedCity = Omit<TWeatherCity, 'updatedAt'>;
const day = (condition: TSeedCity['condition'], min: number, max: number) => ({ condition, min, max });

/** The cities where the field teams interview (the panel's regions). */
const WEATHER: TSeedCity[] = [
  {
    city: 'São Paulo',
    uf: 'SP',
    condition: 'clouds',
    temperature: 24,
    humidity: 68,
    windKmh: 12,
    forecast: [day('rain', 18, 25), day('rain', 17, 23), day('clouds', 18, 27), day('sun', 19, 29)],
  },
  {
    city: 'Rio de Janeiro',
    uf: 'RJ',
    condition: 'sun',
    temperature: 31,
    humidity: 62,
    windKmh: 15,
    forecast: [day('sun', 24, 33), day('clouds', 23, 31), day('storm', 22, 28), day('rain', 22, 27)],
  },
  {
    city: 'Curitiba',
    uf: 'PR',
    condition: 'rain',
    temperature: 17,
    humidity: 84,
    windKmh: 18,
    forecast: [day('rain', 13, 19), day('clouds', 12, 21), day('sun', 13, 24), day('sun', 14, 25)],
  },
  {
    city: 'Recife',
    uf: 'PE',
    condition: 'clouds',
    temperature: 29,
    humidity: 74,
    windKmh: 20,
    forecast: [day('rain', 24, 29), day('clouds', 24, 30), day('clouds', 25, 30), day('sun', 25, 31)],
  },
  {
    city: 'Brasília',
    uf: 'DF',
    condition: 'storm',
    temperature: 26,
    humidity: 71,
    windKmh: 9,
    forecast: [day('storm', 18, 27), day('rain', 18, 26), day('clouds', 19, 28), day('sun', 18, 29)],
  },
  {
    city: 'Manaus',
    uf: 'AM',
    condition: 'rain',
    temperature: 30,
    humidity: 88,
    windKmh: 7,
    forecast: [day('storm', 24, 32), day('rain', 24, 31), day('rain', 24, 32), day('clouds', 25, 33)],
  },
];

/** Seeds the budget lines and the field cities' weather into empty tables only. */
export async function seedInsights(db: Db): Promise<boolean> {
  const insights = createInsightsRepository(db);
  if (await insights.isSeeded()) return false;
  await db.transaction(async (tx) => {
    const inTx = createInsightsRepository(tx);
    await inTx.insertBudget(BUDGET);
    await inTx.insertWeather(WEATHER);
  });
  return true;
}
