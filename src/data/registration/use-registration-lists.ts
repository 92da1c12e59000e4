// The two public lists registration offers: runway types (GET categories) and the extra services
// catalogue (GET services). Read straight from the API: nobody is signed in yet to mirror them for.
import { useQuery } from '@tanstack/react-query';
import { listCategories } from '@/data/api/categories';
import { listServices } from '@/data/api/services';
import { useAppServices } from '@/data/react/app-services-context';

export function useRunwayTypes() {
  const { api } = useAppServices();
  return useQuery({
    queryKey: ['registration', 'categories'],
    queryFn: ({ signal }) => listCategories(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCatalogue() {
  const { api } = useAppServices();
  return useQuery({
    queryKey: ['registration', 'services'],
    queryFn: ({ signal }) => listServices(api, signal),
    select: (services) => services.filter((service) => service.active),
    staleTime: 5 * 60_000,
  });
}
