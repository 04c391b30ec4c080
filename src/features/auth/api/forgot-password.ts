import { useMutation } from '@tanstack/react-query';
import { API, MessageResponse } from '@/contract';
import { request } from '@/lib/http';

export function forgotPassword(email: string) {
  return request(API.forgotPassword, { method: 'POST', body: { email }, schema: MessageResponse, anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
