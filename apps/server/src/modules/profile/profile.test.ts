import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PROFILE_MESSAGES, TIMELINE_PAGE_SIZE, type TPost, type TTimeline } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: BuiltUser | null, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: user?.auth ?? {},
    ...(body === undefined ? {} : { body: body as object }),
  });
const timeline = async (owner: BuiltUser, viewer: BuiltUser) =>
  (await call('GET', `/api/profile/${owner.row.id}/timeline`, viewer)).json() as TTimeline;

describe('profile: about', () => {
  it('is edited by its owner only, and read by the team', async () => {
    const owner = await buildUser(app, { role: 'user' });
    const other = await buildUser(app, { role: 'social' });
    const ana = await buildUser(app, { role: 'staff' });
    const about = {
      general: { about: 'Pesquisadora de campo', locations: ['São Paulo'] },
      work: { occupation: 'Analista', jobs: [{ company: 'Pesquise(+)', role: 'Campo' }] },
      contact: { emails: ['contato@exemplo.com.br'] },
      groups: [{ name: 'Cardiologia', category: 'Pesquisa' }],
      friends: [ana.row.id],
    };
    const saved = await call('PUT', `/api/profile/${owner.row.id}/about`, owner, about);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().about.work.occupation).toBe('Analista');

    const intruder = await call('PUT', `/api/profile/${owner.row.id}/about`, other, {
      general: { about: 'hackeado' },
    });
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().error.message).toBe(PROFILE_MESSAGES.notOwner);
    const read = await call('GET', `/api/profile/${owner.row.id}/about`, ana);
    expect(read.json().about.general.about).toBe('Pesquisadora de campo');
    expect(read.json().profile.isOwner).toBe(false);
    // Issue 32: a respondent's profile is not another respondent's business: it answers as missing.
    for (const path of ['about', 'timeline', 'photos-videos']) {
      const hidden = await call('GET', `/api/profile/${owner.row.id}/${path}`, other);
      expect(hidden.statusCode, path).toBe(404);
      expect(hidden.json().error.message).toBe(PROFILE_MESSAGES.userNotFound);
    }
    // The team's profiles stay open to respondents (their posts bring surveys).
    expect((await call('GET', `/api/profile/${ana.row.id}/about`, other)).statusCode).toBe(200);

    const intruderPost = await call('POST', `/api/profile/${owner.row.id}/posts`, other, {
      type: 'post',
      message: 'oi',
    });
    expect(intruderPost.statusCode).toBe(403);
    const tooLong = await call('PUT', `/api/profile/${owner.row.id}/about`, owner, {
      general: { about: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', `/api/profile/${randomUUID()}/about`, other)).statusCode).toBe(404);
    const watcher = await buildUser(app, { role: 'watcher' });
    expect((await call('GET', `/api/profile/${owner.row.id}/about`, watcher)).statusCode).toBe(403);
  });
});

describe("profile: one's own, without an id (spec point 7)", () => {
  it('answers GET /api/profile/timeline, /photos-videos and /about as the /:uId calls do for oneself', async () => {
    const owner = await buildUser(app, { role: 'user' });
    const other = await buildUser(app, { role: 'staff' });
    await call('PUT', `/api/profile/${owner.row.id}/about`, owner, { general: { about: 'Médica de campo' } });
    await call('POST', `/api/profile/${owner.row.id}/posts`, owner, {
      type: 'post',
      message: 'Meu primeiro post',
    });
    await call('POST', `/api/profile/${other.row.id}/posts`, other, {
      type: 'post',
      message: 'Post de outra pessoa',
    });
    for (const path of ['timeline', 'photos-videos', 'about']) {
      const own = await call('GET', `/api/profile/${path}`, owner);
      expect(own.statusCode, path).toBe(200);
      expect(own.json(), path).toEqual(
        (await call('GET', `/api/profile/${owner.row.id}/${path}`, owner)).json(),
      );
      // A guest has no own profile: the 401 of every signed-in call.
      expect((await call('GET', `/api/profile/${path}`, null)).statusCode, path).toBe(401);
    }
    const about = (await call('GET', '/api/profile/about', owner)).json();
    expect(about.about.general.about).toBe('Médica de campo');
    expect(about.profile.isOwner).toBe(true);
    const posts = ((await call('GET', '/api/profile/timeline', owner)).json() as TTimeline).posts;
    expect(posts.map((post: TPost) => post.message)).toContain('Meu primeiro post');
    expect(posts.map((post: TPost) => post.message)).not.toContain('Post de outra pessoa');
    // A role without a profile area is refused here as on /:uId.
    const watcher = await buildUser(app, { role: 'watcher' });
    expect((await call('GET', '/api/profile/about', watcher)).statusCode).toBe(403);
  });
});

describe('profile: friends are users of the product', () => {
  it('keeps them by id, shows them with name and avatar, and drops an account that is removed', async () => {
    const owner = await buildUser(app, { role: 'user' });
    const bia = await buildUser(app, { role: 'staff', displayName: 'Bia Amiga' });
    const caio = await buildUser(app, { role: 'interview', displayName: 'Caio Amigo' });
    const saved = await call('PUT', `/api/profile/${owner.row.id}/about`, owner, {
      friends: [caio.row.id, bia.row.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().friends.map((f: { displayName: string }) => f.displayName)).toEqual([
      'Caio Amigo',
      'Bia Amiga',
    ]);

    const read = (await call('GET', `/api/profile/${owner.row.id}/about`, bia)).json();
    expect(read.about.friends).toEqual([caio.row.id, bia.row.id]);
    expect(read.friends[1]).toEqual({
      uuid: bia.row.id,
      displayName: 'Bia Amiga',
      photoURL: bia.row.photo_url,
    });

    await app.db.query('DELETE FROM users WHERE id = $1', [caio.row.id]);
    const after = (await call('GET', `/api/profile/${owner.row.id}/about`, owner)).json();
    expect(after.about.friends).toEqual([bia.row.id]);
    expect(after.friends.map((f: { uuid: string }) => f.uuid)).toEqual([bia.row.id]);
  });

  it('refuses an unknown person, oneself, a repeat and a name instead of a user (pt-BR)', async () => {
    const owner = await buildUser(app, { role: 'user' });
    const bia = await buildUser(app, { role: 'staff' });
    const put = (friends: unknown) => call('PUT', `/api/profile/${owner.row.id}/about`, owner, { friends });
    const unknown = await put([randomUUID()]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(PROFILE_MESSAGES.friendNotFound);
    const self = await put([owner.row.id]);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.message).toBe(PROFILE_MESSAGES.selfFriend);
    const twice = await put([bia.row.id, bia.row.id]);
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain('A mesma pessoa foi escolhida duas vezes.');
    const name = await put(['Ana']);
    expect(name.statusCode).toBe(400);
    expect(JSON.stringify(name.json())).toContain('Amigo inválido');
    expect((await call('GET', `/api/profile/${owner.row.id}/about`, owner)).json().about.friends).toEqual([]);
  });

  it('finds people to pick by name or e-mail among the roles that have a profile', async () => {
    const viewer = await buildUser(app, { role: 'user' });
    const tag = `Zuleica${Date.now()}`;
    const staff = await buildUser(app, { role: 'staff', displayName: `${tag} Campo` });
    await buildUser(app, { role: 'watcher', displayName: `${tag} Cliente` });
    const respondent = await buildUser(app, { role: 'social', displayName: `${tag} Respondente` });
    const found = await call('GET', `/api/profile/people?q=${tag}`, viewer);
    expect(found.statusCode).toBe(200);
    // Issue 32: a respondent finds only the team, never another respondent; the team finds both.
    expect(found.json().people).toEqual([
      { uuid: staff.row.id, displayName: `${tag} Campo`, photoURL: staff.row.photo_url },
    ]);
    const byTeam = await call('GET', `/api/profile/people?q=${tag}`, staff);
    expect(byTeam.json().people.map((person: { uuid: string }) => person.uuid)).toEqual([
      staff.row.id,
      respondent.row.id,
    ]);
    const watcher = await buildUser(app, { role: 'watcher' });
    expect((await call('GET', `/api/profile/people?q=${tag}`, watcher)).statusCode).toBe(403);
  });

  it('migration 0036 turns the typed names into the users they name, once each, and drops the rest', async () => {
    const owner = await buildUser(app, { role: 'user' });
    const dani = await buildUser(app, { role: 'staff', displayName: 'Dani Migrada' });
    const edu = await buildUser(app, { role: 'staff', displayName: 'Edu Migrado' });
    await app.db.query(
      `INSERT INTO profiles (user_id, about) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET about = EXCLUDED.about`,
      [
        owner.row.id,
        JSON.stringify({
          friends: [' edu migrado', 'Ninguém Assim', edu.email, 'Dani Migrada', owner.row.display_name],
        }),
      ],
    );
    const sql = readFileSync(
      new URL('../../core/db/migrations/0036_profile_friends_as_users.sql', import.meta.url),
      'utf8',
    );
    await app.db.query(sql);
    const { rows } = await app.db.query<{ about: { friends: string[] } }>(
      'SELECT about FROM profiles WHERE user_id = $1',
      [owner.row.id],
    );
    expect(rows[0]?.about.friends).toEqual([edu.row.id, dani.row.id]);
  });
});

describe('profile: posts', () => {
  it('sanitizes the HTML, counts likes, shares and comments', async () => {
    const owner = await buildUser(app, { role: 'staff' });
    const friend = await buildUser(app);
    const created = await call('POST', `/api/profile/${owner.row.id}/posts`, owner, {
      type: 'post',
      message:
        '<p onclick="x()">Olá <strong>equipe</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json() as TPost;
    expect(post.message).toBe(
      '<p>Olá <strong>equipe</strong><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(
      (await call('POST', `/api/profile/${owner.row.id}/posts`, owner, { type: 'post', message: '<p> </p>' }))
        .statusCode,
    ).toBe(422);

    expect((await call('POST', `/api/profile/posts/${post.id}/like`, friend)).json()).toEqual({
      likes: 1,
      liked: true,
    });
    expect((await call('POST', `/api/profile/posts/${post.id}/like`, owner)).json()).toEqual({
      likes: 2,
      liked: true,
    });
    expect((await call('POST', `/api/profile/posts/${post.id}/like`, friend)).json()).toEqual({
      likes: 1,
      liked: false,
    });
    const commented = await call('POST', `/api/profile/posts/${post.id}/comments`, friend, {
      message: '<b>Boa!</b>',
    });
    expect(commented.json().comments).toEqual([expect.objectContaining({ message: '<b>Boa!</b>' })]);
    const shared = await call('POST', `/api/profile/posts/${post.id}/share`, friend);
    expect(shared.statusCode).toBe(201);
    expect(shared.json().shared.id).toBe(post.id);

    const [seen] = (await timeline(owner, friend)).posts;
    expect(seen).toMatchObject({ id: post.id, likes: 1, liked: false, shares: 1 });
    expect(seen?.comments).toHaveLength(1);
    expect((await timeline(friend, friend)).posts[0]?.shared?.user.uuid).toBe(owner.row.id);
  });

  it('a survey post carries its survey and campaign, and says who may answer', async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const { survey, campaign } = await fieldCampaign(app, staff);
    const created = await call('POST', `/api/profile/${staff.row.id}/posts`, staff, {
      type: 'survey',
      message: '<p>Responda, por favor</p>',
      campaignId: campaign.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().survey).toEqual({
      surveyId: survey.id,
      campaignId: campaign.id,
      title: survey.title,
      canAnswer: true,
    });
    const bad = await call('POST', `/api/profile/${staff.row.id}/posts`, staff, {
      type: 'survey',
      message: '',
      campaignId: randomUUID(),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe(PROFILE_MESSAGES.campaignNotFound);
  });
});

describe('profile: activities written by the product', () => {
  it("records 'publicou o questionário' and 'completou a pesquisa'", async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const { survey, campaign } = await fieldCampaign(app, staff);
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, campaign.id);
    await call('POST', `/api/survey-player/responses/${started.id}/complete`, user, {
      answers: VALID_ANSWERS,
      idempotencyKey: randomUUID(),
    });
    await expect
      .poll(async () => (await timeline(user, user)).activities.map((a) => a.message))
      .toEqual([`completou a pesquisa ${survey.title}`]);
    const staffLine = (await timeline(staff, user)).activities.map((a) => a.message);
    expect(staffLine).toContain(`publicou o questionário ${survey.title}`);
  });
});

describe('profile: timeline pages', () => {
  it('pages the posts newest first by cursor, without repeats even when posts are written meanwhile', async () => {
    const owner = await buildUser(app, { role: 'staff' });
    const viewer = await buildUser(app, { role: 'social' });
    const publish = async (n: number) => {
      const res = await call('POST', `/api/profile/${owner.row.id}/posts`, owner, {
        type: 'post',
        message: `<p>Post ${n}</p>`,
      });
      expect(res.statusCode).toBe(201);
    };
    for (let n = 1; n <= 23; n += 1) await publish(n);
    const page = async (before?: string) => {
      const url = `/api/profile/${owner.row.id}/timeline${before ? `?before=${before}` : ''}`;
      const res = await call('GET', url, viewer);
      expect(res.statusCode).toBe(200);
      return res.json() as TTimeline;
    };
    const first = await page();
    expect(first.posts).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(first.posts[0]?.message).toBe('<p>Post 23</p>');
    // A post written while the reader scrolls lands on top, not in the next page.
    await publish(24);
    const second = await page(first.nextCursor ?? undefined);
    const third = await page(second.nextCursor ?? undefined);
    expect(second.activities).toEqual([]);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.posts, ...second.posts, ...third.posts].map((post) => post.message);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `<p>Post ${23 - i}</p>`));
    // A cursor of someone else's post, or not a uuid, gives nothing of this timeline.
    const foreign = (
      await call('POST', `/api/profile/${viewer.row.id}/posts`, viewer, { type: 'post', message: 'x' })
    ).json() as TPost;
    expect((await page(foreign.id)).posts).toEqual([]);
    expect((await call('GET', `/api/profile/${owner.row.id}/timeline?before=abc`, viewer)).statusCode).toBe(
      400,
    );
  });
});
