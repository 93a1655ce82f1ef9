import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chooseClient, chosenClient, type ChosenClient } from '../../api/clientContext';

/**
 * Entering and leaving a client: the choice is stored (the API client sends it with every call), everything read so
 * far is forgotten (it was another organisation's), and the person lands on the new organisation's home page.
 */
export function useWorkInside() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const switchTo = async (client: ChosenClient | null, to: string) => {
    chooseClient(client);
    await navigate(to);
    await queryClient.resetQueries();
  };
  return {
    current: chosenClient(),
    enter: (client: ChosenClient) => switchTo(client, '/'),
    leave: () => switchTo(null, '/partner/clients'),
  };
}
