import { queryOptions } from '@tanstack/react-query';
import { API, BannerList } from '../../../contract';
import { request } from '../../../lib/http';

export function getBanners() {
  return request(API.banner, { schema: BannerList });
}

export const bannerOptions = (lng: string) => queryOptions({ queryKey: ['banner', lng], queryFn: getBanners, staleTime: 10 * 60 * 1000 });
