import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ProfileResponse, type Profile } from '@/contract';
import { request } from '@/lib/http';
import { getSession } from '@/lib/session';
import { profileKeys } from '@/features/profile/keys';

export function getProfile() {
  return request(API.profile, { schema: ProfileResponse });
}

/** Keyed by the customer: a cache entry of one customer never answers for the next. */
export const profileOptions = () => queryOptions({ queryKey: profileKeys.profile(getSession().email ?? ''), queryFn: getProfile });

export function updateProfile(body: Profile) {
  return request(API.profile, { method: 'PUT', body, schema: ProfileResponse });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileOptions().queryKey, saved),
  });
}
