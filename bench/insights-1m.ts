// The analytics and project dashboards over a campaign with 1,000,000 responses in the last three weeks (the worst
// case: every response falls in the project dashboard's weeks).
//   node --import tsx bench/insights-1m.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_RESPONSES (default 1,000,000).
// Seeds like dashboard-1m.ts, then times GET /api/project-dashboard-app/widgets (one project, the firm) and
// GET /api/analytics-dashboard-app/widgets through the whole Fastify stack (app.inject), 30 times each after a warm-up.
import { seedMillionResponses } from './million-responses';

const { campaignId, time, close } = await seedMillionResponses();
await time('project widgets (one project)', `/api/project-dashboard-app/widgets?projectId=${campaignId}`);
await time('project widgets (firm)', '/api/project-dashboard-app/widgets');
await time('analytics widgets', '/api/analytics-dashboard-app/widgets');
await close();
