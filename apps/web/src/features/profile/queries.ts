import {
  AccountCode,
  complementInfoBodySchema,
  mediaApi,
  profileApi,
  type ComplementInfoBody,
  type MediaItem,
  type ProfileUpdateBody,
  type UserInfo,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { ApiError } from '../../lib/api-client';
import { progressPercent } from '../../lib/upload-request';
import { useSessionStore } from '../session/store';

export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in user's own info; keyed by id so one user's data never shows for the next. */
  me: (userId: number | null) => [...profileKeys.all, 'me', userId] as const,
  user: (userId: number) => [...profileKeys.all, 'user', userId] as const,
  interests: () => [...profileKeys.all, 'interests'] as const,
  languages: () => [...profileKeys.all, 'languages'] as const,
};

/** Media under review changes state when an admin decides; the own view looks again at this pace meanwhile. */
export const REVIEW_POLL_MS = 15_000;

export function hasMediaUnderReview(user: UserInfo | undefined): boolean {
  return !!user && [...user.photos, ...user.videos].some((m) => m.status === 'checking');
}

/** The signed-in user's own info (spec §3), or nothing for a visitor. */
export function useMe(options: { pollWhileReviewing?: boolean } = {}) {
  const { api } = useServices();
  const userId = useSessionStore((s) => (s.loginToken && !s.autoLoginPending ? s.userId : null));
  return useQuery({
    queryKey: profileKeys.me(userId),
    queryFn: ({ signal }) => api.call(profileApi.getUserInfo, {}, { signal }),
    enabled: userId !== null,
    refetchInterval: options.pollWhileReviewing
      ? (query) => (hasMediaUnderReview(query.state.data) ? REVIEW_POLL_MS : false)
      : false,
  });
}

/** Stores fresh own info wherever it came from (an update, a sign-in, a binding). */
export function storeMe(queryClient: QueryClient, user: UserInfo): void {
  queryClient.setQueryData(profileKeys.me(user.id), user);
}

/** Another user's profile: approved media only, no contact data (the server decides). */
export function useUserProfile(userId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => api.call(profileApi.getUserInfo, { searchUserId: userId }, { signal }),
    retry: (count, error) =>
      !(error instanceof ApiError && error.code === AccountCode.ACCOUNT_NOT_FOUND) && count < 2,
  });
}

export function useInterestOptions() {
  const { api } = useServices();
  return useQuery({
    queryKey: profileKeys.interests(),
    queryFn: ({ signal }) => api.call(profileApi.interests, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useLanguageOptions() {
  const { api } = useServices();
  return useQuery({
    queryKey: profileKeys.languages(),
    queryFn: ({ signal }) => api.call(profileApi.languages, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useUpdateProfile() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateBody) => api.call(profileApi.update, changes),
    onSuccess: (user) => storeMe(queryClient, user),
  });
}

/** Supplementary registration (spec §7 complementInfo): nickname, gender and birthday after sign-up. */
export function useComplementInfo() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplementInfoBody) =>
      api.call(profileApi.complementInfo, complementInfoBodySchema.parse(body)),
    onSuccess: (user) => storeMe(queryClient, user),
  });
}

export type MediaKind = MediaItem['kind'];

/** Progress of the one upload running for a kind of media; null when none runs. */
export interface UploadState {
  fileName: string;
  percent: number;
}

/**
 * Uploads a photo or video with progress. The new item comes back 'checking' and is added to the own info at
 * once, so it shows with its badge without waiting for a refetch.
 */
export function useUploadMedia(kind: MediaKind) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  const [progress, setProgress] = useState<UploadState | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const abort = new AbortController();
      setController(abort);
      setProgress({ fileName: file.name, percent: 0 });
      return api.uploadTo(kind === 'photo' ? mediaApi.uploadAlbumImage : mediaApi.uploadVideo, file, {
        signal: abort.signal,
        filename: file.name,
        onProgress: (loaded, total) =>
          setProgress({ fileName: file.name, percent: progressPercent(loaded, total) }),
      });
    },
    onSuccess: (item) => {
      queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
        user
          ? kind === 'photo'
            ? { ...user, photos: [...user.photos, item] }
            : { ...user, videos: [...user.videos, item] }
          : user,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.me(userId) });
    },
    onSettled: () => {
      setProgress(null);
      setController(null);
    },
  });
  return { ...mutation, progress, cancel: () => controller?.abort() };
}

export function useDeleteMedia() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation({
    mutationFn: (id: number) => api.call(mediaApi.albumDelete, { id }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
        user
          ? {
              ...user,
              photos: user.photos.filter((m) => m.id !== id),
              videos: user.videos.filter((m) => m.id !== id),
            }
          : user,
      );
    },
  });
}

/** Moves one photo one place; the server answers the album in its new order. */
export function useReorderPhotos() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation({
    mutationFn: (ids: number[]) => api.call(mediaApi.albumOrder, { ids }),
    onSuccess: (album) => {
      queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
        user ? { ...user, photos: album.filter((m) => m.kind === 'photo') } : user,
      );
    },
  });
}

/** The photo ids after moving one of them by `offset` places (-1 earlier, +1 later); unchanged at the ends. */
export function movedOrder(ids: readonly number[], id: number, offset: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
