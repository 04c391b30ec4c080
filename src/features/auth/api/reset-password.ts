import { useMutation } from '@tanstack/react-query';
import { API, MessageResponse, type ResetPasswordRequest } from '@/contract';
import { request } from '@/lib/http';

export function resetPassword(body: ResetPasswordRequest) {
  return request(API.resetPassword, { method: 'POST', body, schema: MessageResponse, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
