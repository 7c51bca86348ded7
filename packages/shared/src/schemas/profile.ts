import { z } from 'zod';
import { zText } from './text';

/** Profile and feed: /profile/{uId}, /me (spec points 2 and 3). */
export const PROFILE_MESSAGES = {
  notOwner: 'Só o dono do perfil pode alterar estas informações.',
  userNotFound: 'Usuário não encontrado.',
  postNotFound: 'Post não encontrado.',
  campaignNotFound: 'Pesquisa não encontrada: escolha uma campanha aberta.',
  emptyPost: 'Escreva algo ou anexe uma imagem para publicar.',
  unreadableImage: 'Não foi possível ler a imagem: envie um JPEG, PNG, WebP ou GIF válido.',
  imageNotFound: 'Imagem não encontrada: envie a imagem de novo.',
  photoNotFound: 'Foto não encontrada.',
  friendNotFound: 'Amigo não encontrado: escolha alguém da equipe.',
  selfFriend: 'Você não pode se adicionar como amigo.',
} as const;

/** Images attached to posts: what is accepted, and the sizes the server makes of them. */
export const POST_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** At most this many pixels decoded (a small file that unpacks to a huge bitmap is refused). */
  maxPixels: 40_000_000,
  /** The shown image fits in this square (px); the thumbnail is a square of `thumbSide`. */
  side: 1600,
  thumbSide: 400,
  perPost: 10,
} as const;

const line = (max: number) => zText().trim().max(max, `No máximo ${max} caracteres`);
const lines = (max: number, count: number) => z.array(line(max)).max(count, `No máximo ${count} itens`);

export const ZProfileParams = z.object({ uId: z.uuid('Identificador inválido') });
export const ZPostParams = z.object({ postId: z.uuid('Identificador inválido') });

/** Sobre: what the owner tells; every part optional, every text bounded. */
export const ZProfileAbout = z.object({
  general: z
    .object({ gender: line(40), birthday: line(40), locations: lines(120, 10), about: line(2000) })
    .partial()
    .default({}),
  work: z
    .object({
      occupation: line(120),
      skills: line(500),
      jobs: z.array(z.object({ company: line(120), role: line(120) })).max(20),
    })
    .partial()
    .default({}),
  contact: z
    .object({ address: line(300), tel: lines(40, 5), websites: lines(300, 5), emails: lines(254, 5) })
    .partial()
    .default({}),
  groups: z
    .array(z.object({ name: line(120), category: line(120) }))
    .max(50)
    .default([]),
  /** Friends are users of the product, by id, in the owner's order. */
  friends: z
    .array(z.uuid('Amigo inválido'))
    .max(200, 'No máximo 200 amigos')
    .refine((ids) => new Set(ids).size === ids.length, 'A mesma pessoa foi escolhida duas vezes.')
    .default([]),
});
export type TProfileAbout = z.infer<typeof ZProfileAbout>;

export const ZPersonRef = z.object({ uuid: z.string(), displayName: z.string(), photoURL: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;

export const POST_TYPES = ['post', 'article', 'survey'] as const;
const message = zText().max(20_000, 'Post muito longo');

/** Ids of images uploaded before (POST /api/profile/images), in the order they are shown. */
const imageIds = z
  .array(z.uuid('Imagem inválida'))
  .max(10, 'No máximo 10 imagens por post.')
  .refine((ids) => new Set(ids).size === ids.length, 'A mesma imagem foi anexada duas vezes.')
  .default([]);

export const ZNewPost = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), message, imageIds }),
  z.object({
    type: z.literal('article'),
    message,
    imageIds,
    article: z.object({ title: line(200).min(1, 'Dê um título ao artigo'), subtitle: line(300).default('') }),
  }),
  z.object({ type: z.literal('survey'), message, imageIds, campaignId: z.uuid('Escolha uma pesquisa') }),
]);

/** An uploaded image, not yet on a post: its id goes in the post's `imageIds`. */
export const ZPostImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TPostImage = z.infer<typeof ZPostImage>;
export type TNewPost = z.input<typeof ZNewPost>;

export const ZPostMedia = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type TPostMedia = z.infer<typeof ZPostMedia>;

export const ZPostComment = z.object({
  id: z.string(),
  user: ZPersonRef,
  message: z.string(),
  time: z.string(),
});

export const ZPost = z.object({
  id: z.string(),
  user: ZPersonRef,
  type: z.enum(POST_TYPES),
  /** HTML, sanitized by the server. */
  message: z.string(),
  article: z.object({ title: z.string(), subtitle: z.string() }).nullable(),
  survey: z
    .object({ surveyId: z.string(), campaignId: z.string(), title: z.string(), canAnswer: z.boolean() })
    .nullable(),
  media: z.array(ZPostMedia),
  shared: z.object({ id: z.string(), user: ZPersonRef, message: z.string() }).nullable(),
  time: z.string(),
  likes: z.number(),
  liked: z.boolean(),
  shares: z.number(),
  comments: z.array(ZPostComment),
});
export type TPost = z.infer<typeof ZPost>;

export const ZActivity = z.object({
  id: z.string(),
  user: ZPersonRef,
  message: z.string(),
  time: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZProfileHeader = ZPersonRef.extend({ role: z.string(), isOwner: z.boolean() });

/** Posts per timeline page ('Carregar mais' asks for the next one). */
export const TIMELINE_PAGE_SIZE = 10;

/** `before`: the id of the last post already shown (keyset paging: new posts never shift the pages). */
export const ZTimelineQuery = z.object({ before: z.uuid('Página inválida').optional() });

export const ZTimeline = z.object({
  profile: ZProfileHeader,
  posts: z.array(ZPost),
  /** The newest activities; only on the first page (`before` not given), empty on the next ones. */
  activities: z.array(ZActivity),
  /** What to send as `before` for the next page; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type TTimeline = z.infer<typeof ZTimeline>;

export const ZAlbums = z.object({
  albums: z.array(z.object({ name: z.string(), info: z.string(), media: z.array(ZPostMedia) })),
});
export type TAlbums = z.infer<typeof ZAlbums>;

/** `friends` are the people of `about.friends` (a removed account drops out), to show with name and avatar. */
export const ZAboutResponse = z.object({
  profile: ZProfileHeader,
  about: ZProfileAbout,
  friends: z.array(ZPersonRef),
});

/** People one may pick as friends: the team members who have a profile, found by name. */
export const ZPeopleQuery = z.object({ q: zText().trim().max(120).default('') });
export const ZPeople = z.object({ people: z.array(ZPersonRef) });
export type TPeople = z.infer<typeof ZPeople>;
export type TAboutResponse = z.infer<typeof ZAboutResponse>;

export const ZCommentBody = z.object({ message: zText().trim().min(1, 'Escreva um comentário').max(2000) });
export const ZLikeResponse = z.object({ likes: z.number(), liked: z.boolean() });
