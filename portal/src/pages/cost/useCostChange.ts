import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costKeys } from '../../api/queries';

/**
 * A change to the cost list: on success the list, the suggestions and the billing figures are read again (the seats
 * billed follow the list) and `notice` says what happened.
 */
export function useCostChange<V, R>(
  change: (vars: V) => Promise<R>,
  notice: (result: R, vars: V) => string,
  onNotice: (text: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result, vars) => {
      await queryClient.invalidateQueries({ queryKey: costKeys.all });
      onNotice(notice(result, vars));
    },
  });
}
