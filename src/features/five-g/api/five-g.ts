import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { API, FiveGStatus, MessageResponse, type FiveGRequest } from '@/contract';
import { request } from '@/lib/http';
import { fiveGKeys } from '@/features/five-g/keys';

type Line = v.InferOutput<typeof FiveGRequest>;

export function check5g(line: Line) {
  return request(API.check5g, { method: 'POST', body: line, schema: FiveGStatus });
}

export const fiveGOptions = (line: Line) => queryOptions({ queryKey: fiveGKeys.option(line.iccid), queryFn: () => check5g(line) });

export function add5g(line: Line) {
  return request(API.add5g, { method: 'POST', body: line, schema: MessageResponse });
}

export function useAdd5g(line: Line) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => add5g(line),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fiveGKeys.option(line.iccid) }),
  });
}
