import { can, ROOM_CAPABILITIES, type TStudyRecording } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { ServiceDeps } from '../../core/types';
import { createRecordingsRepository } from './room-recordings.repository';

/** How long a recording's play or download address stays valid. */
const RECORDING_URL_SECONDS = 60 * 60;
/** What the recording links use of the app. */
type Deps = Pick<ServiceDeps, 'db' | 'tokens'>;

export const recordingResource = (recordingId: string, use: 'play' | 'download') =>
  `roomrec:${recordingId}:${use}`;

/** The signed address a <video> plays or a link downloads (one recording, one use, an hour). */
export async function recordingUrl(
  app: Deps,
  roomId: string,
  recordingId: string,
  use: 'play' | 'download',
): Promise<string> {
  const token = await app.tokens.signResource(
    recordingResource(recordingId, use),
    null,
    RECORDING_URL_SECONDS,
  );
  const query = `token=${encodeURIComponent(token)}${use === 'download' ? '&download=1' : ''}`;
  return `/api/rooms/${roomId}/recordings/${recordingId}/file?${query}`;
}

/**
 * The ready recordings of the rooms of these studies' campaigns that `viewer` may watch (the studies page): all
 * of them for who manages rooms, otherwise those of rooms it sits in with a seat that watches recordings; the
 * download only where its seat downloads. By study id.
 */
export async function studyRecordings(
  app: Deps,
  viewer: Principal,
  surveyIds: readonly string[],
): Promise<Map<string, TStudyRecording[]>> {
  const manages = can(viewer, 'rooms:manage');
  const rows = await createRecordingsRepository(app.db).forStudies(surveyIds, viewer.id);
  const bySurvey = new Map<string, TStudyRecording[]>();
  for (const row of rows) {
    const caps = row.seat ? ROOM_CAPABILITIES[row.seat] : null;
    if (!manages && !caps?.watchesRecordings) continue;
    const downloads = manages || caps?.downloads === true;
    const item: TStudyRecording = {
      id: row.id,
      roomId: row.room_id,
      roomTitle: row.room_title,
      campaignName: row.campaign_name,
      startedAt: new Date(row.started_at).toISOString(),
      playUrl: await recordingUrl(app, row.room_id, row.id, 'play'),
      downloadUrl: downloads ? await recordingUrl(app, row.room_id, row.id, 'download') : null,
    };
    const listed = bySurvey.get(row.survey_id);
    if (listed) listed.push(item);
    else bySurvey.set(row.survey_id, [item]);
  }
  return bySurvey;
}
