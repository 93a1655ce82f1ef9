import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../api/queries';

/** A change to the library: on success, the library, Recently deleted and the checklist are read again. */
export function useTemplateMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.library }),
        queryClient.invalidateQueries({ queryKey: keys.onboarding }),
      ]);
      onSuccess?.(result);
    },
  });
}
