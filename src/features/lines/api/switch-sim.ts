import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, CardState, type LineList } from '@/contract';
import { otherLinesInUse } from '@/domain/menu';
import { simFieldsOf } from '@/domain/sim-session';
import { request } from '@/lib/http';
import { updateSession } from '@/lib/session';
import { linesKeys } from '@/features/lines/keys';
import { linesOptions } from './lines';

export function switchSim(scId: number) {
  return request(API.switchSim, { method: 'POST', body: { id: scId }, schema: CardState });
}

/**
 * Makes another SIM the current one: the session follows (spec §3 values), and every SIM-bound
 * query is dropped so each screen, menu and FAQ reloads for the new SIM.
 */
export function useSwitchSim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchSim,
    onSuccess: async (state) => {
      const lines = queryClient.getQueryData<LineList>(linesOptions().queryKey)?.lines ?? [];
      await updateSession({
        otherLines: otherLinesInUse(lines, state.sc_id),
        ...simFieldsOf(state),
      });
      const lists = linesKeys.lists();
      queryClient.removeQueries({ predicate: (query) => lists.some((part, i) => query.queryKey[i] !== part) });
      await queryClient.invalidateQueries({ queryKey: lists });
    },
  });
}
