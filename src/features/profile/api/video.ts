import { queryOptions } from '@tanstack/react-query';
import { API, VideoSection } from '../../../contract';
import { request } from '../../../lib/http';

export function getVideo() {
  return request(API.video, { schema: VideoSection });
}

export const videoOptions = (lng: string) => queryOptions({ queryKey: ['video', lng], queryFn: getVideo, staleTime: 60 * 60 * 1000 });
