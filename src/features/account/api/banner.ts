import { queryOptions } from '@tanstack/react-query';
import { API, BannerList } from '../../../contract';
import { request } from '../../../lib/http';

export function getBanners() {
  // Extras beside the usage: with no connection the top page shows without them, never /networkerror.
  return request(API.banner, { schema: BannerList, hasOfflineFallback: () => true });
}

export const bannerOptions = (lng: string) => queryOptions({ queryKey: ['banner', lng], queryFn: getBanners, staleTime: 10 * 60 * 1000 });
