import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, CheckCodeResponse } from '@/contract';
import { request } from '@/lib/http';
import { authKeys } from '@/features/auth/keys';

export function checkCode(activationCode: string) {
  return request(API.checkCode, { method: 'POST', body: { activation_code: activationCode }, schema: CheckCodeResponse, anonymous: true });
}

export const checkCodeOptions = (activationCode: string) =>
  queryOptions({ queryKey: authKeys.checkCode(activationCode), queryFn: () => checkCode(activationCode), staleTime: 60_000 });

export function useCheckCode(activationCode: string | undefined) {
  return useQuery({ ...checkCodeOptions(activationCode ?? ''), enabled: !!activationCode });
}
