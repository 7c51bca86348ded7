import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/connection';
import { conditionHolds } from '../../lib/survey/compiled-survey';
import { insertFieldingCampaign, newShareToken } from '../campaigns';
import { hashToken } from '../respondents';
import { insertEndedResponse } from '../responses';
import { insertPublishedSurvey } from '../surveys';
import { addTargetCompletes, insertTarget } from '../targets';
import { createUsersService } from '../users';
import { DEMO_SURVEY_SCHEMA } from './demo-survey.schema';

export const DEMO_CAMPAIGN_NAME = 'Onda 1 — Cardiologia 2026';

const REGIONS = ['norte', 'nordeste', 'centro_oeste', 'sudeste', 'sul'];
const SOURCES = ['congressos', 'revistas', 'representantes', 'colegas', 'cursos_online'];

/** A small deterministic generator, so the demo looks the same on every fresh start. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period (state % 8 cycles every 8 calls).
    return Math.floor((state / 2_147_483_648) * n);
  };
}

function physicianAnswers(pick: (n: number) => number, especialidade: string): Record<string, unknown> {
  const recomendacao = 3 + pick(8);
  const answers: Record<string, unknown> = {
    profissao: 'medico',
    especialidade,
    crm: String(100_000 + pick(899_999)),
    regiao: REGIONS[pick(REGIONS.length)],
    anos_pratica: 2 + pick(35),
    avaliacao_classes: {
      ieca_bra: 3 + pick(3),
      betabloqueadores: 3 + pick(3),
      isglt2: 2 + pick(4),
      diureticos: 2 + pick(4),
    },
    recomendacao,
    fontes: SOURCES.filter(() => pick(2) === 1),
    isglt2_sem_diabetes: pick(3) > 0,
  };
  if (recomendacao <= 6) answers.barreiras = 'Custo dos medicamentos e acesso pelo SUS.';
  return answers;
}

/**
 * Seeds the demo study (questionnaire, campaign in the field, two targets, a few responses) into an
 * empty survey table only; an existing database is left alone.
 */
export async function seedSurveyDemo(db: Db): Promise<boolean> {
  const existing = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM surveys');
  if (Number(existing.rows[0]?.n ?? 0) > 0) return false;
  const admin = await createUsersService(db).findByEmail('admin@pesquisemais.com.br');
  return db.transaction(async (tx) => {
    const { survey, version } = await insertPublishedSurvey(tx, {
      handle: 'percepcao-de-tratamentos-em-cardiologia',
      title: 'Percepção de tratamentos em cardiologia',
      description: 'Estudo com médicos sobre o uso de medicamentos na insuficiência cardíaca.',
      category: 'Cardiologia',
      schema: DEMO_SURVEY_SCHEMA,
      createdBy: admin?.id ?? null,
    });
    const campaign = await insertFieldingCampaign(tx, {
      surveyId: survey.id,
      name: DEMO_CAMPAIGN_NAME,
      mode: 'both',
      opensAt: '2026-01-05T08:00:00-03:00',
      closesAt: '2026-12-18T18:00:00-03:00',
      shareToken: newShareToken(),
      createdBy: admin?.id ?? null,
    });
    const quotas = [
      await insertTarget(tx, campaign.id, {
        name: 'Cardiologia',
        condition: "{especialidade} = 'cardiologia'",
        goal: 50,
      }),
      await insertTarget(tx, campaign.id, {
        name: 'Clínica geral',
        condition: "{especialidade} = 'clinica_geral'",
        goal: 30,
      }),
    ];
    const pick = sequence(2026);
    const plan: { status: 'complete' | 'partial' | 'screened_out'; answers: Record<string, unknown> }[] = [
      ...Array.from({ length: 9 }, () => ({
        status: 'complete' as const,
        answers: physicianAnswers(pick, 'cardiologia'),
      })),
      ...Array.from({ length: 5 }, () => ({
        status: 'complete' as const,
        answers: physicianAnswers(pick, 'clinica_geral'),
      })),
      { status: 'complete', answers: physicianAnswers(pick, 'endocrinologia') },
      {
        status: 'partial',
        answers: { profissao: 'medico', especialidade: 'cardiologia', regiao: 'sudeste' },
      },
      { status: 'partial', answers: { profissao: 'medico', especialidade: 'clinica_geral' } },
      { status: 'screened_out', answers: { profissao: 'enfermeiro' } },
      { status: 'screened_out', answers: { profissao: 'farmaceutico' } },
    ];
    for (const [index, item] of plan.entries()) {
      const isInterview = item.status === 'complete' && index % 4 === 0 && admin !== null;
      const counted =
        item.status === 'complete' ? quotas.filter((q) => conditionHolds(q.condition, item.answers)) : [];
      await insertEndedResponse(
        tx,
        {
          campaignId: campaign.id,
          versionId: version.id,
          respondentId: null,
          invitationId: null,
          userId: null,
          interviewerId: isInterview ? (admin?.id ?? null) : null,
          isInterview,
          respondentName: `Respondente demo ${index + 1}`,
          resumeTokenHash: hashToken(randomBytes(24).toString('base64url')),
        },
        { status: item.status, answers: item.answers, targetIds: counted.map((q) => q.id) },
        // Spread the demo over the last days so lists and dashboards have a history.
        { days: index % 9, minutes: pick(600), durationMinutes: 9 + pick(12) },
      );
      await addTargetCompletes(
        tx,
        counted.map((q) => q.id),
        1,
      );
    }
    return true;
  });
}
