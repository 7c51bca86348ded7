import { inflateSync } from 'node:zlib';
import type { TReport, TReportFormat } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { BuiltUser } from './factories';

export async function requestReport(
  app: FastifyInstance,
  staff: BuiltUser,
  campaignId: string,
  format: TReportFormat,
): Promise<TReport> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: staff.auth,
    payload: { campaignId, format },
  });
  if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Polls the report until its job ends (done or failed). */
export async function waitForReport(
  app: FastifyInstance,
  staff: BuiltUser,
  id: string,
  timeoutMs = 20_000,
): Promise<TReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report: TReport = (
      await app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: staff.auth })
    ).json();
    if (report.status === 'done' || report.status === 'failed') return report;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${report.status} (${report.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text a pdfkit PDF draws (its compressed content streams, text operators decoded). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
      lines.push(hex.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
