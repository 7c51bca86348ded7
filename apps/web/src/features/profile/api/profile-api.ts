import {
  type TNewPost,
  type TProfileAbout,
  type TTimeline,
  ZAboutResponse,
  ZAlbums,
  ZLikeResponse,
  ZPeople,
  ZPlaySurveyList,
  ZPost,
  ZPostImage,
  ZTimeline,
} from '@pesquisemais/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toErrorLine } from '@/lib/mutation-errors';

const id = (value: string) => encodeURIComponent(value);
const profileKey = (uId: string) => ['profile', uId] as const;

/**
 * GET /api/profile/:uId/timeline, a page at a time ('Carregar mais' asks for the posts before the last one
 * shown); the pages are joined into one timeline: the first page's header and activities, all the posts.
 */
export function useTimeline(uId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...profileKey(uId), 'timeline'],
      queryFn: ({ signal, pageParam }) =>
        apiRequest(
          `/api/profile/${id(uId)}/timeline${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          { signal, schema: ZTimeline },
        ),
      initialPageParam: '',
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      select: (data): TTimeline | undefined => {
        const [first, ...rest] = data.pages;
        if (!first) return undefined;
        return {
          ...first,
          posts: [first, ...rest].flatMap((page) => page.posts),
          nextCursor: data.pages.at(-1)?.nextCursor ?? null,
        };
      },
    }),
  );
}

/** GET /api/profile/:uId/photos-videos — the media of the posts, one album per month. */
export function useAlbums(uId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...profileKey(uId), 'albums'],
      queryFn: ({ signal }) =>
        apiRequest(`/api/profile/${id(uId)}/photos-videos`, { signal, schema: ZAlbums }),
    }),
  );
}

/** GET /api/profile/:uId/about. */
export function useAbout(uId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...profileKey(uId), 'about'],
      queryFn: ({ signal }) =>
        apiRequest(`/api/profile/${id(uId)}/about`, { signal, schema: ZAboutResponse }),
    }),
  );
}

/** GET /api/profile/people: team members to pick as friends, by name or e-mail. */
export function usePeople(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['profile', 'people', q],
      queryFn: ({ signal }) =>
        apiRequest(`/api/profile/people?q=${encodeURIComponent(q)}`, { signal, schema: ZPeople }),
      staleTime: 30_000,
    }),
  );
}

/** Every write refreshes the open profiles (a share lands on the sharer's timeline too). */
function useProfileMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['profile'] }) });
}

/** PUT /api/profile/:uId/about — the owner only (the server refuses anyone else). */
export function useSaveAbout(uId: string) {
  return useProfileMutation((about: TProfileAbout) =>
    apiRequest(`/api/profile/${id(uId)}/about`, { method: 'PUT', body: about, schema: ZAboutResponse }),
  );
}

export function useCreatePost(uId: string) {
  return useProfileMutation((post: TNewPost) =>
    apiRequest(`/api/profile/${id(uId)}/posts`, { method: 'POST', body: post, schema: ZPost }),
  );
}

/** POST /api/profile/images — one image's bytes; answers its id (for the post) and its thumbnail. */
export function useUploadPostImage(showError: (message: string) => void) {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/api/profile/images', { method: 'POST', rawBody: file, schema: ZPostImage }),
    // A refused image (type, size, unreadable) is said beside the picker, not in the snackbar.
    meta: { form: { ...toErrorLine(showError), message: { codes: IMAGE_ERRORS, show: showError } } },
  });
}

const IMAGE_ERRORS = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE', 'VALIDATION'];

export function useToggleLike() {
  return useProfileMutation((postId: string) =>
    apiRequest(`/api/profile/posts/${id(postId)}/like`, { method: 'POST', schema: ZLikeResponse }),
  );
}

export function useComment() {
  return useProfileMutation(({ postId, message }: { postId: string; message: string }) =>
    apiRequest(`/api/profile/posts/${id(postId)}/comments`, {
      method: 'POST',
      body: { message },
      schema: ZPost,
    }),
  );
}

export function useSharePost() {
  return useProfileMutation((postId: string) =>
    apiRequest(`/api/profile/posts/${id(postId)}/share`, { method: 'POST', schema: ZPost }),
  );
}

/** The open surveys the author may point a survey post at (the player's own list). */
export function useOpenSurveys(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['profile', 'open-surveys'],
      queryFn: ({ signal }) =>
        apiRequest('/api/survey-player/surveys?page=1&pageSize=100', { signal, schema: ZPlaySurveyList }),
      enabled: isEnabled,
    }),
  );
}
