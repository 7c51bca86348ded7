import { DOC_MESSAGES, ZDocSummary } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const {
  app,
  users: { staff, client, otherClient, respondent, otherRespondent },
} = useTestApp({
  roles: ['staff'],
  people: {
    client: { role: 'watcher' },
    otherClient: { role: 'watcher_webinar' },
    respondent: { role: 'user' },
    otherRespondent: { role: 'social' },
  },
});

const get = (url: string, user: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/scrumboard-app/${url}`, headers: user.auth });
const post = (url: string, payload: object, user: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/scrumboard-app/${url}`, payload, headers: user.auth });

async function newBoard(user: BuiltUser) {
  const res = await post('board/new', { board: { name: 'Quadro' } }, user);
  expect(res.statusCode).toBe(201);
  return ZDocSummary.parse(res.json());
}

async function peopleOf(user: BuiltUser): Promise<string[]> {
  const board = await newBoard(user);
  const res = await get(`board/people?boardId=${board.id}`, user);
  expect(res.statusCode).toBe(200);
  return res.json().map((person: { id: string }) => person.id);
}

const setMembers = (user: BuiltUser, boardId: string, memberIds: string[]) =>
  post('board/members/update', { boardId, memberIds }, user);

describe('scrumboard people, scoped by the caller audience', () => {
  it('shows the team everyone, and a client or respondent only the team', async () => {
    const everyone = [client, otherClient, respondent, otherRespondent].map((user) => user.row.id);
    expect(await peopleOf(staff)).toEqual(expect.arrayContaining([staff.row.id, ...everyone]));
    for (const caller of [client, respondent]) {
      const people = await peopleOf(caller);
      expect(people).toContain(staff.row.id);
      for (const outsider of everyone) expect(people).not.toContain(outsider);
    }
  });

  it('lets a client or respondent add only the team, and keep the members the team chose', async () => {
    const own = await newBoard(respondent);
    for (const outsider of [otherRespondent, client]) {
      const refused = await setMembers(respondent, own.id, [outsider.row.id]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(DOC_MESSAGES.memberOutsideTeam);
    }
    const clientBoard = await newBoard(client);
    expect((await setMembers(client, clientBoard.id, [otherClient.row.id])).statusCode).toBe(422);
    const added = await setMembers(respondent, own.id, [staff.row.id]);
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .map((member: { id: string }) => member.id)
        .sort(),
    ).toEqual([respondent.row.id, staff.row.id].sort());

    // A board of the team with a client and a respondent on it: the respondent may edit its list as it is.
    const teamBoard = await newBoard(staff);
    const members = [respondent.row.id, client.row.id];
    expect((await setMembers(staff, teamBoard.id, members)).statusCode).toBe(200);
    expect((await setMembers(respondent, teamBoard.id, [staff.row.id, ...members])).statusCode).toBe(200);
    expect(
      (await setMembers(respondent, teamBoard.id, [staff.row.id, otherRespondent.row.id])).statusCode,
    ).toBe(422);
  });
});
