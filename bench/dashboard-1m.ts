// A live dashboard over a campaign with 1,000,000 responses must load in under 300 ms (aggregates, not scans).
//   node --import tsx bench/dashboard-1m.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_RESPONSES (default 1,000,000).
// Seeds one campaign on a fresh schema with unnest bulk inserts (responses and their counters, computed with
// the same contribution code the server runs), then times GET /api/dashboards/livecampaigns and painel2
// through the whole Fastify stack (app.inject), 30 times each after a warm-up.
import { seedMillionResponses } from './million-responses';

const { now, campaignId, targetId, time, close } = await seedMillionResponses();
const live = JSON.parse(
  await time('livecampaigns', `/api/dashboards/livecampaigns?campaignId=${campaignId}`),
);
console.log('summary', JSON.stringify(live.selected.summary));
await time('painel2 (all)', `/api/dashboards/painel2/${campaignId}`);
await time('painel2 (target)', `/api/dashboards/painel2/${campaignId}?targetId=${targetId}`);
await time(
  'painel2 (last 7 days)',
  `/api/dashboards/painel2/${campaignId}?from=${new Date(now - 6 * 86_400_000).toISOString().slice(0, 10)}`,
);
await close();
