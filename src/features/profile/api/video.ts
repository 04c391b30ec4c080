import { queryOptions } from '@tanstack/react-query';
import { API, VideoSection } from '@/contract';
import { request } from '@/lib/http';
import { profileKeys } from '@/features/profile/keys';

/** The video section in `lng`: the language of the query's key, not whatever the page shows now. */
export function getVideo(lng: string) {
  return request(API.video, { schema: VideoSection, language: lng });
}

export const videoOptions = (lng: string) =>
  queryOptions({ queryKey: profileKeys.video(lng), queryFn: () => getVideo(lng), staleTime: 60 * 60 * 1000 });
