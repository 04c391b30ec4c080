import { queryOptions } from '@tanstack/react-query';
import { API, BannerList } from '@/contract';
import { request } from '@/lib/http';
import { accountKeys } from '@/features/account/keys';

/** The banners in `lng`: the language of the query's key, not whatever the page shows now. */
export function getBanners(lng: string) {
  // Extras beside the usage: with no connection the top page shows without them, never /networkerror.
  return request(API.banner, { schema: BannerList, language: lng, hasOfflineFallback: () => true });
}

export const bannerOptions = (lng: string) =>
  queryOptions({ queryKey: accountKeys.banner(lng), queryFn: () => getBanners(lng), staleTime: 10 * 60 * 1000 });
