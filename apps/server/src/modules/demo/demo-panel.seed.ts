import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/connection';
import { hashToken } from '../respondents/invitations.service';
import { DEMO_CAMPAIGN_NAME } from './demo-survey.seed';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
];
const LAST = ['Souza', 'Lima', 'Dias', 'Ferreira', 'Almeida', 'Costa', 'Ribeiro', 'Martins'];
const SPECIALTIES = [
  'Cardiologia',
  'Clínica geral',
  'Endocrinologia',
  'Pediatria',
  'Oncologia',
  'Dermatologia',
];
const REGIONS: [string, string][] = [
  ['Sudeste', 'SP'],
  ['Sudeste', 'RJ'],
  ['Sul', 'PR'],
  ['Nordeste', 'PE'],
  ['Centro-Oeste', 'DF'],
  ['Norte', 'AM'],
];
const PANEL_SIZE = 40;
const INVITED = 12;

/**
 * Seeds the demo respondent panel (physicians with specialty, region, UF and CRM; a few without consent,
 * two opted out) into an empty panel only, and invites some of them to the demo campaign.
 */
export async function seedPanelDemo(db: Db): Promise<boolean> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM respondents');
  if ((existing.rows[0]?.n ?? 0) > 0) return false;
  const people = Array.from({ length: PANEL_SIZE }, (_, i) => {
    const [regiao, uf] = REGIONS[i % REGIONS.length] as [string, string];
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
    const crm = `${120_000 + i * 137}-${uf}`;
    return {
      name,
      email: `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .replace(' ', '.')}${i}@exemplo.med.br`,
      phone: `(11) 9${String(8100_0000 + i * 7919).slice(0, 4)}-${String(1000 + i).slice(-4)}`,
      attributes: { especialidade: SPECIALTIES[i % SPECIALTIES.length], regiao, uf, crm },
      consent: i % 7 !== 3,
      optedOut: i === 11 || i === 29,
    };
  });
  await db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO respondents (name, email, phone, attributes, consent, consent_at, opted_out, opted_out_at)
       SELECT p.name, p.email, p.phone, p.attributes::jsonb, p.consent, CASE WHEN p.consent THEN now() END,
              p.opted_out, CASE WHEN p.opted_out THEN now() END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[])
           AS p (name, email, phone, attributes, consent, opted_out)
       RETURNING id`,
      [
        people.map((p) => p.name),
        people.map((p) => p.email),
        people.map((p) => p.phone),
        people.map((p) => JSON.stringify(p.attributes)),
        people.map((p) => p.consent),
        people.map((p) => p.optedOut),
      ],
    );
    const campaign = await tx.query<{ id: string }>('SELECT id FROM campaigns WHERE name = $1', [
      DEMO_CAMPAIGN_NAME,
    ]);
    const campaignId = campaign.rows[0]?.id;
    if (!campaignId) return;
    const invited = inserted.rows
      .filter((_, i) => people[i]?.consent && !people[i]?.optedOut)
      .slice(0, INVITED);
    await tx.query(
      `INSERT INTO invitations (campaign_id, respondent_id, token_hash, status, sent_at, opened_at)
       SELECT $1, r.id, r.hash, r.status, now() - interval '2 days',
              CASE WHEN r.status = 'opened' THEN now() - interval '1 day' END
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS r (id, hash, status)`,
      [
        campaignId,
        invited.map((row) => row.id),
        invited.map(() => hashToken(randomBytes(24).toString('base64url'))),
        invited.map((_, i) => (i % 3 === 0 ? 'opened' : 'sent')),
      ],
    );
  });
  return true;
}
