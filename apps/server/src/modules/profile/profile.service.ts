import {
  audienceOf,
  BUSINESS_TIME_ZONE,
  can,
  isRole,
  POLICIES,
  PROFILE_MESSAGES,
  type TActivity,
  type TAlbums,
  TIMELINE_PAGE_SIZE,
  type TNewPost,
  type TPeople,
  type TPost,
  type TProfileAbout,
  type TTimeline,
  within,
  ZProfileAbout,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { hasText, sanitizeRichText } from '../../lib/rich-text';
import { likePattern } from '../../lib/sql';
import { type ActivityReadRow, createFeedReadRepository, type PostReadRow } from './feed-read.repository';
import { createPostImagesRepository } from './post-images.repository';
import { postImagePath } from './post-images.service';
import { createProfileRepository } from './profile.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: string, displayName: string, photoURL: string) => ({ uuid: id, displayName, photoURL });

function toPost(row: PostReadRow, viewer: Principal): TPost {
  return {
    id: row.id,
    user: person(row.user_id, row.display_name, row.photo_url),
    type: row.type,
    message: row.message,
    article: row.article,
    survey:
      row.survey_id && row.campaign_id
        ? {
            surveyId: row.survey_id,
            campaignId: row.campaign_id,
            title: row.survey_title ?? '',
            // The player decides for good; this only hides the button from who could never answer.
            canAnswer: can(viewer, 'profile:view') && row.campaign_status === 'fielding',
          }
        : null,
    media: row.media,
    shared:
      row.shared_id && row.shared_user_id
        ? {
            id: row.shared_id,
            user: person(row.shared_user_id, row.shared_display_name ?? '', row.shared_photo_url ?? ''),
            message: row.shared_message ?? '',
          }
        : null,
    time: iso(row.created_at),
    likes: row.likes,
    liked: row.liked,
    shares: row.shares,
    comments: row.comments.map((c) => ({
      id: c.id,
      user: person(c.userId, c.displayName, c.photoURL),
      message: c.message,
      time: iso(c.time),
    })),
  };
}

const toActivity = (row: ActivityReadRow): TActivity => ({
  id: row.id,
  user: person(row.user_id, row.display_name, row.photo_url),
  message: row.message,
  time: iso(row.created_at),
});

const MONTH = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** Profiles and the feed: anyone with profile access reads; only the owner edits its profile and posts. */
const PROFILE_ROLES = POLICIES['profile:view'];
const TEAM_PROFILE_ROLES = within(PROFILE_ROLES, 'team');

/**
 * Profiles by audience (issue 32): the team sees every profile; anyone else sees its own and the team's (whose
 * posts bring surveys), never another respondent's or client's.
 */
function isProfileVisible(owner: { id: string; role: string }, viewer: Principal): boolean {
  return (
    owner.id === viewer.id ||
    audienceOf(viewer.role) === 'team' ||
    (isRole(owner.role) && audienceOf(owner.role) === 'team')
  );
}

export function createProfileService(db: Db) {
  const profiles = createProfileRepository(db);
  const reads = createFeedReadRepository(db);

  async function header(uId: string, viewer: Principal) {
    const row = await reads.person(uId);
    // Another audience's profile answers as a missing one (issue 32).
    if (!row || !isProfileVisible(row, viewer))
      throw new AppError('NOT_FOUND', PROFILE_MESSAGES.userNotFound);
    return {
      ...person(row.id, row.display_name, row.photo_url),
      role: row.role,
      isOwner: row.id === viewer.id,
    };
  }

  /** The saved friends that still exist, as ids (kept in `about`) and as people to show. */
  async function withFriends(about: TProfileAbout, viewer: Principal) {
    const rows = (await reads.people(about.friends)).filter((row) => isProfileVisible(row, viewer));
    return {
      about: { ...about, friends: rows.map((row) => row.id) },
      friends: rows.map((row) => person(row.id, row.display_name, row.photo_url)),
    };
  }

  function assertOwner(uId: string, viewer: Principal) {
    if (uId !== viewer.id) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.notOwner);
  }

  async function postOrFail(postId: string, viewer: Principal): Promise<TPost> {
    const row = await reads.post(postId, viewer.id);
    const author = row && (await reads.person(row.user_id));
    if (!row || !author || !isProfileVisible(author, viewer))
      throw new AppError('NOT_FOUND', PROFILE_MESSAGES.postNotFound);
    return toPost(row, viewer);
  }

  return {
    /** One page of the timeline: posts after `before` (the first page also carries the activities). */
    async timeline(uId: string, viewer: Principal, before?: string): Promise<TTimeline> {
      const profile = await header(uId, viewer);
      const [rows, activities] = await Promise.all([
        // One more than a page tells whether a next page exists.
        reads.postsOf(uId, viewer.id, { before, limit: TIMELINE_PAGE_SIZE + 1 }),
        before ? [] : reads.activitiesOf(uId),
      ]);
      const posts = rows.slice(0, TIMELINE_PAGE_SIZE).map((row) => toPost(row, viewer));
      return {
        profile,
        posts,
        activities: activities.map(toActivity),
        nextCursor: rows.length > TIMELINE_PAGE_SIZE ? (posts.at(-1)?.id ?? null) : null,
      };
    },

    /** Photos and videos: the media of the user's posts, one album per month. */
    async albums(uId: string, viewer: Principal): Promise<TAlbums> {
      await header(uId, viewer);
      const albums = new Map<string, TAlbums['albums'][number]>();
      for (const row of await reads.postsOf(uId, viewer.id)) {
        if (row.media.length === 0) continue;
        const name = MONTH.format(new Date(row.created_at));
        const album = albums.get(name) ?? { name, info: '', media: [] };
        album.media.push(...row.media);
        album.info = `${album.media.length} ${album.media.length === 1 ? 'item' : 'itens'}`;
        albums.set(name, album);
      }
      return { albums: [...albums.values()] };
    },

    async about(uId: string, viewer: Principal) {
      const profile = await header(uId, viewer);
      const saved = ZProfileAbout.safeParse(await profiles.about(uId));
      const about = saved.success ? saved.data : ZProfileAbout.parse({});
      return { profile, ...(await withFriends(about, viewer)) };
    },

    async saveAbout(uId: string, viewer: Principal, about: TProfileAbout) {
      assertOwner(uId, viewer);
      if (about.friends.includes(uId))
        throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.selfFriend, {
          friends: PROFILE_MESSAGES.selfFriend,
        });
      const found = await reads.people(about.friends);
      if (found.length !== about.friends.length)
        throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.friendNotFound, {
          friends: PROFILE_MESSAGES.friendNotFound,
        });
      await profiles.saveAbout(uId, about);
      return { profile: await header(uId, viewer), ...(await withFriends(about, viewer)) };
    },

    /** Who may be picked as a friend: users whose profile the viewer may see, by name or e-mail. */
    async people(q: string, viewer: Principal): Promise<TPeople> {
      const roles = audienceOf(viewer.role) === 'team' ? PROFILE_ROLES : TEAM_PROFILE_ROLES;
      const rows = await reads.findPeople(likePattern(q), roles);
      return { people: rows.map((row) => person(row.id, row.display_name, row.photo_url)) };
    },

    async createPost(uId: string, viewer: Principal, body: TNewPost): Promise<TPost> {
      assertOwner(uId, viewer);
      const message = sanitizeRichText(body.message);
      const imageIds = body.imageIds ?? [];
      let survey: { surveyId: string; campaignId: string } | null = null;
      if (body.type === 'survey') {
        const campaign = await reads.openCampaign(body.campaignId);
        if (!campaign) throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.campaignNotFound);
        survey = { surveyId: campaign.survey_id, campaignId: campaign.id };
      } else if (!hasText(message) && imageIds.length === 0) {
        throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.emptyPost);
      }
      // The post and its images together: an image that cannot be claimed leaves no post behind.
      const id = await db.transaction(async (tx) => {
        const postId = await createProfileRepository(tx).insertPost({
          userId: viewer.id,
          type: body.type,
          message,
          article:
            body.type === 'article'
              ? { title: body.article.title, subtitle: body.article.subtitle ?? '' }
              : null,
          surveyId: survey?.surveyId ?? null,
          campaignId: survey?.campaignId ?? null,
          sharedPostId: null,
        });
        const claimed = await createPostImagesRepository(tx).claim(postId, viewer.id, imageIds);
        if (claimed.length !== imageIds.length)
          throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.imageNotFound, {
            imageIds: PROFILE_MESSAGES.imageNotFound,
          });
        if (claimed.length > 0)
          await createProfileRepository(tx).setMedia(
            postId,
            claimed.map((image) => ({
              type: 'image' as const,
              url: postImagePath(image.image_key),
              thumbnailUrl: postImagePath(image.thumb_key),
            })),
          );
        return postId;
      });
      return postOrFail(id, viewer);
    },

    /** Shares a post on the viewer's own timeline. */
    async share(postId: string, viewer: Principal): Promise<TPost> {
      const target = await profiles.shareTarget(postId);
      if (!target) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.postNotFound);
      const id = await profiles.insertPost({
        userId: viewer.id,
        type: 'post',
        message: '',
        article: null,
        surveyId: null,
        campaignId: null,
        sharedPostId: target,
      });
      return postOrFail(id, viewer);
    },

    async toggleLike(postId: string, viewer: Principal) {
      const post = await postOrFail(postId, viewer);
      await profiles.toggleLike(postId, viewer.id);
      return { ...(await profiles.likes(postId, viewer.id)), ownerId: post.user.uuid };
    },

    async comment(postId: string, viewer: Principal, message: string): Promise<TPost> {
      await postOrFail(postId, viewer);
      await profiles.insertComment(postId, viewer.id, message);
      return postOrFail(postId, viewer);
    },

    recordActivity: profiles.recordActivity,
    surveyTitleOfCampaign: reads.surveyTitleOfCampaign,
  };
}
