import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { API, MessageResponse, type ChangePasswordRequest } from '@/contract';
import { request } from '@/lib/http';

export function changePassword(body: v.InferOutput<typeof ChangePasswordRequest>) {
  return request(API.changePassword, { method: 'POST', body, schema: MessageResponse, deviceCookie: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
