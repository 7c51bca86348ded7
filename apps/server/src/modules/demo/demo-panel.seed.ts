import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/connection';
import { findCampaignIdByName } from '../campaigns';
import { countRespondents, hashToken, insertDemoPanel, insertSentInvitations } from '../respondents';
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
  if ((await countRespondents(db)) > 0) return false;
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
    const ids = await insertDemoPanel(tx, people);
    const campaignId = await findCampaignIdByName(tx, DEMO_CAMPAIGN_NAME);
    if (!campaignId) return;
    const invited = ids.filter((_, i) => people[i]?.consent && !people[i]?.optedOut).slice(0, INVITED);
    await insertSentInvitations(
      tx,
      campaignId,
      invited.map((id, i) => ({
        respondentId: id,
        tokenHash: hashToken(randomBytes(24).toString('base64url')),
        status: i % 3 === 0 ? 'opened' : 'sent',
      })),
    );
  });
  return true;
}
