import { useMutation } from '@tanstack/react-query';

/** A change to the cost list: on success (the shared query client has read the list, suggestions and billing again) `notice` says what happened. */
export function useCostChange<V, R>(
  change: (vars: V) => Promise<R>,
  notice: (result: R, vars: V) => string,
  onNotice: (text: string) => void,
) {
  return useMutation({
    mutationFn: change,
    onSuccess: (result, vars) => onNotice(notice(result, vars)),
  });
}
